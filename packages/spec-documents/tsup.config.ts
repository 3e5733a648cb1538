// The library's JavaScript, for Node: ESM and CommonJS; yaml stays an import. Declarations come from tsc
// (scripts/build/package.mjs).
import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts" },
  format: ["esm", "cjs"],
  target: "es2022",
  platform: "node",
  shims: true,
  splitting: true,
  sourcemap: true,
  clean: false,
  removeNodeProtocol: false,
});
