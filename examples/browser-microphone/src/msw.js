// The same app with no server at all: the mock's service runs in the page's service worker (MSW), started
// before the app. Build it with `npm run build:msw` (dist/main.js, which index.html loads, from this entry),
// put msw's worker script at the site's root (`npx msw init . --no-save`), and open the page with
// ?mock=https://api.stt-service.dev/v1: the app then mints its temporary key from POST /auth/temporary-api-key
// at the production URL and streams to the production stream URL, both answered by the handlers below.
// The production build (`npm run build`, from src/index.js) has none of this in it.
import { createMockHandlers } from "@stt-service/mock/msw";
import { setupWorker } from "msw/browser";

setupWorker(...createMockHandlers())
  // The page's own files (index.html, style.css, the bundle) go to the network as usual.
  .start({ quiet: true, onUnhandledRequest: "bypass" })
  .then(() => import("./index.js"));
