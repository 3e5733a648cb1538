// @stt-service/mock/msw: the mock's service as MSW handlers, in the test's or the page's own process. The same
// pipeline as `stt-mock` (../core/http/http-core.ts) and the same streaming session (../core/stream/session.ts),
// behind MSW instead of a Node server: `setupServer(...createMockHandlers())` in Node,
// `setupWorker(...createMockHandlers())` in a browser. Prism cannot run in a browser, so exchanges are checked by
// the validators `npm run generate` compiles from the spec (../core/http/compiled-contract-engine.ts); an answer at odds
// with the contract is a 500 naming the violation, and a console error. It imports only core/, which has no
// `node:` module, `ws` or Prism (tsconfig.json there holds it to that): it bundles for a browser.
import { bypass, http, type RequestHandler, type WebSocketHandler, ws } from "msw";
import { defaultBaseUrl, defaultStreamUrl, type StreamDeprecation, streamLimits } from "stt-service/shared-runtime";
import { CompiledContractEngine } from "../core/http/compiled-contract-engine.js";
import { HttpCore } from "../core/http/http-core.js";
import { utf8Bytes } from "../core/platform-shims.js";
import { streamAccessOf } from "../core/service/access.js";
import { MockState, type StateLimits } from "../core/service/state.js";
import {
  defaultWebhookSettings,
  WebhookDeliveries,
  type WebhookDelivery,
} from "../core/service/webhooks/deliveries.js";
import { DirectiveUses } from "../core/stream/directive-uses.js";
import {
  frameTooLargeMessage,
  MockSession,
  maxFrameBytes,
  type SessionLimits,
  type SessionSocket,
} from "../core/stream/session.js";
import { escapeRegExp } from "../core/text.js";
import { defaultMockScript, type MockScript, mockModels } from "../generated/realtime/mock-script.js";
import { keyOfConnection } from "./connection-key.js";
import { upgradeFaultHandlers } from "./upgrade-faults.js";

export type { WebhookAttempt, WebhookDelivery, WebhookEvent } from "../core/service/webhooks/deliveries.js";

/** A clock the handlers read: transcriptions complete, and keys expire, by it. */
export interface MockClock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** A clock a test moves by hand: nothing happens with time unless `advance` says so. */
export interface ManualClock extends MockClock {
  advance(ms: number): void;
}

/** A clock that starts at `startMs` (default: now) and moves only when told to. */
export function manualClock(startMs: number = Date.now()): ManualClock {
  let nowMs = startMs;
  return {
    now: () => nowMs,
    advance(ms) {
      nowMs += ms;
    },
  };
}

/** Options of `createMockHandlers()`. */
export interface MockHandlersOptions {
  /** The HTTP base URL to intercept, `/v1` included. Default: the contract's production URL. */
  baseUrl?: string;
  /** The streaming URL to intercept. Default: the contract's production URL. */
  streamUrl?: string;
  /**
   * The clock of transcriptions and temporary keys. Without one, transcriptions complete at once (no test
   * waits); with one, they take their processing time (`speed`, `minProcessingMs`) on it: pass `manualClock()`
   * and `advance()` it.
   */
  clock?: MockClock;
  /** With a clock: how many times faster than the audio plays a transcription completes. Default 20. */
  speed?: number;
  /** With a clock: the shortest time a transcription is `processing`, in ms. Default 500. */
  minProcessingMs?: number;
  /** The share of HTTP calls answered 503 with Retry-After, from 0 to 1. Default 0. */
  failureRate?: number;
  /** HTTP requests per minute and API key; past it, 429. Default 0 (no limit). */
  rateLimitPerMinute?: number;
  /** Bounds of what the mock remembers. */
  stateLimits?: Partial<StateLimits>;
  /** What the mock transcribes, over HTTP and streams alike. Default: the spec's examples. */
  script?: MockScript;
  /** Override the streaming contract's limits, such as a short idle time-out. */
  streamLimits?: Partial<SessionLimits>;
  /**
   * Hosts besides loopback (127.0.0.0/8, ::1, localhost) a transcription's `webhook_url` may name; any other
   * is refused at create (400 `webhook_url_not_allowed`). Default none.
   */
  allowWebhookHosts?: readonly string[];
  /** Multiplies the webhook retry schedule (5 s, 30 s, 2 min, 10 min, 45 min): 0.001 for a test. Default 1. */
  webhookRetryScale?: number;
  /**
   * Hosts an `audio_url` is fetched from (loopback is not one unless named), past MSW's own handlers; any other
   * is answered with a stand-in audio, and a host under `.invalid` fails as unreachable. Default none.
   */
  allowAudioUrlHosts?: readonly string[];
  /**
   * Called after each webhook delivery attempt, with the delivery so far. A delivery is a real `fetch` to the
   * `webhook_url`, past MSW's own handlers (`bypass`); in a browser it is a cross-origin request like any
   * other, which a receiver without CORS headers refuses: this event shows the delivery all the same.
   */
  onWebhookDelivery?: (delivery: WebhookDelivery) => void;
  /** A line per session event or contract violation. Default: contract violations to console.error. */
  onLog?: (line: string) => void;
  /** The random numbers of the failure rate. Default Math.random. */
  random?: () => number;
}

