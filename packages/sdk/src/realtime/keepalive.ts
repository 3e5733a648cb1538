// Keepalive: while no audio flows, a `keepalive` frame at least every interval, so the server's idle
// time-out (20 s) does not end a session that is only paused.

/**
 * Sends a keepalive once `intervalMs` have passed since `lastSentAt()`; returns what stops it. An interval
 * of 0 sends none.
 */
export function startKeepalive(intervalMs: number, lastSentAt: () => number, send: () => void): () => void {
  if (intervalMs <= 0) return () => undefined;
  const timer = setInterval(
    () => {
      if (Date.now() - lastSentAt() >= intervalMs) send();
    },
    Math.max(50, Math.round(intervalMs / 5)),
  );
  // A keepalive must not keep a Node process alive on its own.
  (timer as { unref?: () => void }).unref?.();
  return () => clearInterval(timer);
}
