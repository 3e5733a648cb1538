// Each package as npm packs it resolves every import it ships: a relative import in any shipped .js, .cjs,
// .mjs, .d.ts or .ts file names a file inside the tarball, a `#` import is in the package's `imports` map, and a
// bare import is the package itself (by a subpath it exports), a dependency or peer it declares, or a Node
// builtin. What the exports, imports map, main, types and bin name is in the tarball too. A file the build
// forgot, or a helper that lives outside the package, fails here and not in a user's install. And each CommonJS
// file loads only CommonJS: a loader of CommonJS alone (Jest's, which cannot require() an ES module even where
// Node can) takes the CommonJS build whole. `npm run release:pack` runs it again on the very tarballs a release
// publishes (STT_PACKED_TARBALLS).
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedTarballs, type Tarballs, unpackAll } from "../support/packed-package.js";

const names = [
  "stt-service",
  "@stt-service/spec-documents",
  "@stt-service/mock",
  "@stt-service/conformance",
  "@stt-service/react",
] as const;
const shipped = /\.(js|cjs|mjs|ts|mts|cts)$/;

interface Unpacked {
  /** The extracted `package/` folder. */
  dir: string;
  manifest: {
    name: string;
    exports?: Record<string, unknown>;
    imports?: Record<string, unknown>;
    main?: string;
    types?: string;
    bin?: Record<string, string>;
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
    optionalDependencies?: Record<string, string>;
  };
  /** Every file, by its path inside the package, with `/`. */
  files: string[];
  packedBytes: number;
  unpackedBytes: number;
}

let tarballs: Tarballs;
let extractDir: string;
const unpacked = new Map<string, Unpacked>();

beforeAll(() => {
  tarballs = sharedTarballs();
  extractDir = mkdtempSync(join(tmpdir(), "stt-tarball-imports-"));
  for (const [name, { dir, files }] of unpackAll(tarballs, extractDir)) {
    unpacked.set(name, {
      dir,
      manifest: JSON.parse(readFileSync(join(dir, "package.json"), "utf8")),
      files,
      packedBytes: statSync(tarballs[name]).size,
      unpackedBytes: files.reduce((sum, file) => sum + statSync(join(dir, file)).size, 0),
    });
  }
  // The figures the release notes and the size budget talk about, as npm would report them.
  console.info(
    [...unpacked].map(([name, found]) => `${name}: ${found.packedBytes} B packed, ${found.unpackedBytes} B unpacked`),
  );
}, 900_000);

afterAll(() => {
  if (extractDir) rmSync(extractDir, { recursive: true, force: true });
});

/** The module specifiers of a file, as TypeScript's scanner reads them (comments and strings are not imports). */
function specifiersOf(text: string): string[] {
  const found = ts.preProcessFile(text, true, true);
  return [
    ...found.importedFiles.map((file) => file.fileName),
    ...found.referencedFiles.map((file) => file.fileName).map((path) => (path.startsWith(".") ? path : `./${path}`)),
  ];
}

/** Where a relative specifier may land, by the kind of file that imports it. */
function candidates(importer: string, target: string): string[] {
  // JavaScript runs in Node, which takes the specifier as it is written.
  if (/\.(js|cjs|mjs)$/.test(importer) && !importer.endsWith(".d.ts")) return [target];
  // TypeScript (declarations and sources) reads `./x.js` as x.ts or x.d.ts, and a bare `./x` as a module too.
  const stem = target.replace(/\.(js|cjs|mjs)$/, "");
  const kinds = { ".js": [".ts", ".tsx", ".d.ts"], ".cjs": [".cts", ".d.cts"], ".mjs": [".mts", ".d.mts"] };
  const extension = target.match(/\.(js|cjs|mjs)$/)?.[0] as keyof typeof kinds | undefined;
  return extension
    ? [target, ...kinds[extension].map((kind) => `${stem}${kind}`)]
    : [target, `${target}.ts`, `${target}.d.ts`, `${target}/index.ts`, `${target}/index.d.ts`];
}

/** The leaf paths of an exports or imports map (every condition), or of one target. */
function targetsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value === null || typeof value !== "object") return [];
  return Object.values(value).flatMap(targetsOf);
}

/** The package name of a bare specifier: `ws` of `ws/lib/x`, `@scope/name` of `@scope/name/sub`. */
function packageNameOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] as string);
}

