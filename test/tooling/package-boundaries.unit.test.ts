// Each package is whole: no module of packages/<name>/src reaches outside packages/<name>/ by a relative path
// (an installed package has nothing beside it), and generated code imports nothing hand-written of another
// package (it may import its own package's runtime, and other packages by name, through their public entries).
// The generator borrows nothing of the packages it writes into: its modules are scripts/generate/
// and the spec library's.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { generatorSources } from "../../scripts/generate/manifest.js";

const root = resolve(import.meta.dirname, "../..");
const packagesDir = join(root, "packages");

/** Every import and export specifier of a module: static, type-only, re-exports and dynamic imports. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\b(?:import|export)\b[^'"`;]*?\bfrom\s*["']([^"']+)["']/g))
    found.push(match[1] as string);
  for (const match of source.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g)) found.push(match[1] as string);
  for (const match of source.matchAll(/^\s*import\s*["']([^"']+)["']/gm)) found.push(match[1] as string);
  return found;
}

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
        return { file, packageName, imports: specifiers(readFileSync(file, "utf8")) };
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
      new Set(["sdk", "mock", "conformance", "spec-documents"]),
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

  it("of the generator are scripts/generate/ and the spec library's alone", () => {
    // Every module esbuild bundles of the generator's entry points, as the drift check hashes them.
    const sources = generatorSources();
    expect(sources).toContain("packages/spec-documents/src/kept-resources.ts");
    expect(sources.filter((path) => !/^(scripts\/generate|packages\/spec-documents\/src)\//.test(path))).toEqual([]);
  });
});
