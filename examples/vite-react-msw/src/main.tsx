import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AsyncServiceClient } from "stt-service";
import { App } from "./App.tsx";

// For development against the mock (`npx stt-mock`), which takes any key. In production the API key stays on
// your backend, which makes these calls for the page: the SDK refuses a long-lived key in a page unless told.
const client = new AsyncServiceClient({
  apiKey: import.meta.env.VITE_STT_API_KEY ?? "any-key",
  baseUrl: import.meta.env.VITE_STT_BASE_URL ?? "http://127.0.0.1:4010/v1",
  dangerouslyAllowBrowser: true,
});

const root = document.getElementById("root");
if (!root) throw new Error('index.html has no <div id="root">');
createRoot(root).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);
