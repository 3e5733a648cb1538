// The latency a session measures, against the streaming mock process: every figure filled in, and in the
// order time gives them (the first token before any finalization, p50 no more than p95). No thresholds on
// wall time: a loaded machine makes every figure larger, never the order different.
import { describe, expect, inject, it } from "vitest";
import { wavBytes } from "#test-support/wav-fixtures.js";
import { type LatencyMetrics, measureLatency } from "../../src/realtime.js";
import { realtimeClient } from "./support.js";

describe("latency measured against the streaming mock", () => {
  it("fills time to first token and finalization latency, p50 at most p95, one finalization per final token", async () => {
    const session = await realtimeClient(inject("streamUrl")).connect({ model: "stt-rt-v3", audio_format: "auto" });
    const latency = measureLatency(session);
    const changes: LatencyMetrics[] = [];
    latency.onChange((metrics) => changes.push(metrics));
    let finalTokens = 0;
    session.on("final", ({ tokens }) => {
      finalTokens += tokens.length;
    });
    await session.stream(wavBytes(4), { chunkMs: 100, realtime: true });
    await session.finish();

    const { timeToFirstTokenMs, finalization } = latency.metrics;
    expect(timeToFirstTokenMs).toBeGreaterThan(0);
    expect(finalization.count).toBe(finalTokens);
    expect(finalization.count).toBeGreaterThan(0);
    expect(finalization.lastMs).toBeGreaterThan(0);
    expect(finalization.p50Ms).toBeGreaterThan(0);
    expect(finalization.p50Ms).toBeLessThanOrEqual(finalization.p95Ms as number);
    // The first change names the first token; finalization is counted up from there, one change per final event.
    expect(changes[0]?.timeToFirstTokenMs).toBe(timeToFirstTokenMs);
    const counts = changes.map((change) => change.finalization.count);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts.at(-1)).toBe(finalization.count);
  });
});
