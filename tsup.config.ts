// `npm run build`: ESM + CJS + type declarations for each entry point of the package's exports map.
import { rmSync } from "node:fs";
import { defineConfig, type Options } from "tsup";

const builds: Options[] = [
  {
    entry: {
      index: "src/index.ts",
      realtime: "src/realtime.ts",
      sync: "src/sync.ts",
      mock: "src/mock.ts",
      // The sync client starts this file in a worker thread, next to its own chunk: dist/worker.js.
      worker: "src/sync/worker.ts",
      // Behind the package imports #node-upload and #node-websocket: each runtime loads its own (package.json
      // "imports"), so browser bundlers never meet a node: import or ws.
      "node-upload": "src/http/node-upload.ts",
      "browser-upload": "src/http/browser-upload.ts",
      "node-websocket": "src/realtime/node-websocket.ts",
      "browser-websocket": "src/realtime/browser-websocket.ts",
    },
    format: ["esm", "cjs"],
    dts: { entry: { index: "src/index.ts", realtime: "src/realtime.ts", sync: "src/sync.ts", mock: "src/mock.ts" } },
    target: "es2022",
    platform: "neutral",
    // import.meta.url in the CommonJS build (the sync client finds its worker with it).
    shims: true,
    splitting: true,
    sourcemap: true,
    clean: false,
    treeshake: true,
    external: ["ws", /^node:/, /^#node-/],
    // Keep `node:` on built-in imports, so browser bundlers see at once what is Node-only.
    removeNodeProtocol: false,
  },
  {
    // The conformance kit (`stt-service/conformance` and the `stt-conformance` command): Node only, and a
    // tool rather than SDK runtime, so ajv, yaml and fast-check (devDependencies) are bundled into it: an
    // install runs it with no extra package, and the SDK's runtime dependencies stay openapi-fetch alone.
    // ws stays the optional peer it is for the real-time client.
    entry: { conformance: "src/conformance.ts", "conformance-cli": "src/conformance/cli.ts" },
    format: ["esm", "cjs"],
    dts: { entry: { conformance: "src/conformance.ts" } },
    target: "es2022",
    platform: "node",
    shims: true,
    splitting: true,
    sourcemap: true,
    clean: false,
    external: ["ws"],
    noExternal: ["ajv", "ajv-formats", "yaml", "fast-check"],
    // Those packages are CommonJS and require() Node built-ins; an ES module has no require of its own.
    banner: ({ format }) =>
      format === "esm"
        ? {
            js: 'import { createRequire as __conformanceRequire } from "node:module"; const require = __conformanceRequire(import.meta.url);',
          }
        : {},
    removeNodeProtocol: false,
  },
];

// tsup runs the two builds below at once, and a build's `clean` is not its own: the JS step removes every
// file in dist/, the declaration step every .d.ts, whenever each starts. The SDK's declaration step once
// started after the kit's had written dist/conformance.d.ts and removed it (attw: "No types"). So neither
// build cleans; dist/ is emptied once here, before both start.
export default defineConfig(() => {
  rmSync("dist", { recursive: true, force: true });
  return builds;
});
