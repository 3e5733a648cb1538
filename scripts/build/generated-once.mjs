// An esbuild plugin for tsup (each package's tsup.config.ts): a large generated JavaScript module (ajv's
// standalone validators) is written to dist/ once, as the ES module the generator emits, and both builds import
// it instead of each bundling its own copy. The CommonJS build require()s it, which Node loads since 20.19 (the
// packages' engines field): one copy of the validators instead of two.
import { copyFileSync, mkdirSync } from "node:fs";
import { basename, join, resolve } from "node:path";

/**
 * @param {string} packageDir the package's folder
 * @param {string[]} sources the generated modules, relative to the package (`src/generated/…/x.js`); each becomes
 *   dist/<its file name>, so their names must differ
 * @returns {import("esbuild").Plugin}
 */
export function generatedOnce(packageDir, sources) {
  const byPath = new Map(sources.map((source) => [resolve(packageDir, source), basename(source)]));
  return {
    name: "generated-once",
    setup(build) {
      build.onResolve({ filter: /\.js$/ }, (args) => {
        const name = byPath.get(resolve(args.resolveDir, args.path));
        return name === undefined ? undefined : { path: `./${name}`, external: true };
      });
      build.onEnd(() => {
        const outdir = build.initialOptions.outdir ?? join(packageDir, "dist");
        mkdirSync(outdir, { recursive: true });
        for (const [source, name] of byPath) copyFileSync(source, join(outdir, name));
      });
    },
  };
}
