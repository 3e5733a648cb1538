// The node mock's webhook deliveries, to a real receiver on 127.0.0.1: signed as Standard Webhooks says
// (checked here with node:crypto, apart from the mock's Web Crypto signer), tried again with the same
// webhook-id after a failure, never holding up the mock when a receiver hangs, refused outside loopback
// unless allowed, and visible to tests (GET /__mock/webhooks, onWebhookDelivery). Each test waits for the
// receiver's request or the mock's event, never for a time.
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { keyed, rawCall } from "#test-support/raw-http.js";
import { wavBytes } from "#test-support/wav-fixtures.js";
import { type MockOptions, startMocks, type WebhookDelivery } from "../../src/index.js";
import {
  deliveryEvents,
  type ReceiverAnswer,
  signedWith,
  startWebhookReceiver,
  type WebhookReceiver,
} from "../webhook-receiver.js";

const started: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((running) => running.stop()));
});

async function receiver(answers: ReceiverAnswer[] = []): Promise<WebhookReceiver> {
  const hooks = await startWebhookReceiver(answers);
  started.push({ stop: () => hooks.close() });
  return hooks;
}

const testOptions: MockOptions = { minProcessingMs: 1, speed: 1_000, webhookRetryScale: 0.001 };

async function startWithEvents(options: MockOptions) {
  const events = deliveryEvents<WebhookDelivery>();
  const running = await startMocks({ ...testOptions, onWebhookDelivery: events.listener, ...options });
  return { running, events };
}

// One mock for the tests that need no option of their own (each with a key of its own, so they share no
// state): Prism loads once.
let shared: Awaited<ReturnType<typeof startWithEvents>>;
beforeAll(async () => {
  shared = await startWithEvents({});
});
afterAll(async () => {
  await shared?.running.stop();
});

/** A key of its own on the shared mock, or on a mock started with `options`. */
async function mocks(options?: MockOptions) {
  let mock = shared;
  if (options) {
    mock = await startWithEvents(options);
    started.push(mock.running);
  }
  const { running, events } = mock;
  const caller = keyed(running.httpUrl, `key-${randomUUID()}`);
  const adminUrl = running.httpUrl.replace(/\/v1$/, "/__mock");
  /** The transcriptions this key made: its deliveries are theirs. */
  const made = new Set<string>();
  return {
    running,
    caller,
    events,
    /** The first delivery of this key's transcriptions, seen or to come, that matches. */
    delivery: (matches: (delivery: WebhookDelivery) => boolean) =>
      events.next((delivery) => made.has(delivery.transcription_id) && matches(delivery)),
    deliveries: async () =>
      (
        (await rawCall(`${adminUrl}/webhooks`, { headers: { authorization: `Bearer ${caller.apiKey}` } })).body as {
          deliveries: WebhookDelivery[];
        }
      ).deliveries,
    /** Uploads a short WAV and creates its transcription with these fields. */
    transcribe: async (fields: Record<string, unknown>) => {
      const form = new FormData();
      form.append("file", new Blob([wavBytes(0.25)], { type: "audio/wav" }), "call.wav");
      const file = (await caller.upload(form)).body as { file_id: string };
      const created = await caller.postJson("/transcriptions", {
        file_id: file.file_id,
        model: "stt-async-v3",
        enable_speaker_diarization: false,
        ...fields,
      });
      const id = (created.body as { id?: string }).id;
      if (id) made.add(id);
      return created;
    },
  };
}

