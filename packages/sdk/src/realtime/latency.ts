// The latency a real-time session measures, opted into with measureLatency(session): time to the first token
// after audio starts, and finalization latency, with the session's p50 and p95. Apart from the session so
// that a client that never measures carries none of it: the session only tells when audio left
// (`audioSent`, in audio time), and this module adds the wall clock.

import type { Token } from "../generated/realtime/messages.js";
import { LatencyQuantiles } from "./latency-quantiles.js";
import type { RealtimeSession } from "./session.js";
import { isSpecialToken } from "./transcript.js";

/** What a session's latency is so far, in milliseconds of wall time. Undefined until measured. */
export interface LatencyMetrics {
  /** From the first audio sent to the first token received (interim or final). */
  timeToFirstTokenMs: number | undefined;
  /**
   * From the audio being sent to the final token that covers it: for each final token, the time since the
   * audio its end falls in was sent. `p50Ms` and `p95Ms` are over the whole session, within 5 %.
   */
  finalization: { lastMs: number | undefined; p50Ms: number | undefined; p95Ms: number | undefined; count: number };
}

/** The measurement of one session's latency: made by `measureLatency(session)`. */
export interface LatencyMeter {
  /** The figures so far: a new object at each read. */
  readonly metrics: LatencyMetrics;
  /** Calls `listener` with the figures each time one changes; returns the function that stops it. */
  onChange(listener: (metrics: LatencyMetrics) => void): () => void;
  /** Stops measuring: the figures stay as they are. */
  stop(): void;
}

/** Options of `measureLatency()`. */
export interface MeasureLatencyOptions {
  /** The wall clock, in ms. Default `performance.now()`. */
  now?: () => number;
}

/**
 * Audio sent and not yet covered by a final token is remembered by chunk: past this many (minutes of
 * audio a server has not finalized), the oldest are forgotten, and a final token for them is not timed.
 */
const maxPendingChunks = 4_096;

/**
 * Measures a real-time session's latency from now on: call it right after `connect()`, before sending audio.
 *
 * ```ts
 * const latency = measureLatency(session);
 * latency.onChange(({ finalization }) => console.log(`final in ${finalization.lastMs} ms, p95 ${finalization.p95Ms} ms`));
 * ```
 */
export function measureLatency(session: RealtimeSession, options: MeasureLatencyOptions = {}): LatencyMeter {
  const now = options.now ?? (() => performance.now());
  const quantiles = new LatencyQuantiles();
  const listeners = new Set<(metrics: LatencyMetrics) => void>();
  // Chunks of audio not yet covered by a final token: where each ends (audio ms) and when it was sent.
  let pendingEnds: number[] = [];
  let pendingSentAt: number[] = [];
  let forgottenUntilMs = -1;
  let firstAudioAt: number | undefined;
  let timeToFirstTokenMs: number | undefined;
  let lastMs: number | undefined;

  const metrics = (): LatencyMetrics => {
    const measured = quantiles.count > 0;
    return {
      timeToFirstTokenMs,
      finalization: {
        lastMs,
        p50Ms: measured ? quantiles.quantile(0.5) : undefined,
        p95Ms: measured ? quantiles.quantile(0.95) : undefined,
        count: quantiles.count,
      },
    };
  };
  const changed = () => {
    if (listeners.size === 0) return;
    const snapshot = metrics();
    for (const listener of listeners) listener(snapshot);
  };

  const onAudioSent = ({ endMs }: { endMs: number }) => {
    const sentAt = now();
    firstAudioAt ??= sentAt;
    pendingEnds.push(endMs);
    pendingSentAt.push(sentAt);
    if (pendingEnds.length > maxPendingChunks * 2) {
      // Dropped in halves, so that sending stays constant time on average.
      forgottenUntilMs = pendingEnds[pendingEnds.length - maxPendingChunks - 1] as number;
      pendingEnds = pendingEnds.slice(-maxPendingChunks);
      pendingSentAt = pendingSentAt.slice(-maxPendingChunks);
    }
  };

  /** Whether the tokens held the first token of the session. */
  const firstToken = (tokens: readonly Token[], receivedAt: number): boolean => {
    if (timeToFirstTokenMs !== undefined || firstAudioAt === undefined) return false;
    if (!tokens.some((token) => !isSpecialToken(token))) return false;
    timeToFirstTokenMs = receivedAt - firstAudioAt;
    return true;
  };

  const onFinal = ({ tokens }: { tokens: Token[] }) => {
    const receivedAt = now();
    let measured = firstToken(tokens, receivedAt);
    let covered = 0;
    for (const token of tokens) {
      const endMs = token.end_ms;
      if (endMs === undefined || isSpecialToken(token) || endMs <= forgottenUntilMs) continue;
      // The chunk that holds the token's end: the first still pending that ends at or after it.
      let chunk = covered;
      while (chunk < pendingEnds.length - 1 && (pendingEnds[chunk] as number) < endMs) chunk++;
      if (chunk >= pendingEnds.length) continue;
      lastMs = receivedAt - (pendingSentAt[chunk] as number);
      quantiles.add(lastMs);
      measured = true;
      covered = chunk;
    }
    // Chunks that end before the last token measured are covered: no later final token ends in them.
    if (covered > 0) {
      pendingEnds.splice(0, covered);
      pendingSentAt.splice(0, covered);
    }
    if (measured) changed();
  };

  const onInterim = ({ tokens }: { tokens: Token[] }) => {
    if (firstToken(tokens, now())) changed();
  };

  const stops = [session.on("audioSent", onAudioSent), session.on("final", onFinal), session.on("interim", onInterim)];
  return {
    get metrics() {
      return metrics();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      for (const stop of stops) stop();
      listeners.clear();
    },
  };
}