/** The handlers, to spread into `setupServer` or `setupWorker`, and what the test can do to their state. */
export interface MockHandlers extends Array<RequestHandler | WebSocketHandler> {
  /** The state the HTTP handlers and the stream share. */
  readonly state: MockState;
  /** Forgets what one API key made (its webhook deliveries too), or everything. */
  reset(apiKey?: string): void;
  /** The webhook deliveries of transcriptions an API key made, oldest first (as `GET /__mock/webhooks`). */
  webhookDeliveries(apiKey: string): WebhookDelivery[];
  /** Stops the webhook deliveries under way or waiting (their timers), and forgets them. */
  close(): void;
  /** Answers at odds with the contract since the start (each was answered 500): a healthy mock has none. */
  readonly responseViolations: number;
}

/** What MSW's client connection looks like to the handlers (its event data as a client sent it). */
interface MswClient {
  send(data: string | ArrayBufferLike | ArrayBufferView | Blob): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
  addEventListener(type: "close", listener: () => void): void;
  readonly socket: { readyState: number };
}

/**
 * MSW's client connection as a session's socket. Frames reach the session in the order sent, even a Blob,
 * whose bytes are read asynchronously.
 */
function sessionSocketOf(client: MswClient, onFrameTooLarge: () => void): SessionSocket {
  let open = true;
  let queue: Promise<void> = Promise.resolve();
  const listeners: ((data: string | Uint8Array) => void)[] = [];
  // The contract's frame bound, as ws's maxPayload holds the server to it: a larger frame never reaches the
  // session, and ends it.
  const deliver = (data: string | Uint8Array) => {
    if (!open) return;
    if ((typeof data === "string" ? utf8Bytes(data).length : data.byteLength) > maxFrameBytes) {
      onFrameTooLarge();
      return;
    }
    for (const listener of listeners) listener(data);
  };
  client.addEventListener("message", (event) => {
    const data = event.data;
    queue = queue.then(async () => {
      if (typeof data === "string") deliver(data);
      else if (data instanceof ArrayBuffer) deliver(new Uint8Array(data));
      else if (ArrayBuffer.isView(data)) deliver(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
      else if (typeof Blob !== "undefined" && data instanceof Blob) deliver(new Uint8Array(await data.arrayBuffer()));
    });
  });
  client.addEventListener("close", () => {
    open = false;
  });
  return {
    get isOpen() {
      return open && client.socket.readyState === 1;
    },
    send: (data) => client.send(data),
    // MSW dispatches a sent frame in a microtask, and drops it if the socket is closing by then: the close
    // waits its turn behind the frames sent before it (the finished frame, an error frame).
    close: (code, reason) => {
      open = false;
      queueMicrotask(() => client.close(code, reason));
    },
    // MSW has no way to drop a connection without a close frame: 1006 is what a client sees of a dropped one.
    terminate: () => {
      open = false;
      queueMicrotask(() => client.close(1006, ""));
    },
    onMessage: (listener) => {
      listeners.push(listener);
    },
    onClose: (listener) => client.addEventListener("close", listener),
  };
}

/**
 * MSW handlers that run the mock's stateful service in process: HTTP (files, transcriptions, pages, idempotency,
 * temporary keys, per-key state, the contract's errors, `Prefer:`, failures on demand) at the contract's
 * production URL, and the streaming session through `ws.link` at its streaming URL, unless told otherwise.
 */
export function createMockHandlers(options: MockHandlersOptions = {}): MockHandlers {
  const baseUrl = (options.baseUrl ?? defaultBaseUrl).replace(/\/+$/, "");
  const streamUrl = options.streamUrl ?? defaultStreamUrl;
  const clock = options.clock ?? { now: Date.now };
  const now = () => clock.now();
  const state = new MockState(options.stateLimits);
  const script = options.script ?? defaultMockScript;
  const onLog = options.onLog ?? ((line: string) => line.startsWith("contract violation") && console.error(line));
  const webhooks = new WebhookDeliveries(state, {
    ...defaultWebhookSettings,
    now,
    allowedHosts: options.allowWebhookHosts ?? [],
    retryScale: options.webhookRetryScale ?? defaultWebhookSettings.retryScale,
    // Past the handlers: in Node, setupServer intercepts the process's fetch, and a delivery to a receiver in
    // the same process would otherwise be a request MSW did not expect (an error with onUnhandledRequest).
    fetch: (url, init) => fetch(bypass(url, init)),
    onDelivery: options.onWebhookDelivery,
    onLog,
  });
  const core = new HttpCore({
    engine: new CompiledContractEngine(),
    state,
    script,
    models: mockModels,
    stateless: false,
    dynamic: false,
    basePath: new URL(baseUrl).pathname.replace(/\/+$/, ""),
    // Without a clock of the test's, a transcription is done the moment it is made: no test waits.
    speed: options.clock ? (options.speed ?? 20) : Number.POSITIVE_INFINITY,
    minProcessingMs: options.clock ? (options.minProcessingMs ?? 500) : 0,
    latencyMs: [0, 0],
    failureRate: options.failureRate ?? 0,
    rateLimitPerMinute: options.rateLimitPerMinute ?? 0,
    onResponseViolation: "fail",
    allowWebhookHosts: options.allowWebhookHosts ?? [],
    allowAudioUrlHosts: options.allowAudioUrlHosts ?? [],
    // An allowed audio_url's fetch goes past the handlers, as a delivery does.
    fetch: (input, init) => fetch(bypass(input, init)),
    now,
    random: options.random ?? Math.random,
    onLog,
  });
  const httpHandler = http.all(new RegExp(`^${escapeRegExp(baseUrl)}(?:[/?#]|$)`), ({ request }) => {
    // A transcription that ended by a clock the test moves by hand starts its delivery before a client can
    // see it ended.
    webhooks.startDue();
    // A request its client aborted (an upload cut off mid-body) has nobody to answer: its reading fails, which
    // frees what it held, and MSW is not handed that failure as the handler's own.
    return core.handle(request).catch((error: unknown) => {
      if (request.signal.aborted) return Response.error();
      throw error;
    });
  });

  const limits: SessionLimits = {
    configTimeoutMs: streamLimits.configTimeoutSeconds * 1000,
    idleTimeoutMs: streamLimits.idleTimeoutSeconds * 1000,
    maxSessionMs: streamLimits.maxSessionMinutes * 60_000,
    ...options.streamLimits,
  };
  const access = streamAccessOf(state, now);
  const directiveUses = new DirectiveUses(undefined, (key) => access.ownerOf?.(key));
  const deprecationsNoted = new Set<string>();
  const noteDeprecatedUse = (element: string, _notice: StreamDeprecation) => {
    if (deprecationsNoted.has(element)) return;
    deprecationsNoted.add(element);
    options.onLog?.(`deprecated use: ${element}`);
  };
  const startSession = ({ client, info }: { client: unknown; info: { protocols?: unknown } }) => {
    const { key, keySource } = keyOfConnection(info.protocols);
    const socket = sessionSocketOf(client as MswClient, () => {
      socket.send(JSON.stringify(session.errorFrame(400, frameTooLargeMessage)));
      socket.close(1009, frameTooLargeMessage.slice(0, 100));
    });
    const session = new MockSession({
      socket,
      script,
      limits,
      access,
      key,
      keySource,
      directiveUses,
      onLog: options.onLog,
      onDeprecatedUse: noteDeprecatedUse,
    });
  };
  const streamHandler = ws.link(streamUrl).addEventListener("connection", startSession);
  const faultHandlers = upgradeFaultHandlers({ streamUrl, directiveUses, startSession, onLog: options.onLog });

  const handlers = [httpHandler, streamHandler, ...faultHandlers] as (RequestHandler | WebSocketHandler)[];
  return Object.defineProperties(handlers, {
    state: { value: state },
    reset: {
      value: (apiKey?: string) => {
        state.reset(apiKey);
        webhooks.reset(apiKey);
      },
    },
    webhookDeliveries: { value: (apiKey: string) => webhooks.list(state.peekTenant(apiKey)) },
    close: { value: () => webhooks.close() },
    responseViolations: { get: () => core.responseViolations },
  }) as MockHandlers;
}
