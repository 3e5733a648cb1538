// One request of a console, sent and read within bounds: a server the reader names may answer with a body that
// never ends, or never send it, and the console must come back from either (Send usable again) without holding
// the page's memory or a connection. So the body is read up to a size bound and shown cut there, the whole
// exchange has a deadline, and the reader can cancel it; each way it ends is an outcome the panel says.
import { type ReadAnswer, readAnswer } from "./answer.js";
import { fetchInitOf, type SentRequest, urlOf } from "./sent-request.js";

export interface Bounds {
  /** The most of a body read; the rest is not downloaded. */
  bodyBytes: number;
  /** How long the exchange may take, from the request's start to the body's end. */
  deadlineMs: number;
}

/** 1 MiB: more than any answer of the contract, little enough to show in a page. */
export const defaultBounds: Bounds = { bodyBytes: 1024 * 1024, deadlineMs: 30_000 };

/** Why a request got no whole answer: its deadline passed, the reader cancelled it, or the network failed it. */
export type Failure = "deadline" | "cancelled" | "network";

export type Outcome = { kind: "answered"; answer: ReadAnswer } | { kind: "failed"; failure: Failure; message: string };

/** The bytes of a body up to `limit`, and whether there were more (then the connection is dropped). */
async function readUpTo(
  response: Response,
  limit: number,
  progress: { bytes: number },
): Promise<{ bytes: Uint8Array; cut: boolean }> {
  // Not the SDK's readBody, which gives nothing past its limit: a reader is shown what came, cut.
  if (response.body === null) return { bytes: new Uint8Array(0), cut: false };
  const reader = response.body.getReader();
  const bytes = new Uint8Array(limit);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { bytes: bytes.subarray(0, progress.bytes), cut: false };
    const room = limit - progress.bytes;
    bytes.set(value.subarray(0, room), progress.bytes);
    progress.bytes += Math.min(room, value.byteLength);
    if (value.byteLength > room) {
      await reader.cancel().catch(() => undefined);
      return { bytes, cut: true };
    }
  }
}

/** How far the exchange got, for a reader: the status, and how much of the body came. */
function reached(response: Response | undefined, bytes: number): string {
  if (!response) return "no status came";
  return `the server sent ${response.status} and its headers, then ${bytes.toLocaleString("en")} bytes of the body`;
}

/**
 * Sends `request` and reads its answer within `bounds`; `cancel` aborts it (the reader's Cancel). Never
 * throws: a failure is an outcome.
 */
export async function exchange(
  request: SentRequest,
  apiKey: string,
  cancel: AbortSignal,
  bounds: Bounds,
): Promise<Outcome> {
  // One controller for both ends (the deadline, the reader's Cancel): `stop` says which came first.
  const controller = new AbortController();
  let stop: "deadline" | "cancelled" | undefined;
  const deadline = setTimeout(() => {
    stop ??= "deadline";
    controller.abort();
  }, bounds.deadlineMs);
  const onCancel = () => {
    stop ??= "cancelled";
    controller.abort();
  };
  if (cancel.aborted) onCancel();
  else cancel.addEventListener("abort", onCancel, { once: true });
  let response: Response | undefined;
  const progress = { bytes: 0 };
  try {
    response = await fetch(urlOf(request), { ...fetchInitOf(request, apiKey), signal: controller.signal });
    const body = await readUpTo(response, bounds.bodyBytes, progress);
    return { kind: "answered", answer: readAnswer(request, response, body) };
  } catch (error) {
    if (stop === "deadline") {
      const seconds = (bounds.deadlineMs / 1000).toLocaleString("en");
      return {
        kind: "failed",
        failure: "deadline",
        message: `Timed out: no whole answer within ${seconds} s (${reached(response, progress.bytes)}); reading stopped.`,
      };
    }
    if (stop === "cancelled") {
      return {
        kind: "failed",
        failure: "cancelled",
        message: response
          ? `Cancelled: you stopped the request (${reached(response, progress.bytes)}).`
          : "Cancelled: you stopped the request before any answer came.",
      };
    }
    return {
      kind: "failed",
      failure: "network",
      message: `No answer: ${error instanceof Error ? error.message : String(error)}`,
    };
  } finally {
    clearTimeout(deadline);
    cancel.removeEventListener("abort", onCancel);
  }
}
