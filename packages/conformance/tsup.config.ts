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
  sourcemap: true,
  clean: false,
  removeNodeProtocol: false,
});
