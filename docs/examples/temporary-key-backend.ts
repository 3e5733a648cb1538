// Your backend's half of browser streaming: mint a short-lived key for the page,
// keep the real one.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AsyncServiceClient } from "stt-service";

export function temporaryKeyHandler(client: AsyncServiceClient) {
  return async (_request: IncomingMessage, response: ServerResponse) => {
    const { api_key, expires_at } = await client.auth.createTemporaryKey({
      usage_type: "transcribe_websocket",
      expires_in_seconds: 60,
      single_use: true,
    });
    response.writeHead(200, {
      "content-type": "application/json",
      "cache-control": "no-store",
    });
    response.end(JSON.stringify({ api_key, expires_at }));
  };
}
