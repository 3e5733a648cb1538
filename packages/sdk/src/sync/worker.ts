// The worker of the synchronous client: runs each call on an AsyncServiceClient, taking calls from and
// reporting through a MessagePort, waking the blocked calling thread with Atomics.notify after every message.
import { type MessagePort, workerData } from "node:worker_threads";
import { AsyncServiceClient } from "../client.js";
import type { LogLevel } from "../core/logger.js";
import { ServiceError } from "../core/service-error.js";
import type { CallPromise } from "../http/operation-context.js";
import {
  type CallRequest,
  isCallbackMarker,
  type WithResponseMessage,
  type WorkerMessage,
  type WorkerOptions,
} from "./protocol.js";

const { options, port, signal } = workerData as { options: WorkerOptions; port: MessagePort; signal: Int32Array };

function send(message: WorkerMessage): void {
  port.postMessage(message);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
}

const forward = (level: "debug" | "info" | "warn" | "error") => (message: string, fields?: Record<string, unknown>) =>
  send({ type: "log", level, message, fields });

const client = new AsyncServiceClient({
  ...options,
  logLevel: options.logLevel as LogLevel,
  // Lines are levelled and redacted here, then written by the calling thread's logger.
  logger: { debug: forward("debug"), info: forward("info"), warn: forward("warn"), error: forward("error") },
});

function withCallbacks(id: number, value: unknown): unknown {
  if (isCallbackMarker(value)) {
    return (...args: unknown[]) => send({ id, type: "callback", callback: value.callback, args });
  }
  if (typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withCallbacks(id, item)]));
  }
  return value;
}

async function handle({ id, path, args, withResponse }: CallRequest): Promise<void> {
  try {
    let target: unknown = client;
    for (const key of path.slice(0, -1)) target = (target as Record<string, unknown>)[key];
    const method = (target as Record<string, unknown>)[path[path.length - 1] as string];
    if (typeof method !== "function") throw new ServiceError(`The client has no method ${path.join(".")}.`);
    const returned: unknown = method.apply(
      target,
      args.map((arg) => withCallbacks(id, arg)),
    );
    if (!withResponse) {
      send({ id, type: "result", value: await returned });
      return;
    }
    if (typeof (returned as Partial<CallPromise<unknown>>)?.withResponse !== "function") {
      throw new ServiceError(`${path.join(".")} has no withResponse(): it is not a single call of the service.`);
    }
    const { data, requestId, response } = await (returned as CallPromise<unknown>).withResponse();
    const value: WithResponseMessage = { data, requestId, status: response.status, headers: [...response.headers] };
    send({ id, type: "result", value });
  } catch (error) {
    const isServiceError = error instanceof ServiceError;
    const serialized = isServiceError
      ? error.toJSON()
      : new ServiceError(error instanceof Error ? error.message : String(error)).toJSON();
    if (!isServiceError && error instanceof Error) serialized.name = error.name;
    send({ id, type: "error", error: serialized, isServiceError });
  }
}

// A crash must wake the blocked caller with an error, not leave it waiting forever.
process.on("uncaughtException", (error) => send({ type: "fatal", message: String(error?.stack ?? error) }));
process.on("unhandledRejection", (error) => send({ type: "fatal", message: String((error as Error)?.stack ?? error) }));

port.on("message", (request: CallRequest) => {
  void handle(request);
});
