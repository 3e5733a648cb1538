// Each package is whole: no module of packages/<name>/src reaches outside packages/<name>/ by a relative path
// (an installed package has nothing beside it), and generated code imports nothing hand-written of another
// package (it may import its own package's runtime, and other packages by name, through their public entries).
// Everything else reaches a package by its name, never by a relative path into its src/: scripts, the docs
// site's page code, benches, examples and tests resolve the names to the sources through the
// `stt-service-source` condition, as an application resolves them to the build. The generator borrows nothing
// of the packages it writes into: its modules are scripts/generate/ and the spec library's.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { generatorSources } from "../../scripts/generate/manifest.js";
import { importSpecifiers, repositoryModules } from "../support/module-imports.js";

const root = resolve(import.meta.dirname, "../..");
const packagesDir = join(root, "packages");

interface Module {
  file: string;
  packageName: string;
  imports: string[];
}

function modules(): Module[] {
  return readdirSync(packagesDir).flatMap((packageName) =>
    readdirSync(join(packagesDir, packageName, "src"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ts|mts|cts|js|mjs|cjs)$/.test(entry.name))
      .map((entry) => {
        const file = join(entry.parentPath, entry.name);
        return { file, packageName, imports: importSpecifiers(readFileSync(file, "utf8")) };
      }),
  );
}

/** The relative imports of a module that resolve outside `within`, as `file: specifier`. */
function leaving(module: Module, within: string): string[] {
  return module.imports
    .filter((specifier) => specifier.startsWith("."))
    .filter((specifier) => {
      const target = resolve(dirname(module.file), specifier);
      return target !== within && !target.startsWith(within + sep);
    })
    .map((specifier) => `${relative(root, module.file)}: ${specifier}`);
}

describe("the packages' imports", () => {
  const all = modules();

  it("reads the modules of every package, generated ones among them", () => {
    expect(new Set(all.map((module) => module.packageName))).toEqual(
      new Set(["sdk", "mock", "conformance", "spec-documents", "react"]),
    );
    expect(all.some((module) => module.file.includes(`${sep}generated${sep}`))).toBe(true);
  });

  it("never leave their package by a relative path", () => {
    expect(all.flatMap((module) => leaving(module, join(packagesDir, module.packageName)))).toEqual([]);
  });

  it("from generated code, reach no other package's sources and nothing under the repository's top", () => {
    const generated = all.filter((module) => module.file.includes(`${sep}src${sep}generated${sep}`));
    expect(generated.length).toBeGreaterThan(10);
    expect(generated.flatMap((module) => leaving(module, join(packagesDir, module.packageName, "src")))).toEqual([]);
    // By name, generated code reaches other packages only through their public entries (no `/src/` paths).
    expect(
      generated.flatMap((module) =>
        module.imports
          .filter((specifier) => /^(stt-service|@stt-service\/)/.test(specifier) && /\/(src|dist)\//.test(specifier))
          .map((specifier) => `${relative(root, module.file)}: ${specifier}`),
      ),
    ).toEqual([]);
  });

  it("never reach an entry the repository alone has, which an installed package does not", () => {
    // An entry with the `stt-service-source` condition alone (stt-service/in-repository) is neither built nor
    // packed: a package that imported it would work here and break once installed.
    // The npm packages (packages/python has no package.json, and no TypeScript importer).
    const npmPackages = readdirSync(packagesDir).filter((name) => existsSync(join(packagesDir, name, "package.json")));
    const repositoryOnly = npmPackages.flatMap((packageName) => {
      const manifest = JSON.parse(readFileSync(join(packagesDir, packageName, "package.json"), "utf8")) as {
        name: string;
        exports: Record<string, unknown>;
      };
      return Object.entries(manifest.exports)
        .filter(([, target]) => typeof target === "object" && target !== null && !("import" in target))
        .map(([subpath]) => `${manifest.name}${subpath.slice(1)}`);
    });
    expect(repositoryOnly).toContain("stt-service/in-repository");
    expect(
      all.flatMap((module) =>
        module.imports
          .filter((specifier) => repositoryOnly.includes(specifier))
          .map((specifier) => `${relative(root, module.file)}: ${specifier}`),
      ),
    ).toEqual([]);
  });

  it("of the generator are scripts/generate/ and the spec library's alone", () => {
    // Every module esbuild bundles of the generator's entry points, as the drift check hashes them.
    const sources = generatorSources();
    expect(sources).toContain("packages/spec-documents/src/kept-resources.ts");
    expect(sources.filter((path) => !/^(scripts\/generate|packages\/spec-documents\/src)\//.test(path))).toEqual([]);
  });
});

describe("imports from outside the packages", () => {
  const modules = repositoryModules(root);

  it("are read from every place that has modules", () => {
    const places = new Set(modules.map((file) => relative(root, file).split(sep)[0]));
    for (const place of ["scripts", "docs", "bench", "test", "examples", "packages"]) expect(places).toContain(place);
  });

  it("never land in a package's src/ by a relative path: a package is reached by its name", () => {
    const intoSources = modules.flatMap((file) => {
      const fromPackages = relative(packagesDir, file).split(sep);
      const ownPackage = fromPackages[0] === ".." ? undefined : fromPackages[0];
      return importSpecifiers(readFileSync(file, "utf8"))
        .filter((specifier) => specifier.startsWith("."))
        .filter((specifier) => {
          const [packageName, folder] = relative(packagesDir, resolve(dirname(file), specifier)).split(sep);
          return packageName !== ".." && folder === "src" && packageName !== ownPackage;
        })
        .map((specifier) => `${relative(root, file)}: ${specifier}`);
    });
    expect(intoSources).toEqual([]);
  });
});
