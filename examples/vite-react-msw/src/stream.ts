// A page streams on a temporary key (docs/mock.md, "What MSW cannot do"), minted through the HTTP client as the
// app's backend would, and opens the global WebSocket with it (MSW's, once a test's server listens: the client
// reads the global at connect(), so passing it is optional). Passed here so that `tsc -b` checks it under
// `strict` with the DOM's WebSocket type.
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
