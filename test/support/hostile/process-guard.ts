// What makes a process-level failure a test failure: an uncaught exception or an unhandled rejection
// while a test runs fails that test, naming what escaped; a promise that never settles fails at a bound,
// saying what it waited for, rather than hanging the run.
import { afterEach, beforeEach, expect } from "vitest";

/** Fails each test of the file during which an exception or a rejection escaped to the process. */
export function failOnEscapes(): void {
  let escaped: string[] = [];
  const record = (error: unknown) => {
    escaped.push(String((error as Error)?.stack ?? error).slice(0, 500));
  };
  beforeEach(() => {
    escaped = [];
    process.on("uncaughtException", record);
    process.on("unhandledRejection", record);
  });
  afterEach(() => {
    process.off("uncaughtException", record);
    process.off("unhandledRejection", record);
    expect(escaped, "exceptions or rejections that escaped to the process").toEqual([]);
  });
}

/**
 * How long a promise may take to settle before it counts as never settling. Far beyond what any of these
 * waits needs even on a loaded machine: it bounds a hang, it does not measure speed.
 */
export const settleBoundMs = 15_000;

/** The promise's outcome, or a failure saying what never settled. */
export async function settled<T>(
  promise: Promise<T>,
  what: string,
  boundMs = settleBoundMs,
): Promise<{ value: T; error?: undefined } | { value?: undefined; error: unknown }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not settle within ${boundMs} ms`)), boundMs);
  });
  try {
    return await Promise.race([
      promise.then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      ),
      bound,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The rejection of a promise that must reject (within the bound). */
export async function rejection(promise: Promise<unknown>, what: string, boundMs = settleBoundMs): Promise<unknown> {
  const outcome = await settled(promise, what, boundMs);
  if (!("error" in outcome) || outcome.error === undefined) {
    throw new Error(`${what} resolved, where it should have rejected`);
  }
  return outcome.error;
}
