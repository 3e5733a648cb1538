// The delivery engine's bounds, with a fetch the test answers by hand: attempts under way at once, the time an
// attempt may wait, the deliveries remembered per key and in all, and a transcription whose end is set later
// (an audio_url's audio fetched). Each step waits for the engine's call or event, never for a time.
import { describe, expect, it } from "vitest";
import { MockState, type TranscriptionRecord } from "../../../../src/core/service/state.js";
import {
  defaultWebhookSettings,
  WebhookDeliveries,
  type WebhookDelivery,
  type WebhookSettings,
} from "../../../../src/core/service/webhooks/deliveries.js";
import { deliveryEvents } from "../../../webhook-receiver.js";

/** A fetch whose calls the test sees and answers. */
function handFetch() {
  const calls: { url: string; init: RequestInit; answer(status: number): void }[] = [];
  const waiting = new Map<number, () => void>();
  return {
    calls,
    fetch: (url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        calls.push({ url, init, answer: (status) => resolve(new Response(null, { status })) });
        waiting.get(calls.length)?.();
      }),
    /** Resolves once `count` calls have been made. */
    called: (count: number) =>
      calls.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiting.set(count, resolve)),
  };
}

let sequence = 0;
function record(doneAtMs: number): TranscriptionRecord {
  sequence += 1;
  return {
    id: `t${sequence}`,
    file_id: `f${sequence}`,
    audio_url: undefined,
    webhook_url: "http://127.0.0.1:9/hooks",
    fileMade: true,
    model: "stt-async-v3",
    created_at: "2026-01-01T00:00:00Z",
    createdMs: 0,
    doneAtMs,
    durationMs: 1000,
    options: {},
    client_reference_id: null,
    failure: undefined,
    sequence,
  };
}

function engine(settings: Partial<WebhookSettings>) {
  const state = new MockState();
  const events = deliveryEvents<WebhookDelivery>();
  const deliveries = new WebhookDeliveries(state, {
    ...defaultWebhookSettings,
    now: () => 0,
    allowedHosts: [],
    fetch: () => Promise.reject(new Error("no fetch given")),
    onDelivery: events.listener,
    ...settings,
  });
  return { state, deliveries, events };
}

