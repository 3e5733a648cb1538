// A webhook receiver for the mocks' tests: a real HTTP server on 127.0.0.1 (a free port) that keeps each
// request it gets, answers the statuses it is told in turn (or never, to hang), and lets a test wait for the
// next request as a signal. The signature check is node:crypto's own, apart from the mock's Web Crypto signer.
import { createHmac, timingSafeEqual } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

export interface ReceivedWebhook {
  path: string;
  headers: IncomingMessage["headers"];
  /** The body exactly as it arrived. */
  body: string;
}

/** How to answer the next request: a status, or `hang` (never answer until the receiver closes). */
export type ReceiverAnswer = number | "hang";

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  received: ReceivedWebhook[];
  /** Resolves with the `index`th request (from 0) once it has arrived. */
  request(index: number): Promise<ReceivedWebhook>;
  close(): Promise<void>;
}

/** Starts a receiver answering `answers` in turn, then 204 to everything after. */
export async function startWebhookReceiver(answers: ReceiverAnswer[] = []): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const waiting = new Map<number, (request: ReceivedWebhook) => void>();
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const index = received.length;
      const webhook = { path: request.url ?? "/", headers: request.headers, body: Buffer.concat(chunks).toString() };
      received.push(webhook);
      const answer = answers[index] ?? 204;
      if (answer === "hang") hanging.add(response);
      else response.writeHead(answer).end();
      waiting.get(index)?.(webhook);
      waiting.delete(index);
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the receiver has no port");
  return {
    origin: `http://127.0.0.1:${address.port}`,
    received,
    request: (index) => {
      const arrived = received[index];
      if (arrived) return Promise.resolve(arrived);
      return new Promise((resolve) => waiting.set(index, resolve));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Whether `signatureHeader` holds a `v1` signature of the delivery made with `secret` (`whsec_<base64>`), as
 * Standard Webhooks defines it: base64 of HMAC-SHA256 over `<webhook-id>.<webhook-timestamp>.<body>`.
 */
export function signedWith(secret: string, webhook: ReceivedWebhook): boolean {
  const key = Buffer.from(secret.slice("whsec_".length), "base64");
  const content = `${webhook.headers["webhook-id"]}.${webhook.headers["webhook-timestamp"]}.${webhook.body}`;
  const expected = createHmac("sha256", key).update(content).digest();
  return String(webhook.headers["webhook-signature"] ?? "")
    .split(" ")
    .some((signature) => {
      const [version, value] = signature.split(",");
      const given = Buffer.from(value ?? "", "base64");
      return version === "v1" && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

/** Collects what an `onWebhookDelivery` callback is given, and lets a test wait for one that matches. */
export function deliveryEvents<T>() {
  const seen: T[] = [];
  const waiters: { matches: (event: T) => boolean; resolve: (event: T) => void }[] = [];
  return {
    seen,
    listener: (event: T) => {
      seen.push(event);
      for (const waiter of [...waiters]) {
        if (waiter.matches(event)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(event);
        }
      }
    },
    /** Resolves with the first event (already seen or to come) that matches. */
    next: (matches: (event: T) => boolean): Promise<T> => {
      const found = seen.find(matches);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ matches, resolve }));
    },
  };
}
