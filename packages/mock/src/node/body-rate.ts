// A minimum data rate for request bodies, as servers trusted with uploads enforce (Kestrel's
// MinRequestBodyDataRate: 240 B/s after a 5 s grace period). Without it, a connection dribbling its body a
// byte a second holds a socket, an upload's Idempotency-Key and its bytes for the whole request timeout
// (15 minutes, sized for 1 GiB), and a hundred such connections cost their sender nothing.
import type { IncomingMessage, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
// The longest delay timers take (longer ones fire at once): a long wait is re-armed in steps of it.
import { maxTimerMs } from "stt-service/shared-runtime";

export interface BodyRate {
  /** The average since the body started, in bytes a second, below which the request is cut off. */
  minBytesPerSecond: number;
  /** How long a body may take before the rate is checked at all (a client's slow start). */
  graceMs: number;
}

/**
 * Calls `tooSlow` once if the body of `request` arrives slower than `rate` on average, from now (call it as
 * the request arrives) until it has all arrived, the answer has gone, or the connection closed. One timer per
 * request, set for the moment the average would fall under the rate if nothing more came.
 */
export function watchBodyRate(
  request: IncomingMessage,
  response: ServerResponse,
  rate: BodyRate,
  tooSlow: () => void,
): void {
  const { socket } = request;
  if (request.complete || socket.destroyed) return;
  // The body's bytes as Node's parser hands them to the request. Not the socket's count (it has read bytes
  // the parser has yet to hand over), nor a 'data' listener (it would set the stream flowing under its
  // reader).
  let bytes = 0;
  const push = request.push;
  request.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk && typeof (chunk as { length?: unknown }).length === "number") bytes += (chunk as Buffer).length;
    return push.call(request, chunk, encoding);
  };
  const startMs = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const stop = () => {
    clearTimeout(timer);
    request.push = push;
    request.off("end", stop);
    response.off("close", stop);
    socket.off("close", stop);
  };
  const check = () => {
    if (request.complete) {
      stop();
      return;
    }
    const elapsedMs = performance.now() - startMs;
    const deadlineMs = Math.max(rate.graceMs, (bytes / rate.minBytesPerSecond) * 1000);
    if (elapsedMs >= deadlineMs) {
      stop();
      tooSlow();
      return;
    }
    timer = setTimeout(check, Math.min(maxTimerMs, Math.ceil(deadlineMs - elapsedMs)));
  };
  request.once("end", stop);
  response.once("close", stop);
  socket.once("close", stop);
  timer = setTimeout(check, Math.min(maxTimerMs, rate.graceMs));
}
