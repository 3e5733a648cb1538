// Controls the hostile HTTP server of http-server-worker.mjs from the test's thread.
import { once } from "node:events";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll } from "vitest";

export type HostileAnswer =
  | ({ status: number; headers?: Record<string, string> } & (
      | { body?: string; contentLength?: number; lengthless?: boolean }
      /** An error body whose `extra` field nests this many arrays deep. */
      | { nest: number }
      /** A body of this many bytes ("xxx…"), with its Content-Length unless `lengthless`. */
      | { bytes: number; lengthless?: boolean }
      /** A chunked body that never ends. */
      | { endless: true }
      /** A JSON array of this many `[0]` (4 bytes each on the wire, ten times that once parsed). */
      | { arrays: number }
    ))
  | { reset: true }
  | { hang: true };

export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string | undefined>;
  /** What the server wrote of the body before the answer ended or the client went away. */
  bytesWritten: number;
}

export interface HostileHttpServer {
  url: string;
  /** Replaces the answers still to come and forgets the requests seen so far. */
  script(answers: HostileAnswer[]): Promise<void>;
  /** The requests so far, once every answer has ended or its client went away. */
  requests(): Promise<HostileRequest[]>;
  stop(): Promise<void>;
}

export async function startHostileHttpServer(): Promise<HostileHttpServer> {
  const worker = new Worker(new URL("./http-server-worker.mjs", import.meta.url));
  const reply = async (type: string) => {
    for (;;) {
      const [message] = await once(worker, "message");
      if (message.type === type) return message;
    }
  };
  const { port } = await reply("listening");
  return {
    url: `http://127.0.0.1:${port}`,
    async script(answers) {
      worker.postMessage({ type: "script", answers });
      await reply("scripted");
    },
    async requests() {
      worker.postMessage({ type: "requests" });
      return (await reply("requests")).requests;
    },
    async stop() {
      worker.postMessage({ type: "stop" });
      await reply("stopped");
      await worker.terminate();
    },
  };
}

/** Starts a hostile HTTP server before the file's tests and stops it after them. */
export function useHostileHttpServer(): () => HostileHttpServer {
  let server: HostileHttpServer | undefined;
  beforeAll(async () => {
    server = await startHostileHttpServer();
  });
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error("the hostile HTTP server is not started yet");
    return server;
  };
}
