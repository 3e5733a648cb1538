// The page's temporary key, minted through the HTTP client as the app's backend would (the docs' browser recipe):
// the hook calls this for each connection, reconnections included, and never sees a long-lived key.
import type { AsyncServiceClient } from "stt-service";

export function temporaryKeyFrom(client: AsyncServiceClient): () => Promise<string> {
  return async () => {
    const minted = await client.auth.createTemporaryKey({
      usage_type: "transcribe_websocket",
      expires_in_seconds: 60,
    });
    return minted.api_key;
  };
}
