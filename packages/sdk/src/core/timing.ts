// Waiting and unique values, for every client: one sleep that an AbortSignal cuts short, and random ids.

export type Sleep = (milliseconds: number, signal?: AbortSignal) => Promise<void>;

/** Resolves after `milliseconds`; rejects at once with the signal's reason when it aborts. */
export const sleep: Sleep = (milliseconds, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, milliseconds);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });

/** `bytes` random bytes as lower-case hex. */
export function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, "0")).join(
    "",
  );
}

/** A random UUID where the runtime has one (secure contexts), else 32 random hex digits. */
export function randomKey(): string {
  return typeof crypto.randomUUID === "function" ? crypto.randomUUID() : randomHex(16);
}
