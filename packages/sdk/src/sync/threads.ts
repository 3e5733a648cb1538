// The threads behind the sync client: a worker that runs the async client, started by a supervisor thread
// that reports the worker's end. The calling thread blocks in Atomics.wait during a call, and Node tells a
// parent of its worker's exit only on the parent's own event loop (even the worker's ports close only
// there), so a blocked caller would never learn that its worker died: the supervisor, whose loop is free,
// hears the exit (a crash, running out of memory, process.exit) and wakes it.
import { MessageChannel, type MessagePort, Worker } from "node:worker_threads";
import type { WorkerOptions } from "./protocol.js";

export interface SyncThreads {
  supervisor: Worker;
  /** Calls go out and answers, callbacks and log lines come back here, straight from the worker. */
  port: MessagePort;
  /** The supervisor's one report: how the worker ended. */
  exits: MessagePort;
}

/** What the supervisor reports when the worker ends. */
export interface WorkerExit {
  code: number;
  /** The worker's last error, such as running out of memory; empty when it just ended. */
  failure: string;
}

/**
 * Starts the worker module and reports a failure to load it, which would otherwise leave the calling
 * thread waiting forever. From source (tests, tsx) it first registers tsx to load TypeScript.
 */
const workerSource = `
const { workerData } = require("node:worker_threads");
(async () => {
  if (workerData.tsxApi) (await import(workerData.tsxApi)).register();
  await import(workerData.entry);
})().catch((error) => {
  workerData.port.postMessage({ type: "fatal", message: String((error && error.stack) || error) });
  Atomics.store(workerData.signal, 0, 1);
  Atomics.notify(workerData.signal, 0);
});
`;

const supervisorSource = `
const { Worker, workerData } = require("node:worker_threads");
const { worker: settings, exits, signal } = workerData;
const worker = new Worker(settings.source, { eval: true, workerData: settings.data, transferList: [settings.data.port] });
let failure = "";
worker.on("error", (error) => { failure = String((error && error.message) || error); });
worker.on("exit", (code) => {
  exits.postMessage({ code, failure });
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
`;

function workerEntry(): { entry: string; tsxApi: string | undefined } {
  const fromSource = import.meta.url.endsWith(".ts");
  return {
    entry: new URL(fromSource ? "./worker.ts" : "./worker.js", import.meta.url).href,
    tsxApi: fromSource ? import.meta.resolve("tsx/esm/api") : undefined,
  };
}

/** Starts the supervisor and, through it, the worker. `signal[0]` is set and notified on every message. */
export function startThreads(options: WorkerOptions, signal: Int32Array): SyncThreads {
  const calls = new MessageChannel();
  const exits = new MessageChannel();
  const supervisor = new Worker(supervisorSource, {
    eval: true,
    workerData: {
      worker: { source: workerSource, data: { ...workerEntry(), options, port: calls.port2, signal } },
      exits: exits.port2,
      signal,
    },
    transferList: [calls.port2, exits.port2],
  });
  // The threads must not keep a script alive once its work is done.
  supervisor.unref();
  calls.port1.unref();
  exits.port1.unref();
  return { supervisor, port: calls.port1, exits: exits.port1 };
}
