// The latency a session measures: time to the first token after audio starts, and finalization latency
// (wall time from the audio being sent to the final token that covers it). The clock is injected and the
// socket is in memory, so each figure is exactly what the test's timeline says.
import { beforeEach, describe, expect, it } from "vitest";
import { connectThroughFake, FakeSocket } from "#test-support/hostile/fake-socket.js";
import { finalToken, resultFrame } from "#test-support/hostile/ws-server.js";
import { LatencyQuantiles } from "../../src/realtime/latency-quantiles.js";
import { type LatencyMetrics, measureLatency } from "../../src/realtime.js";
import { realtimeClient } from "./support.js";

// 16 kHz mono 16-bit: 32 bytes per ms, so 100 ms of audio is 3 200 bytes.
const config = { model: "stt-rt-v3", audio_format: "pcm_s16le", sample_rate: 16000, num_channels: 1 } as const;
const hundredMs = new Uint8Array(3_200);

function interimToken(text: string, startMs: number, endMs: number) {
  return { text, start_ms: startMs, end_ms: endMs, confidence: 0.5, is_final: false };
}

async function measuredSession() {
  const client = realtimeClient("ws://127.0.0.1:1", { WebSocket: FakeSocket, keepaliveIntervalMs: 0 });
  const { session, socket } = await connectThroughFake(client, config);
  const clock = { now: 0 };
  const meter = measureLatency(session, { now: () => clock.now });
  return { session, socket, clock, meter };
}

describe("the latency a session measures", () => {
  beforeEach(() => {
    FakeSocket.made = [];
  });

  it("times finalization from when the covered audio was sent: sent at 100 ms, final at 350 ms is 250 ms", async () => {
    const { session, socket, clock, meter } = await measuredSession();
    clock.now = 0;
    await session.sendAudio(hundredMs); // audio 0–100 ms, sent at 0
    clock.now = 100;
    await session.sendAudio(hundredMs); // audio 100–200 ms, sent at 100
    clock.now = 350;
    socket.deliver(resultFrame([finalToken("hello", 120, 180)], 200));
    expect(meter.metrics.finalization).toEqual({ lastMs: 250, p50Ms: 250, p95Ms: 250, count: 1 });
  });

  it("times each final token from the chunk that holds its end, not the first or the latest chunk", async () => {
    const { session, socket, clock, meter } = await measuredSession();
    for (const sentAt of [0, 100, 200]) {
      clock.now = sentAt;
      await session.sendAudio(hundredMs);
    }
    clock.now = 400;
    // Ends in the first chunk (sent at 0), then in the third (sent at 200).
    socket.deliver(resultFrame([finalToken("one", 0, 90), finalToken("two", 210, 290)], 300));
    const figures: number[] = [];
    meter.onChange((metrics) => figures.push(metrics.finalization.lastMs as number));
    clock.now = 450;
    socket.deliver(resultFrame([finalToken("three", 290, 300)], 300));
    expect(figures).toEqual([250]);
    expect(meter.metrics.finalization.count).toBe(3);
    expect(meter.metrics.finalization.p95Ms).toBeCloseTo(400, -1);
  });

  it("times the first token, interim or final, from the first audio sent, once", async () => {
    const { session, socket, clock, meter } = await measuredSession();
    expect(meter.metrics.timeToFirstTokenMs).toBeUndefined();
    clock.now = 1_000;
    await session.sendAudio(hundredMs);
    clock.now = 1_040;
    await session.sendAudio(hundredMs);
    clock.now = 1_180;
    socket.deliver(resultFrame([], 0));
    expect(meter.metrics.timeToFirstTokenMs).toBeUndefined();
    clock.now = 1_230;
    socket.deliver(resultFrame([interimToken("hel", 0, 80)], 0));
    clock.now = 1_900;
    socket.deliver(resultFrame([finalToken("hello", 0, 90)], 100));
    expect(meter.metrics.timeToFirstTokenMs).toBe(230);
  });

  it("ignores <end> and <fin>, and tokens without audio times", async () => {
    const { session, socket, clock, meter } = await measuredSession();
    await session.sendAudio(hundredMs);
    clock.now = 500;
    socket.deliver(resultFrame([finalToken("<end>", 90, 90), { text: "hola", confidence: 0.9, is_final: true }], 100));
    expect(meter.metrics.finalization.count).toBe(0);
    expect(meter.metrics.timeToFirstTokenMs).toBe(500);
  });

  it("stops measuring once stopped, and gives every listener a snapshot", async () => {
    const { session, socket, clock, meter } = await measuredSession();
    const seen: LatencyMetrics[] = [];
    meter.onChange((metrics) => seen.push(metrics));
    await session.sendAudio(hundredMs);
    clock.now = 300;
    socket.deliver(resultFrame([finalToken("hi", 0, 100)], 100));
    meter.stop();
    await session.sendAudio(hundredMs);
    clock.now = 900;
    socket.deliver(resultFrame([finalToken("there", 100, 200)], 200));
    // One change: the first token and its finalization came in the same frame.
    expect(seen).toHaveLength(1);
    expect(seen[0]).toEqual({
      timeToFirstTokenMs: 300,
      finalization: { lastMs: 300, p50Ms: 300, p95Ms: 300, count: 1 },
    });
    expect(meter.metrics.finalization.lastMs).toBe(300);
  });

  it("keeps its memory bounded over hours of audio the server never finalizes", async () => {
    const { session, socket, clock, meter } = await measuredSession();
    for (let chunk = 0; chunk < 20_000; chunk++) {
      clock.now = chunk * 100;
      await session.sendAudio(hundredMs);
    }
    // The oldest audio is forgotten rather than held: a final token for it is not timed (nor wrongly timed
    // from a later chunk).
    clock.now = 20_000 * 100;
    socket.deliver(resultFrame([finalToken("early", 0, 50)], 50));
    expect(meter.metrics.finalization.count).toBe(0);
    // The newest audio is still timed exactly.
    clock.now = 20_000 * 100 + 50;
    socket.deliver(resultFrame([finalToken("late", 1_999_950, 2_000_000)], 2_000_000));
    expect(meter.metrics.finalization.lastMs).toBe(150);
  });
});

describe("the session's latency quantiles", () => {
  it("give p50 and p95 within 5 % of the exact ones, in constant memory", () => {
    const quantiles = new LatencyQuantiles();
    for (let sample = 1; sample <= 1_000; sample++) quantiles.add(sample);
    expect(quantiles.count).toBe(1_000);
    expect(Math.abs(quantiles.quantile(0.5) - 500) / 500).toBeLessThanOrEqual(0.05);
    expect(Math.abs(quantiles.quantile(0.95) - 950) / 950).toBeLessThanOrEqual(0.05);
    for (let sample = 0; sample < 100_000; sample++) quantiles.add(20);
    expect(quantiles.quantile(0.5)).toBeCloseTo(20, -1);
  });

  it("give the sample itself when there is one, and never beyond the smallest and largest seen", () => {
    const quantiles = new LatencyQuantiles();
    quantiles.add(250);
    expect([quantiles.quantile(0.5), quantiles.quantile(0.95)]).toEqual([250, 250]);
    quantiles.add(0);
    expect(quantiles.quantile(0.01)).toBe(0);
    quantiles.add(10_000_000);
    expect(quantiles.quantile(1)).toBe(10_000_000);
  });
});
