// An esbuild plugin for tsup (each package's tsup.config.ts): a large generated JavaScript module (ajv's
// standalone validators) is written to dist/ once per module format, and every chunk of that format imports it
// instead of bundling its own copy. The ES module build imports dist/<name>.js, the generator's ES module as it
// is; the CommonJS build require()s dist/<name>.cjs, esbuild's CommonJS form of the same file. Not one file for
// both: Node 20.19+ can require() an ES module, but a loader of its own (Jest's, without
// --experimental-vm-modules) cannot, and the CommonJS build is for exactly those.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, extname, join, resolve } from "node:path";

/**
 * The format of the tsup build an esbuild plugin runs in. tsup builds a CommonJS build with code splitting as
 * ES modules and converts the chunks afterwards, so esbuild's own `format` says "esm" for both; tsup's
 * `TSUP_FORMAT` constant says which.
 * @param {import("esbuild").PluginBuild} build
 * @returns {"esm" | "cjs"}
 */
function tsupFormat(build) {
  const defined = build.initialOptions.define?.TSUP_FORMAT;
  const format = defined === undefined ? undefined : JSON.parse(defined);
  if (format !== "esm" && format !== "cjs") throw new Error(`not a tsup build of ESM or CommonJS (${defined})`);
  return format;
}

/**
 * @param {string} packageDir the package's folder
 * @param {string[]} sources the generated ES modules, relative to the package (`src/generated/…/x.js`); each
 *   becomes dist/<its file name> with the build's extension (x.js, x.cjs), so their names must differ
 * @returns {import("esbuild").Plugin}
 */
export function generatedOnce(packageDir, sources) {
  return {
    name: "generated-once",
    setup(build) {
      const format = tsupFormat(build);
      // The extension of the build's own files: .cjs for CommonJS in a "type": "module" package.
      const extension = build.initialOptions.outExtension?.[".js"] ?? ".js";
      const byPath = new Map(
        sources.map((source) => [resolve(packageDir, source), `${basename(source, extname(source))}${extension}`]),
      );
      build.onResolve({ filter: /\.js$/ }, (args) => {
        const name = byPath.get(resolve(args.resolveDir, args.path));
        return name === undefined ? undefined : { path: `./${name}`, external: true };
      });
      build.onEnd(async (result) => {
        if (result.errors.length > 0) return;
        const outdir = build.initialOptions.outdir ?? join(packageDir, "dist");
        mkdirSync(outdir, { recursive: true });
        for (const [source, name] of byPath) {
          if (format === "esm") {
            copyFileSync(source, join(outdir, name));
            continue;
          }
          const text = readFileSync(source, "utf8");
          // esbuild keeps no comments: the generated file's banner ("do not edit") goes back on top.
          const banner = text.match(/^(\/\/.*\n)+/)?.[0] ?? "";
          const { code } = await build.esbuild.transform(text, {
            format: "cjs",
            loader: "js",
            target: build.initialOptions.target,
            sourcefile: basename(source),
            banner: `${banner}// The CommonJS form of ${basename(source)}, for require(): scripts/build/generated-once.mjs.`,
          });
          writeFileSync(join(outdir, name), code);
        }
      });
    },
  };
}
