// client.transcriptions: the generated TranscriptionsResource, with waitUntilDone, which polls a
// transcription until it is completed or has failed.

import { checkFunction, checkMilliseconds, checkOptionNames, checkOptionsObject, checkSignal } from "../core/checks.js";
import { excerpt } from "../core/redaction.js";
import { sleep } from "../core/timing.js";
import { ServiceAPIError, ServiceTimeoutError } from "../generated/errors.js";
import { operationRoutes } from "../generated/http/operations.js";
import { TranscriptionsResource } from "../generated/http/resources/transcriptions.js";
import type { Transcription } from "../generated/http/types.js";

/** Options of `transcriptions.waitUntilDone()`: how often to poll, for how long, and how to cancel. */
export interface WaitOptions {
  /** The first wait between two polls; it grows by half each time, up to `maxPollIntervalMs`. Default 1 000. */
  pollIntervalMs?: number;
  /** The longest wait between two polls. Default 10 000. */
  maxPollIntervalMs?: number;
  /** Give up with a ServiceTimeoutError after this long. Default: wait as long as it takes. */
  timeoutMs?: number;
  /** Stops waiting; the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Called with the transcription after each poll, such as to show its status. */
  onProgress?: (transcription: Transcription) => void;
}

/**
 * The statuses that end a transcription, as the spec's `x-sdk-poll` lists them on getTranscription: `completed`
 * returns it, any other fails it. A status the spec adds there later ends the wait too, instead of polling on.
 */
const finalStatuses: readonly string[] = operationRoutes.getTranscription.finalStatuses;

/** What the server said, bounded for a message: a hostile answer's megabytes of status stay out of it. */
const said = (value: unknown): string => excerpt(String(value), []);

export const waitOptionNames = [
  "pollIntervalMs",
  "maxPollIntervalMs",
  "timeoutMs",
  "signal",
  "onProgress",
] as const satisfies readonly (keyof WaitOptions)[];

/** WaitOptions, checked as every call's options are; `where` names the call. */
export function checkWaitOptions(options: WaitOptions, where: string): void {
  checkSignal(`${where} signal`, options.signal);
  checkMilliseconds(`${where} pollIntervalMs`, options.pollIntervalMs, 1_000);
  checkMilliseconds(`${where} maxPollIntervalMs`, options.maxPollIntervalMs, 10_000);
  // A deadline, not a timer, but held to the same bound as every time-out, with the way to wait for ever.
  checkMilliseconds(
    `${where} timeoutMs`,
    options.timeoutMs,
    Number.POSITIVE_INFINITY,
    {},
    "leave timeoutMs out to wait with no deadline",
  );
  checkFunction(`${where} onProgress`, options.onProgress, "a function of the transcription");
}

export class Transcriptions extends TranscriptionsResource {
  /**
   * Polls a transcription until its status is final (the spec's `x-sdk-poll`: `completed` or `error`). A
   * `completed` one is returned; any other final status rejects with a ServiceAPIError carrying the
   * transcription's `error_type` and `error_message`. A status the spec does not list as final is not final.
   */
  async waitUntilDone(transcriptionId: string, waitOptions?: WaitOptions): Promise<Transcription> {
    const options = checkOptionsObject(waitOptions, "waitUntilDone options");
    checkOptionNames(options, waitOptionNames, "transcriptions.waitUntilDone");
    checkWaitOptions(options, "transcriptions.waitUntilDone");
    const { signal, onProgress } = options;
    let interval = options.pollIntervalMs ?? 1_000;
    const maxInterval = options.maxPollIntervalMs ?? 10_000;
    const deadline = options.timeoutMs === undefined ? undefined : Date.now() + options.timeoutMs;
    for (;;) {
      const transcription = await this.get(transcriptionId, { signal });
      onProgress?.(transcription);
      if (finalStatuses.includes(transcription.status)) {
        if (transcription.status === "completed") return transcription;
        throw new ServiceAPIError(
          `Transcription ${said(transcription.id)} failed: ${said(transcription.error_type ?? "unknown error")}: ${said(transcription.error_message ?? "no message")}`,
          { errorType: transcription.error_type ?? undefined, body: transcription },
        );
      }
      if (deadline !== undefined && Date.now() + interval > deadline) {
        throw new ServiceTimeoutError(
          `Transcription ${transcriptionId} is still ${said(transcription.status)} after ${options.timeoutMs} ms; wait longer or poll it later.`,
        );
      }
      await sleep(interval, signal);
      interval = Math.min(Math.round(interval * 1.5), maxInterval);
    }
  }
}
