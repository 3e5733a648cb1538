// The guide's webhook recipe (docs/examples/webhook-receiver.ts) as a reader runs it: a receiver on 127.0.0.1
// gets a signed transcription.completed from the mock command (stt-mock's code, in a process of its own) for a transcription created with webhook_url,
// verifies it with the SDK and handles it; the same body with a changed byte, a stale timestamp or another
// secret is answered 400, by the node:http route and by the Fetch-API handler alike.
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { AsyncServiceClient, type WebhookEvent } from "stt-service";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type MockProcess, startMockProcess } from "#test-support/mock-process.js";
import { writeWavFixture } from "#test-support/wav-fixtures.js";
import { onTranscriptionEvent, webhookFetchHandler, webhookRoute } from "../../docs/examples/webhook-receiver.js";

let mocks: MockProcess;
let receiver: Server;
let receiverUrl: string;
let client: AsyncServiceClient;
let secret: string;
const apiKey = `webhook-recipe-${randomUUID()}`;
/** Each delivery the route handled, with the headers it came with. */
const handled: { event: WebhookEvent; headers: IncomingHttpHeaders }[] = [];
const printed: string[] = [];
let nextHandled: ((event: WebhookEvent) => void) | undefined;

beforeAll(async () => {
  mocks = await startMockProcess();
  client = new AsyncServiceClient({ apiKey, baseUrl: mocks.httpUrl, maxRetries: 0 });
  secret = (await client.webhooks.secret()).secret;
  vi.spyOn(console, "log").mockImplementation((line: string) => void printed.push(line));
  const handle = onTranscriptionEvent(client);
  let headers: IncomingHttpHeaders = {};
  const route = webhookRoute(secret, async (event) => {
    await handle(event);
    handled.push({ event, headers });
    nextHandled?.(event);
  });
  receiver = createServer((request, response) => {
    headers = request.headers;
    void route(request, response);
  });
  await new Promise<void>((listening) => receiver.listen(0, "127.0.0.1", listening));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks`;
});

afterAll(async () => {
  vi.restoreAllMocks();
  receiver?.close();
  await mocks?.stop();
});

/** The delivery as the mock recorded it, once it is delivered: the body exactly as sent and signed. */
async function deliveredBody(transcriptionId: string): Promise<string> {
  const answer = await fetch(new URL("/__mock/webhooks", mocks.httpUrl), {
    headers: { authorization: `Bearer ${apiKey}` },
  });
  const { deliveries } = (await answer.json()) as {
    deliveries: { transcription_id: string; status: string; body: string | null }[];
  };
  const delivery = deliveries.find((each) => each.transcription_id === transcriptionId);
  expect(delivery?.status).toBe("delivered");
  return delivery?.body as string;
}

function signed(body: string, timestamp: number, key: string, id: string): Record<string, string> {
  const hmac = createHmac("sha256", Buffer.from(key.slice("whsec_".length), "base64"));
  const signature = hmac.update(`${id}.${timestamp}.${body}`).digest("base64");
  return { "webhook-id": id, "webhook-timestamp": String(timestamp), "webhook-signature": `v1,${signature}` };
}

function post(body: string, headers: Record<string, string>): Promise<Response> {
  return fetch(receiverUrl, { method: "POST", body, headers: { ...headers, "content-type": "application/json" } });
}

describe("the guide's webhook receiver against stt-mock", () => {
  let body: string;
  let headers: Record<string, string>;

  beforeAll(async () => {
    const file = await client.files.upload(writeWavFixture("webhook-call.wav", 1));
    const arrived = new Promise<WebhookEvent>((resolve) => {
      nextHandled = resolve;
    });
    const created = await client.transcriptions.create({
      file_id: file.file_id,
      model: "stt-async-v3",
      enable_speaker_diarization: false,
      webhook_url: receiverUrl,
    });
    const event = await arrived;
    expect(event).toMatchObject({ type: "transcription.completed", data: { id: created.id, status: "completed" } });
    // The route answered 204 before the mock recorded it delivered: poll the record until it says so.
    await vi.waitFor(
      async () => {
        body = await deliveredBody(created.id);
      },
      { timeout: 15_000, interval: 50 },
    );
    const sent = handled.at(-1)?.headers ?? {};
    headers = {
      "webhook-id": String(sent["webhook-id"]),
      "webhook-timestamp": String(sent["webhook-timestamp"]),
      "webhook-signature": String(sent["webhook-signature"]),
    };
  });

  it("verified the signed transcription.completed and handled it: the transcript fetched", () => {
    expect(handled).toHaveLength(1);
    expect(headers["webhook-id"]).toMatch(/^msg_/);
    expect(printed).toEqual([expect.stringMatching(/^\S+ completed: \S/)]);
  });

  it("the node:http route refuses the same body with a changed byte, a stale timestamp, another secret", async () => {
    const changed = body.replace("transcription.", "transcriptioN.");
    expect(changed).not.toBe(body);
    const answers = [
      await post(changed, headers),
      await post(body, signed(body, Math.floor(Date.now() / 1000) - 600, secret, headers["webhook-id"] as string)),
      await post(
        body,
        signed(body, Math.floor(Date.now() / 1000), `whsec_${randomBytes(32).toString("base64")}`, "msg_x"),
      ),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400]);
    const reasons = await Promise.all(answers.map((answer) => answer.text()));
    expect(reasons[0]).toContain("no signature matches");
    expect(reasons[1]).toContain("s old");
    expect(reasons[2]).toContain("no signature matches");
    expect(handled).toHaveLength(1);
  });

  it("handles a transcription.failed: the mock fails one on purpose (client_reference_id mock:error:…)", async () => {
    const file = await client.files.upload(writeWavFixture("webhook-call.wav", 1));
    const arrived = new Promise<WebhookEvent>((resolve) => {
      nextHandled = resolve;
    });
    const created = await client.transcriptions.create({
      file_id: file.file_id,
      model: "stt-async-v3",
      enable_speaker_diarization: false,
      client_reference_id: "mock:error:internal_error",
      webhook_url: receiverUrl,
    });
    expect(await arrived).toMatchObject({ type: "transcription.failed", data: { id: created.id, status: "error" } });
    expect(printed.at(-1)).toBe(`${created.id} failed: internal_error`);
  });

  it("the Fetch-API handler accepts the delivery as sent and refuses it changed", async () => {
    const seen: WebhookEvent[] = [];
    const handler = webhookFetchHandler(secret, async (event) => void seen.push(event));
    const request = (text: string) => new Request(receiverUrl, { method: "POST", body: text, headers });
    expect((await handler(request(body))).status).toBe(204);
    expect(seen.map((event) => event.type)).toEqual(["transcription.completed"]);
    expect((await handler(request(`${body} `))).status).toBe(400);
    expect(seen).toHaveLength(1);
  });
});
