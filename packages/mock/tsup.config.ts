// The package's JavaScript, for Node: ESM and CommonJS of the library entry, and the command. Its
// dependencies (stt-service among them) stay imports; declarations come from tsc (scripts/build/package.mjs).
import { defineConfig } from "tsup";

export default defineConfig({
  // msw: the MSW handlers, free of node: imports, ws and Prism, so that a browser bundle can take them.
  entry: { index: "src/index.ts", cli: "src/cli.ts", msw: "src/msw/handlers.ts" },
  format: ["esm", "cjs"],
  target: "es2022",
  platform: "node",
  shims: true,
  splitting: true,
  sourcemap: true,
  clean: false,
  removeNodeProtocol: false,
});
