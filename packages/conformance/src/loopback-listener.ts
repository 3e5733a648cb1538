// The kit's own HTTP listener on 127.0.0.1 (a free port): it receives the server's webhook deliveries, recording
// each as it came (headers, the raw body's bytes, when it arrived), and answers each with the status the check
// asks for; it also serves the run's audio for `audio_url`, noting whether the server fetched it.
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Deadline } from "./deadline.js";

/** One request the server sent to a webhook path of the listener, as it came. */
export interface Delivery {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Unix time in ms when it was read whole. */
  receivedAt: number;
  /** The status the listener answered it with. */
  answered: number;
}

/** A delivery's body past this is not an event of the contract's: the listener stops reading and answers 413. */
const maxDeliveryBytes = 1024 * 1024;
/** The audio's path under the listener. */
const audioPath = "/audio/conformance.wav";
/** Where webhooks are delivered: one path per run. */
const webhookPrefix = "/webhooks/";

export class LoopbackListener {
  readonly deliveries: Delivery[] = [];
  /** How many times the server fetched the audio. */
  audioFetches = 0;
  /** The statuses the next deliveries are answered with, in order; 204 once they are used up. */
  private readonly answers: number[] = [];
  private readonly waiters = new Set<() => void>();

  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(audio: Uint8Array): Promise<LoopbackListener> {
    const server = createServer();
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    const listener = new LoopbackListener(server, `http://127.0.0.1:${port}`);
    server.on("request", (request, response) => {
      const path = request.url ?? "/";
      if (request.method === "GET" && path === audioPath) {
        listener.audioFetches += 1;
        response.writeHead(200, { "content-type": "audio/wav", "content-length": audio.byteLength });
        response.end(audio);
        return;
      }
      if (!path.startsWith(webhookPrefix)) {
        response.writeHead(404).end();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      request.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size <= maxDeliveryBytes) chunks.push(chunk);
      });
      request.on("end", () => {
        const answered = size > maxDeliveryBytes ? 413 : (listener.answers.shift() ?? 204);
        response.writeHead(answered).end();
        listener.deliveries.push({
          method: request.method ?? "",
          path,
          headers: request.headers,
          body: Buffer.concat(chunks),
          receivedAt: Date.now(),
          answered,
        });
        for (const wake of listener.waiters) wake();
      });
    });
    // Deliveries the server keeps retrying after the run do not hold the process open.
    server.unref();
    return listener;
  }

  /** The URL the server must call for one webhook path, such as `http://127.0.0.1:40123/webhooks/<run>`. */
  webhookUrl(name: string): string {
    return `${this.origin}${webhookPrefix}${encodeURIComponent(name)}`;
  }

  get audioUrl(): string {
    return `${this.origin}${audioPath}`;
  }

  /** Answers the next deliveries with these statuses, in order (then 204). */
  answerNext(...statuses: number[]): void {
    this.answers.push(...statuses);
  }

  /**
   * The `count`th delivery (1-based) to `url`'s path once it has come, or undefined when `withinMs` passes first.
   * The run's deadline bounds the wait too: past it this throws DeadlineReached, naming what it waited on.
   */
  async delivery(url: string, count: number, withinMs: number, deadline: Deadline): Promise<Delivery | undefined> {
    const path = new URL(url).pathname;
    const found = () => this.deliveries.filter((delivery) => delivery.path === path)[count - 1];
    deadline.begin(`webhook delivery ${count} to ${url}`);
    if (found()) return found();
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
        deadline.signal.removeEventListener("abort", done);
        resolve();
      };
      const check = () => {
        if (found()) done();
      };
      const timer = setTimeout(done, Math.min(withinMs, deadline.remainingMs()));
      this.waiters.add(check);
      deadline.signal.addEventListener("abort", done);
    });
    if (found()) return found();
    if (deadline.passed) throw deadline.reached();
    return undefined;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
