// The package's JavaScript, for Node: ESM and CommonJS of the library entry, and the command. Its
// dependencies (stt-service among them) stay imports; declarations come from tsc (scripts/build/package.mjs).
import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts", cli: "src/cli.ts" },
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