describe("the webhook delivery engine", () => {
  it("has at most maxConcurrent attempts under way; the next starts when one ends", async () => {
    const hand = handFetch();
    const { state, deliveries } = engine({ maxConcurrent: 2, maxConcurrentPerKey: 2, fetch: hand.fetch });
    const tenant = state.tenant("key");
    for (let index = 0; index < 3; index++) state.addTranscription(tenant, record(0));
    await hand.called(2);
    expect(hand.calls).toHaveLength(2);
    expect(deliveries.list(tenant).map((delivery) => delivery.status)).toEqual(["sending", "sending", "sending"]);
    hand.calls[0]?.answer(200);
    await hand.called(3);
    expect(hand.calls.map((call) => call.url)).toEqual(Array(3).fill("http://127.0.0.1:9/hooks"));
    deliveries.close();
  });

  it("gives one key at most maxConcurrentPerKey slots, so its hung receiver never stalls another key", async () => {
    const hand = handFetch();
    const { state, deliveries } = engine({ maxConcurrent: 4, maxConcurrentPerKey: 2, fetch: hand.fetch });
    const hung = state.tenant("hung");
    const other = state.tenant("other");
    // Five deliveries of the first key, whose receiver never answers, then one of another key.
    for (let index = 0; index < 5; index++) state.addTranscription(hung, record(0));
    const otherRecord = record(0);
    otherRecord.webhook_url = "http://127.0.0.1:10/other";
    state.addTranscription(other, otherRecord);
    await hand.called(3);
    // Two of the hung key's attempts and the other key's are under way; the hung key's three others wait. Sorted:
    // each attempt signs its payload (asynchronous Web Crypto) before it calls fetch, so the calls' order varies.
    expect(hand.calls.map((call) => call.url).sort()).toEqual([
      "http://127.0.0.1:10/other",
      "http://127.0.0.1:9/hooks",
      "http://127.0.0.1:9/hooks",
    ]);
    expect(deliveries.list(hung).map((delivery) => delivery.attempts.length)).toEqual([0, 0, 0, 0, 0]);
    // One of the hung key's attempts ends: its next waiting one takes the slot it left, no more.
    hand.calls.find((call) => call.url === "http://127.0.0.1:9/hooks")?.answer(200);
    await hand.called(4);
    expect(hand.calls[3]?.url).toBe("http://127.0.0.1:9/hooks");
    deliveries.close();
  });

  it("ends an attempt that gets no answer within attemptTimeoutMs, and tries again", async () => {
    const hand = handFetch();
    const { state, deliveries, events } = engine({ attemptTimeoutMs: 1, retryScale: 0, fetch: hand.fetch });
    const tenant = state.tenant("key");
    state.addTranscription(tenant, record(0));
    const timedOut = await events.next((delivery) => delivery.attempts.length === 1);
    expect(timedOut.attempts[0]).toMatchObject({ status_code: null, error: "no answer within 1 ms" });
    expect(timedOut.status).toBe("retrying");
    await hand.called(2);
    deliveries.close();
  });

  it("remembers maxDeliveriesPerKey per key, and maxDeliveries in all, the key holding the most paying", async () => {
    const { state, deliveries } = engine({
      maxDeliveriesPerKey: 3,
      maxDeliveries: 4,
      // Transcriptions that never end: nothing is sent, only remembered.
      now: () => 0,
    });
    const flooder = state.tenant("flooder");
    const other = state.tenant("other");
    const made = [1, 2, 3, 4].map(() => record(1_000_000));
    for (const each of made) state.addTranscription(flooder, each);
    expect(deliveries.list(flooder).map((delivery) => delivery.transcription_id)).toEqual(
      made.slice(1).map((each) => each.id),
    );
    state.addTranscription(other, record(1_000_000));
    state.addTranscription(other, record(1_000_000));
    // Five in all: the flooder, holding three, gives up its oldest; the other key keeps both of its own.
    expect(deliveries.size).toBe(4);
    expect(deliveries.list(flooder).map((delivery) => delivery.transcription_id)).toEqual(
      made.slice(2).map((each) => each.id),
    );
    expect(deliveries.list(other)).toHaveLength(2);
    deliveries.close();
    expect(deliveries.size).toBe(0);
  });

  it("waits for a transcription whose end is not known yet, and sends when it is set", async () => {
    const hand = handFetch();
    const { state, deliveries } = engine({ fetch: hand.fetch });
    const tenant = state.tenant("key");
    const pending = { ...record(Number.POSITIVE_INFINITY), fileMade: false };
    state.addTranscription(tenant, pending);
    expect(deliveries.list(tenant).map((delivery) => delivery.status)).toEqual(["scheduled"]);
    pending.doneAtMs = 0;
    pending.failure = { error_type: "audio_url_unreachable", error_message: "The audio_url could not be fetched." };
    state.transcriptionScheduled(tenant, pending);
    await hand.called(1);
    expect(JSON.parse(String(hand.calls[0]?.init.body))).toMatchObject({
      type: "transcription.failed",
      data: { id: pending.id, status: "error", file_id: null, error_type: "audio_url_unreachable" },
    });
    deliveries.close();
  });

  it("sends when its timer fires before the clock reads the end, as a busy loop turn or a coarse clock makes it", async () => {
    // The end is 10 ms ahead; the clock still reads 0 when the timer fires (Node counts a timer from the start
    // of the loop turn it was set in, so a timer set late in a busy turn fires early by the wall clock), then
    // it moves. Before the fix the engine took a clock that had not moved for one a test moves by hand, and
    // stopped: the delivery stayed scheduled for ever.
    const readings = [0, 0];
    const hand = handFetch();
    const { state, deliveries } = engine({ now: () => readings.shift() ?? 10, fetch: hand.fetch });
    const tenant = state.tenant("key");
    state.addTranscription(tenant, record(10));
    await hand.called(1);
    expect(deliveries.list(tenant).map((delivery) => delivery.status)).toEqual(["sending"]);
    deliveries.close();
  });

  it("refuses a scale of the retry schedule that is not a number from 0 up", () => {
    expect(() => engine({ retryScale: -1 })).toThrow(/webhookRetryScale/);
    expect(() => engine({ retryScale: Number.NaN })).toThrow(/webhookRetryScale/);
  });
});
