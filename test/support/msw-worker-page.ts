// A test page on MSW's service worker, for headless Chromium: the page's module bundled by esbuild for the
// browser (which fails on any `node:` import the handlers or the SDK might reach), served with msw's own
// mockServiceWorker.js at the root and a WAV at /call.wav, and nothing else: the SDK runs at its production URLs.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { serveTestPage, type TestSite } from "./chromium.js";
import { bundlePage } from "./page-bundle.js";
import { wavBytes } from "./wav-fixtures.js";

const require = createRequire(import.meta.url);

/** Serves `entryPoint` bundled as the page's script, beside msw's worker and a 4 s WAV. */
export async function serveMswWorkerPage(entryPoint: string): Promise<TestSite> {
  const script = await bundlePage({ entry: entryPoint });
  const worker = readFileSync(join(dirname(require.resolve("msw/package.json")), "lib", "mockServiceWorker.js"));
  const audio = wavBytes(4);
  return serveTestPage('<pre id="result"></pre>', script, {
    "/mockServiceWorker.js": (_request, response) => {
      response.writeHead(200, { "content-type": "text/javascript" }).end(worker);
    },
    "/call.wav": (_request, response) => {
      response.writeHead(200, { "content-type": "audio/wav" }).end(audio);
    },
  });
}
