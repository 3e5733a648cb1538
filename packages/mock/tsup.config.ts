// The package's JavaScript, for Node: ESM and CommonJS of the library entry, and the command. Its
// dependencies (stt-service among them) stay imports; declarations come from tsc (scripts/build/package.mjs).
import { defineConfig } from "tsup";
import { generatedOnce } from "../../scripts/build/generated-once.mjs";

export default defineConfig({
  // msw: the MSW handlers, free of node: imports, ws and Prism, so that a browser bundle can take them; likewise
  // compiled-contract: the validators compiled from the contract (the docs site's try-it console judges answers with them).
  entry: {
    index: "src/index.ts",
    cli: "src/cli.ts",
    msw: "src/msw/handlers.ts",
    "compiled-contract": "src/compiled-contract.ts",
  },
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
  // The contract's validators for the MSW handlers (about 650 kB), once per format: an ES module for the ES
  // module build, its CommonJS form for the CommonJS build.
  esbuildPlugins: [generatedOnce(process.cwd(), ["src/generated/http/contract.js"])],
});
