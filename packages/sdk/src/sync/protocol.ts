// The messages between the synchronous client (calling thread) and its worker (which runs the async client).

import type { LogFields } from "../core/logger.js";
import type { SerializedServiceError } from "../core/service-error.js";

export interface WorkerOptions {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
  maxRetries: number;
  logLevel: string;
  defaultHeaders: Record<string, string>;
  maxResponseBytes: number;
}

/** A function argument, replaced by a marker: the worker calls it back through the calling thread. */
export interface CallbackMarker {
  callback: number;
}

export interface CallRequest {
  id: number;
  /** The method's path on the client, such as ["files", "upload"] or ["transcribe"]. */
  path: string[];
  args: unknown[];
  /** Answer with the call's `withResponse()`: its data, request id, status and headers (a WithResponseMessage). */
  withResponse?: boolean;
}

/** A `withResponse()` as it crosses threads: a Response does not, its status and headers do. */
export interface WithResponseMessage {
  data: unknown;
  requestId: string | undefined;
  status: number;
  headers: [string, string][];
}

export type WorkerMessage =
  | { id: number; type: "result"; value: unknown }
  | { id: number; type: "error"; error: SerializedServiceError; isServiceError: boolean }
  | { id: number; type: "callback"; callback: number; args: unknown[] }
  | { type: "log"; level: "debug" | "info" | "warn" | "error"; message: string; fields?: LogFields }
  | { type: "fatal"; message: string };

export function isCallbackMarker(value: unknown): value is CallbackMarker {
  return typeof value === "object" && value !== null && typeof (value as CallbackMarker).callback === "number";
}
