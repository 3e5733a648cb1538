import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AsyncServiceClient } from "stt-service";
import { App } from "./App.tsx";

// For development against the mock (`npx stt-mock`), which takes any key. In production the API key stays on
// your backend, which mints the page's temporary keys: the SDK refuses a long-lived key in a page unless told.
const client = new AsyncServiceClient({
  apiKey: import.meta.env.VITE_STT_API_KEY ?? "any-key",
  baseUrl: import.meta.env.VITE_STT_BASE_URL ?? "http://127.0.0.1:4010/v1",
  dangerouslyAllowBrowser: true,
});
const streamUrl = import.meta.env.VITE_STT_STREAM_URL ?? "ws://127.0.0.1:4011/transcribe-websocket";

const root = document.getElementById("root");
if (!root) throw new Error('index.html has no <div id="root">');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <App client={client} streamUrl={streamUrl} />
    </QueryClientProvider>
  </StrictMode>,
);