/** Each import of the package's shipped code that does not resolve, as `file: specifier (why)`. */
function unresolved(found: Unpacked): string[] {
  const { dir, manifest, files } = found;
  const inTarball = new Set(files);
  const declared = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
  ]);
  const builtins = new Set(builtinModules);
  const problems: string[] = [];
  for (const file of files.filter((path) => shipped.test(path))) {
    for (const specifier of specifiersOf(readFileSync(join(dir, file), "utf8"))) {
      const where = `${file}: ${specifier}`;
      if (specifier.startsWith(".")) {
        const target = relative(dir, resolve(dir, dirname(file), specifier))
          .split(sep)
          .join("/");
        if (target.startsWith("../")) problems.push(`${where} (leaves the package)`);
        else if (!candidates(file, target).some((path) => inTarball.has(path)))
          problems.push(`${where} (no ${target} in the tarball)`);
      } else if (specifier.startsWith("#")) {
        if (!(specifier in (manifest.imports ?? {}))) problems.push(`${where} (not in the package's imports map)`);
      } else if (specifier.startsWith("node:") || builtins.has(specifier)) {
        if (!builtins.has(specifier.replace(/^node:/, ""))) problems.push(`${where} (no such Node builtin)`);
      } else if (packageNameOf(specifier) === manifest.name) {
        const subpath = `.${specifier.slice(manifest.name.length)}`;
        if (!(subpath in (manifest.exports ?? {}))) problems.push(`${where} (the package exports no ${subpath})`);
      } else if (!declared.has(packageNameOf(specifier))) {
        problems.push(`${where} (${packageNameOf(specifier)} is not a declared dependency or peer)`);
      }
    }
  }
  const named = [
    ...targetsOf(manifest.exports),
    ...targetsOf(manifest.imports),
    ...targetsOf(manifest.bin),
    ...[manifest.main, manifest.types].filter((path): path is string => path !== undefined),
  ];
  for (const path of named) {
    const target = relative(dir, resolve(dir, path)).split(sep).join("/");
    if (!inTarball.has(target)) problems.push(`package.json: ${path} (not in the tarball)`);
  }
  return problems;
}

describe("each packed package resolves every import it ships", () => {
  it.each(names)("%s", (name) => {
    const found = unpacked.get(name) as Unpacked;
    // The check reads code of every kind the package ships, so that an empty list means something.
    expect(found.files.some((path) => /^dist\/.*\.js$/.test(path))).toBe(true);
    expect(found.files.some((path) => /^dist\/.*\.cjs$/.test(path))).toBe(true);
    expect(found.files.some((path) => /^dist\/types\/.*\.d\.ts$/.test(path))).toBe(true);
    expect(unresolved(found)).toEqual([]);
  });
});

/** The targets an exports or imports entry gives require(), in any environment: every leaf but `import`'s and types. */
function requireTargetsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value)
    .filter(([condition]) => condition !== "import" && condition !== "types")
    .flatMap(([, target]) => requireTargetsOf(target));
}

/**
 * What in the package's CommonJS files needs an ES module loader, as `file: why`: an import() (a CommonJS
 * loader of its own has none to hand it to), import.meta (not even CommonJS syntax), and a require() of the
 * package's own files, imports or exports that lands on anything but a .cjs file (a .js file in a
 * `"type": "module"` package is an ES module). The count of the package's own require()s checked comes too.
 */
function esModuleUses(found: Unpacked): { problems: string[]; checked: number } {
  const { dir, manifest, files } = found;
  const problems: string[] = [];
  let checked = 0;
  const landsOn = (file: string, specifier: string): string[] => {
    if (specifier.startsWith("."))
      return [
        relative(dir, resolve(dir, dirname(file), specifier))
          .split(sep)
          .join("/"),
      ];
    if (specifier.startsWith("#")) return requireTargetsOf(manifest.imports?.[specifier]);
    if (specifier === manifest.name || specifier.startsWith(`${manifest.name}/`))
      return requireTargetsOf(manifest.exports?.[`.${specifier.slice(manifest.name.length)}`]);
    return [];
  };
  for (const file of files.filter((path) => path.endsWith(".cjs"))) {
    const source = ts.createSourceFile(
      file,
      readFileSync(join(dir, file), "utf8"),
      ts.ScriptTarget.Latest,
      false,
      ts.ScriptKind.JS,
    );
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
        problems.push(`${file}: ${node.getText(source)}`);
      else if (ts.isMetaProperty(node) && node.keywordToken === ts.SyntaxKind.ImportKeyword)
        problems.push(`${file}: ${node.getText(source)}`);
      else if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === "require" &&
        node.arguments.length === 1 &&
        ts.isStringLiteral(node.arguments[0] as ts.Expression)
      ) {
        const specifier = (node.arguments[0] as ts.StringLiteral).text;
        const targets = landsOn(file, specifier);
        if (targets.length > 0) checked++;
        for (const target of targets)
          if (!target.endsWith(".cjs") && !target.endsWith(".json"))
            problems.push(`${file}: require("${specifier}") lands on ${target}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { problems, checked };
}

describe("each packed package exports only what it builds", () => {
  it("has no entry of the repository's alone (the source condition and nothing else: scripts/build/pack.mjs)", () => {
    const unbuilt = names.flatMap((name) =>
      Object.entries((unpacked.get(name) as Unpacked).manifest.exports ?? {})
        .filter(([, target]) => typeof target === "object" && target !== null && targetsOf(target).length === 0)
        .map(([subpath]) => `${name}${subpath.slice(1)}`),
    );
    expect(unbuilt).toEqual([]);
    expect(Object.keys((unpacked.get("stt-service") as Unpacked).manifest.exports ?? {})).not.toContain(
      "./in-repository",
    );
  });
});

describe("each packed package's CommonJS build loads no ES module", () => {
  it.each(names)("%s", (name) => {
    const found = unpacked.get(name) as Unpacked;
    const { problems, checked } = esModuleUses(found);
    // Its chunks require() one another: a check that found none of the package's own would say nothing. A
    // package whose entries share no code (the React hooks and their query options) has no chunk to require.
    if (found.files.some((path) => /^dist\/chunk-[^/]*\.cjs$/.test(path))) expect(checked).toBeGreaterThan(0);
    else expect(found.files.filter((path) => path.endsWith(".cjs")).length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
