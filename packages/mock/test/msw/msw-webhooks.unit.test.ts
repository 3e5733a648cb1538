// The MSW handlers' requests of their own in Node: with setupServer intercepting the process's fetch and
// refusing any request it has no handler for (onUnhandledRequest: "error"), a webhook delivery still reaches a
// real receiver on 127.0.0.1 (the handlers send it past MSW, with bypass), signed as the node mock signs, and
// so does the fetch of an allowed audio_url; with a clock the test moves by hand, the delivery leaves once the
// clock passes the transcription's end and a request comes.
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createServer } from "node:http";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { WebSocket as NodeWebSocket } from "ws";
import { wavBytes } from "#test-support/wav-fixtures.js";
import { createMockHandlers, manualClock, type WebhookDelivery } from "../../src/msw/handlers.js";
import { deliveryEvents, signedWith, startWebhookReceiver, type WebhookReceiver } from "../webhook-receiver.js";

// Node 20 has no global WebSocket, and MSW's WebSocket interception, on listen, patches the global it finds:
// with none, what it leaves behind on close answered the next unit file's sessions (the unit files share one
// module graph and one process per worker). `ws`'s class stands in first, as in msw-node.unit.test.ts.
if (globalThis.WebSocket === undefined) {
  Object.defineProperty(globalThis, "WebSocket", { value: NodeWebSocket, configurable: true, writable: true });
}

// Each set streams at a URL of its own: three sets at one streaming URL in one server would all answer a session.
const events = deliveryEvents<WebhookDelivery>();
const handlers = createMockHandlers({
  baseUrl: "https://hooks-at-once.example/v1",
  streamUrl: "wss://hooks-at-once.example/stream",
  webhookRetryScale: 0.001,
  onWebhookDelivery: events.listener,
});
const clock = manualClock();
const timed = createMockHandlers({
  baseUrl: "https://hooks-timed.example/v1",
  streamUrl: "wss://hooks-timed.example/stream",
  clock,
  webhookRetryScale: 0.001,
});
const fetching = createMockHandlers({
  baseUrl: "https://audio-fetched.example/v1",
  streamUrl: "wss://audio-fetched.example/stream",
  allowAudioUrlHosts: ["127.0.0.1"],
});
const server = setupServer(...handlers, ...timed, ...fetching);
const receivers: WebhookReceiver[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});
afterAll(() => {
  server.close();
  handlers.close();
  timed.close();
  fetching.close();
});

async function receiver(answers: number[] = []) {
  const started = await startWebhookReceiver(answers);
  receivers.push(started);
  return started;
}

function caller(baseUrl: string) {
  const headers = { authorization: `Bearer key-${randomUUID()}` };
  const json = async (path: string, init: RequestInit = {}) =>
    (await fetch(`${baseUrl}${path}`, { ...init, headers: { ...headers, ...init.headers } })).json();
  return {
    apiKey: headers.authorization.slice("Bearer ".length),
    json,
    transcribe: async (fields: Record<string, unknown>) => {
      const form = new FormData();
      form.append("file", new Blob([wavBytes(1)], { type: "audio/wav" }), "call.wav");
      const file = await json("/files", { method: "POST", body: form });
      return json("/transcriptions", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          file_id: file.file_id,
          model: "stt-async-v3",
          enable_speaker_diarization: false,
          ...fields,
        }),
      });
    },
  };
}

describe("createMockHandlers()' webhooks", () => {
  it("delivers a signed transcription.completed to a real receiver past setupServer, and tells onWebhookDelivery", async () => {
    const hooks = await receiver();
    const client = caller("https://hooks-at-once.example/v1");
    const created = await client.transcribe({ webhook_url: `${hooks.origin}/hooks`, client_reference_id: "msw-1" });
    const webhook = await hooks.request(0);
    const { secret } = await client.json("/webhooks/secret");
    expect(signedWith(secret, webhook)).toBe(true);
    expect(webhook.headers.accept ?? "").not.toContain("msw/passthrough");
    expect(JSON.parse(webhook.body)).toMatchObject({
      type: "transcription.completed",
      data: { id: created.id, status: "completed", file_id: created.file_id, client_reference_id: "msw-1" },
    });
    const delivered = await events.next(
      (delivery) => delivery.transcription_id === created.id && delivery.status === "delivered",
    );
    expect(delivered.webhook_id).toBe(webhook.headers["webhook-id"]);
    expect(handlers.webhookDeliveries(client.apiKey).map((delivery) => delivery.status)).toEqual(["delivered"]);
    expect(handlers.responseViolations).toBe(0);
  });

  it("tries again after a 500 with the same webhook-id", async () => {
    const hooks = await receiver([500]);
    const client = caller("https://hooks-at-once.example/v1");
    await client.transcribe({ webhook_url: `${hooks.origin}/hooks` });
    const [first, second] = [await hooks.request(0), await hooks.request(1)];
    expect(second.headers["webhook-id"]).toBe(first.headers["webhook-id"]);
  });

  it("with a clock moved by hand, sends once the clock passes the end and the next request comes", async () => {
    const hooks = await receiver();
    const client = caller("https://hooks-timed.example/v1");
    const created = await client.transcribe({ webhook_url: `${hooks.origin}/hooks` });
    expect(created.status).toBe("processing");
    expect(timed.webhookDeliveries(client.apiKey).map((delivery) => delivery.status)).toEqual(["scheduled"]);
    clock.advance(60_000);
    expect((await client.json(`/transcriptions/${created.id}`)).status).toBe("completed");
    expect(JSON.parse((await hooks.request(0)).body).data.id).toBe(created.id);
  });

  it("forgets a key's deliveries on reset", async () => {
    const hooks = await receiver();
    const client = caller("https://hooks-at-once.example/v1");
    await client.transcribe({ webhook_url: `${hooks.origin}/hooks` });
    await hooks.request(0);
    handlers.reset(client.apiKey);
    expect(handlers.webhookDeliveries(client.apiKey)).toEqual([]);
  });

  it("fetches an allowed audio_url past setupServer, and its bytes are the file's content", async () => {
    const audio = wavBytes(1);
    const site = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "audio/wav" }).end(audio);
    }).listen(0, "127.0.0.1");
    await once(site, "listening");
    try {
      const port = (site.address() as { port: number }).port;
      // The signal that the audio has arrived: the state tells its watchers of the end the fetch set.
      const ends = deliveryEvents<string>();
      const unwatch = fetching.state.watchTranscriptions((_tenant, record) => {
        if (Number.isFinite(record.doneAtMs)) ends.listener(record.id);
      });
      const client = caller("https://audio-fetched.example/v1");
      const created = await client.json("/transcriptions", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          audio_url: `http://127.0.0.1:${port}/calls/call.wav`,
          model: "stt-async-v3",
          enable_speaker_diarization: false,
        }),
      });
      await ends.next((id) => id === created.id);
      unwatch();
      const done = await client.json(`/transcriptions/${created.id}`);
      expect(done).toMatchObject({ status: "completed", audio_url: `http://127.0.0.1:${port}/calls/call.wav` });
      const content = await fetch(`https://audio-fetched.example/v1/files/${done.file_id}/content`, {
        headers: { authorization: `Bearer ${client.apiKey}` },
      });
      expect(new Uint8Array(await content.arrayBuffer())).toEqual(audio);
    } finally {
      site.close();
    }
  });
});
