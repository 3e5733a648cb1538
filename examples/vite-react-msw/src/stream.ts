// The docs' recipe (docs/mock.md, "What MSW cannot do"): a page streams on a temporary key, minted through
// the HTTP client as the app's backend would, and opens the global WebSocket with it (MSW's, once a test's
// server listens). Here so that `tsc -b` checks it under `strict` with the DOM's WebSocket type.
import { type AsyncServiceClient, RealtimeServiceClient } from "stt-service";

export function realtimeClient(client: AsyncServiceClient): RealtimeServiceClient {
  const temporaryKey = async () => {
    const minted = await client.auth.createTemporaryKey({
      usage_type: "transcribe_websocket",
      expires_in_seconds: 60,
    });
    return minted.api_key;
  };
  return new RealtimeServiceClient({ temporaryKey, WebSocket: globalThis.WebSocket });
}
