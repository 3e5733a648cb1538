// The SDK's JavaScript: ESM and CommonJS for each entry point of the exports map. Declarations come from
// tsc, one .d.ts per module (scripts/build/package.mjs), not from tsup's bundled, hashed ones.
import { defineConfig, type Options } from "tsup";
import { generatedOnce } from "../../scripts/build/generated-once.mjs";

const shared: Options = {
  entry: {
    index: "src/index.ts",
    realtime: "src/realtime.ts",
    sync: "src/sync.ts",
    webhooks: "src/webhooks.ts",
    "shared-runtime": "src/shared-runtime.ts",
    // The sync client starts this file in a worker thread, next to its own chunk: dist/worker.js.
    worker: "src/sync/worker.ts",
    // Behind the package imports #node-upload and #node-websocket: each runtime loads its own (package.json
    // "imports"), so browser bundlers never meet a node: import or ws.
    "node-upload": "src/http/node-upload.ts",
    "browser-upload": "src/http/browser-upload.ts",
    "node-websocket": "src/realtime/node-websocket.ts",
    "browser-websocket": "src/realtime/browser-websocket.ts",
  },
  target: "es2022",
  platform: "neutral",
  // import.meta.url in the CommonJS build (the sync client finds its worker with it).
  shims: true,
  splitting: true,
  // No source maps: the tarball carries no sources for them to show, and the JavaScript is not minified, so a
  // stack trace into dist/ reads as it is.
  sourcemap: false,
  clean: false,
  external: ["ws", /^node:/, /^#node-/],
  // Keep `node:` on built-in imports, so browser bundlers see at once what is Node-only.
  removeNodeProtocol: false,
  // The real-time messages' validators (about 240 kB), once per format: an ES module for the ES module build,
  // its CommonJS form for the CommonJS build.
  // The webhook events' validators likewise, shared by the client and stt-service/webhooks.
  esbuildPlugins: [
    generatedOnce(process.cwd(), ["src/generated/realtime/validators.js", "src/generated/webhook-validators.js"]),
  ],
};

export default defineConfig([
  { ...shared, format: "esm", treeshake: true },
  // CommonJS without tsup's rollup pass, which would keep each import() (the modules behind #node-upload and
  // #node-websocket, ws, the reconnecting and XHR chunks) an import(): from CommonJS that asks the host's ES
  // module loader, which Jest's own loader has only under --experimental-vm-modules. tsup's other way to
  // CommonJS (sucrase, which the mock's and the kit's builds take too) writes each as a deferred require(x):
  // still lazy, and a literal require() that webpack follows when it bundles this build. Its price: it writes
  // `a?.b` and `a ?? b` as calls to small helpers.
  {
    ...shared,
    format: "cjs",
    // The sync client asks import.meta.resolve only when it runs from its .ts sources; in CommonJS that syntax
    // would not even parse, and tsup's shims stand in for import.meta.url alone.
    define: { "import.meta.resolve": "undefined" },
  },
]);
