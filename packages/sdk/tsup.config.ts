// The SDK's JavaScript: ESM and CommonJS for each entry point of the exports map. Declarations come from
// tsc, one .d.ts per module (scripts/build/package.mjs), not from tsup's bundled, hashed ones.
import { defineConfig } from "tsup";
import { generatedOnce } from "../../scripts/build/generated-once.mjs";

export default defineConfig({
  entry: {
    index: "src/index.ts",
    realtime: "src/realtime.ts",
    sync: "src/sync.ts",
    internal: "src/internal.ts",
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
  target: "es2022",
  platform: "neutral",
  // import.meta.url in the CommonJS build (the sync client finds its worker with it).
  shims: true,
  splitting: true,
  // No source maps: the tarball carries no sources for them to show, and the JavaScript is not minified, so a
  // stack trace into dist/ reads as it is.
  sourcemap: false,
  clean: false,
  treeshake: true,
  external: ["ws", /^node:/, /^#node-/],
  // Keep `node:` on built-in imports, so browser bundlers see at once what is Node-only.
  removeNodeProtocol: false,
  // The real-time messages' validators (about 240 kB), once for both builds.
  esbuildPlugins: [generatedOnce(process.cwd(), ["src/generated/realtime/validators.js"])],
});
