// The library's JavaScript, for Node: ESM and CommonJS; yaml stays an import. Declarations come from tsc
// (scripts/build/package.mjs).
import { defineConfig } from "tsup";

export default defineConfig({
  // portable: the readings without `node:` imports, which the mock's MSW handlers take into browsers.
  entry: { index: "src/index.ts", portable: "src/portable.ts" },
  format: ["esm", "cjs"],
  target: "es2022",
  platform: "node",
  shims: true,
  splitting: true,
  // No source maps: the tarball carries no sources for them to show, and the JavaScript is not minified, so a
  // stack trace into dist/ reads as it is.
  sourcemap: false,
  clean: false,
  removeNodeProtocol: false,
});