describe("the node mock's webhooks", () => {
  it("POSTs a transcription.completed signed with the key's secret, which node:crypto verifies", async () => {
    const hooks = await receiver();
    const { running, caller, transcribe, deliveries, delivery } = await mocks();
    const created = await transcribe({ webhook_url: `${hooks.origin}/hooks/stt`, client_reference_id: "ticket-1" });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    const webhook = await hooks.request(0);
    const secret = ((await caller.get("/webhooks/secret")).body as { secret: string }).secret;

    expect(webhook.path).toBe("/hooks/stt");
    expect(webhook.headers["content-type"]).toBe("application/json");
    expect(webhook.headers["webhook-id"]).toMatch(/^msg_[A-Za-z0-9_-]+$/);
    expect(Math.abs(Number(webhook.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(300);
    expect(signedWith(secret, webhook)).toBe(true);
    expect(signedWith(secret, { ...webhook, body: webhook.body.replace("ticket-1", "ticket-2") })).toBe(false);
    expect(JSON.parse(webhook.body)).toEqual({
      type: "transcription.completed",
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      data: {
        id,
        status: "completed",
        file_id: (created.body as { file_id: string }).file_id,
        client_reference_id: "ticket-1",
      },
    });
    // What a client reads of the transcription agrees with the event.
    expect(((await caller.get(`/transcriptions/${id}`)).body as { status: string }).status).toBe("completed");

    await delivery((each) => each.status === "delivered");
    const [listed] = await deliveries();
    expect(listed).toMatchObject({
      webhook_id: webhook.headers["webhook-id"],
      transcription_id: id,
      webhook_url: `${hooks.origin}/hooks/stt`,
      status: "delivered",
      body: webhook.body,
      attempts: [{ attempt: 1, status_code: 204, error: null }],
    });
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect(running.webhookDeliveries(caller.apiKey)).toEqual([listed]);
  });

  it("signs with both secrets after a rotation", async () => {
    const hooks = await receiver();
    const { caller, transcribe } = await mocks();
    const before = ((await caller.get("/webhooks/secret")).body as { secret: string }).secret;
    const after = ((await caller.postJson("/webhooks/secret/rotate", undefined)).body as { secret: string }).secret;
    await transcribe({ webhook_url: `${hooks.origin}/hooks` });
    const webhook = await hooks.request(0);
    expect(String(webhook.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    expect(signedWith(before, webhook)).toBe(true);
    expect(signedWith(after, webhook)).toBe(true);
  });

  it("sends transcription.failed for a transcription that ends in error", async () => {
    const hooks = await receiver();
    const { transcribe } = await mocks();
    await transcribe({ webhook_url: `${hooks.origin}/hooks`, client_reference_id: "mock:error:internal_error" });
    const event = JSON.parse((await hooks.request(0)).body);
    expect(event.type).toBe("transcription.failed");
    expect(event.data).toMatchObject({ status: "error", error_type: "internal_error" });
    expect(typeof event.data.error_message).toBe("string");
  });

  it("tries again after a 500 with the same webhook-id, and stops at the 2xx", async () => {
    const hooks = await receiver([500, 200]);
    const { transcribe, delivery } = await mocks();
    await transcribe({ webhook_url: `${hooks.origin}/hooks` });
    const [first, second] = [await hooks.request(0), await hooks.request(1)];
    expect(second.headers["webhook-id"]).toBe(first.headers["webhook-id"]);
    expect(second.body).toBe(first.body);
    const delivered = await delivery((each) => each.status === "delivered");
    expect(delivered.attempts.map((attempt) => [attempt.attempt, attempt.status_code, attempt.error])).toEqual([
      [1, 500, "status 500"],
      [2, 200, null],
    ]);
  });

  it("gives up after six attempts, and follows no redirect", async () => {
    const hooks = await receiver([307, 500, 500, 500, 500, 500]);
    // The schedule's 5 s to 45 min become 0.5 ms to 270 ms.
    const { transcribe, delivery } = await mocks({ webhookRetryScale: 0.0001 });
    await transcribe({ webhook_url: `${hooks.origin}/hooks` });
    const failed = await delivery((each) => each.status === "failed");
    expect(failed.attempts.map((attempt) => attempt.status_code)).toEqual([307, 500, 500, 500, 500, 500]);
    expect(failed.attempts[0]?.error).toContain("not followed");
    // Every request went to the address given: the redirect's target was never asked.
    expect(hooks.received.map((webhook) => webhook.path)).toEqual(Array(6).fill("/hooks"));
  });

  it("keeps answering while a receiver hangs", async () => {
    const hooks = await receiver(["hang"]);
    const { caller, transcribe, deliveries } = await mocks();
    await transcribe({ webhook_url: `${hooks.origin}/hooks` });
    await hooks.request(0);
    expect((await caller.get("/models")).status).toBe(200);
    expect((await transcribe({})).status).toBe(201);
    expect((await deliveries()).map((delivery) => [delivery.status, delivery.attempts.length])).toEqual([
      ["sending", 0],
    ]);
  });

  it("refuses a webhook_url outside loopback at create", async () => {
    const { transcribe, deliveries } = await mocks();
    const answer = await transcribe({ webhook_url: "https://hooks.example.com/stt" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error_type: "webhook_url_not_allowed",
      validation_errors: [{ location: "body.webhook_url", error_type: "not_allowed" }],
    });
    expect(await deliveries()).toEqual([]);
  });

  it("lets a host named in allowWebhookHosts through", async () => {
    // A name under .invalid (RFC 2606) never resolves: the attempts fail at the network, past the mock's gate.
    const { transcribe, delivery } = await mocks({ allowWebhookHosts: ["hooks.example.invalid"] });
    const answer = await transcribe({ webhook_url: "http://hooks.example.invalid/stt" });
    expect(answer.status).toBe(201);
    const attempted = await delivery((each) => each.attempts.length > 0);
    expect(attempted.attempts[0]).toMatchObject({ status_code: null, error: expect.stringContaining("network error") });
  });

  it("sends one delivery for a create repeated with its Idempotency-Key", async () => {
    const hooks = await receiver();
    const { caller, deliveries, events } = await mocks();
    const form = new FormData();
    form.append("file", new Blob([wavBytes(0.25)], { type: "audio/wav" }), "call.wav");
    const file = (await caller.upload(form)).body as { file_id: string };
    const body = {
      file_id: file.file_id,
      model: "stt-async-v3",
      enable_speaker_diarization: false,
      webhook_url: `${hooks.origin}/hooks`,
    };
    const headers = { "idempotency-key": `once-${randomUUID()}` };
    const [first, repeat] = [
      await caller.postJson("/transcriptions", body, headers),
      await caller.postJson("/transcriptions", body, headers),
    ];
    expect([first.status, repeat.status]).toEqual([201, 201]);
    const id = (first.body as { id: string }).id;
    expect((repeat.body as { id: string }).id).toBe(id);
    await events.next((each) => each.transcription_id === id && each.status === "delivered");
    expect((await deliveries()).map((each) => each.transcription_id)).toEqual([id]);
    expect(hooks.received).toHaveLength(1);
  });

  it("forgets a key's deliveries on POST /__mock/reset", async () => {
    const hooks = await receiver();
    const { running, caller, transcribe, deliveries, delivery } = await mocks();
    await transcribe({ webhook_url: `${hooks.origin}/hooks` });
    await delivery((each) => each.status === "delivered");
    expect(await deliveries()).toHaveLength(1);
    const reset = await rawCall(`${running.httpUrl.replace(/\/v1$/, "")}/__mock/reset`, {
      method: "POST",
      headers: { authorization: `Bearer ${caller.apiKey}` },
    });
    expect(reset.status).toBe(204);
    expect(await deliveries()).toEqual([]);
  });
});
