// Your server's webhook route: verify each delivery with the SDK, then act on its event.
// The secret is your API key's (client.webhooks.secret()); during a rotation pass both.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AsyncServiceClient } from "stt-service";
import {
  maxWebhookBodyBytes,
  ServiceWebhookVerificationError,
  unwrapWebhook,
  type WebhookEvent,
} from "stt-service/webhooks";

type OnEvent = (event: WebhookEvent) => Promise<void>;

// Node's http (Express: the same, with express.raw({ type: "application/json" })).
export function webhookRoute(secret: string | string[], onEvent: OnEvent) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    // The raw bytes, never the parsed JSON: the signature is over them.
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxWebhookBodyBytes) return void response.writeHead(413).end();
      chunks.push(chunk);
    }
    let event: WebhookEvent;
    try {
      event = await unwrapWebhook(Buffer.concat(chunks), request.headers, secret);
    } catch (error) {
      if (!(error instanceof ServiceWebhookVerificationError)) throw error;
      return void response
        .writeHead(400, { "content-type": "text/plain" })
        .end(error.message);
    }
    await onEvent(event);
    response.writeHead(204).end();
  };
}

// A Fetch-API handler: Cloudflare Workers, Deno, Bun, Vercel and Netlify edge functions.
export function webhookFetchHandler(secret: string | string[], onEvent: OnEvent) {
  return async (request: Request): Promise<Response> => {
    let event: WebhookEvent;
    try {
      event = await unwrapWebhook(await request.text(), request.headers, secret);
    } catch (error) {
      if (!(error instanceof ServiceWebhookVerificationError)) throw error;
      return new Response(error.message, { status: 400 });
    }
    await onEvent(event);
    return new Response(null, { status: 204 });
  };
}

// What to do with each event: yours. A retried delivery keeps its webhook-id.
export function onTranscriptionEvent(client: AsyncServiceClient): OnEvent {
  return async (event) => {
    switch (event.type) {
      case "transcription.completed": {
        const { text } = await client.transcriptions.get(event.data.id);
        console.log(`${event.data.id} completed: ${text}`);
        break;
      }
      case "transcription.failed":
        console.log(`${event.data.id} failed: ${event.data.error_type}`);
        break;
    }
  };
}
