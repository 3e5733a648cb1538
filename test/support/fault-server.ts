// Controls the fault-injecting loopback server of fault-server-worker.mjs from the test's thread.
import { once } from "node:events";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll } from "vitest";

export type Fault =
  | ({
      status: number;
      headers?: Record<string, string>;
    } /** A string body as it is (text/html), an object as JSON; chunked instead of sized if `lengthless`. */ & (
      | { body?: string | object; lengthless?: boolean }
      /** An error body whose `extra` field nests this many arrays deep. */
      | { nest: number }
      /** A body of this many bytes ("xxx…"), sized unless `lengthless`. */
      | { bytes: number; lengthless?: boolean }
      /** A chunked body that never ends. */
      | { endless: true }
      /** A JSON array of this many `[0]` (4 bytes each on the wire, ten times that once parsed). */
      | { arrays: number }
    ))
  | { reset: true }
  | { hang: true };

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string | undefined>;
  bodyBytes: number;
  /** The first 600 bytes of the body, as latin1 text. */
  bodyStart: string;
  /** When it arrived, on the server's clock (ms). */
  arrivedAtMs: number;
  /** What the server wrote of its answer's body before the answer ended or the client went away. */
  bytesWritten: number;
}

export interface FaultServer {
  url: string;
  /** Replaces the faults still to come and forgets the requests seen so far. */
  script(faults: Fault[]): Promise<void>;
  /** The requests so far, once every answer has ended or its client went away. */
  requests(): Promise<RecordedRequest[]>;
  /** Resolves once the server has seen `count` requests since the script: a signal to act on, not a guessed delay. */
  seen(count: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startFaultServer(): Promise<FaultServer> {
  const worker = new Worker(new URL("./fault-server-worker.mjs", import.meta.url));
  const reply = async (type: string) => {
    for (;;) {
      const [message] = await once(worker, "message");
      if (message.type === type) return message;
    }
  };
  const { port } = await reply("listening");
  const requests = async (): Promise<RecordedRequest[]> => {
    worker.postMessage({ type: "requests" });
    return (await reply("requests")).requests;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    async script(faults) {
      worker.postMessage({ type: "script", faults });
      await reply("scripted");
    },
    requests,
    async seen(count) {
      while ((await requests()).length < count) await new Promise((resolve) => setImmediate(resolve));
    },
    async stop() {
      worker.postMessage({ type: "stop" });
      await reply("stopped");
      await worker.terminate();
    },
  };
}

/** Starts a fault server before the file's tests and stops it after them; call the result to reach it. */
export function useFaultServer(): () => FaultServer {
  let server: FaultServer | undefined;
  beforeAll(async () => {
    server = await startFaultServer();
  });
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error("the fault server is not started yet");
    return server;
  };
}
