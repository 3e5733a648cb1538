// Both mocks in one process, sharing what they must (temporary keys, models, the transcript script): what
// `npm run mock` runs, and what `@stt-service/mock` gives a frontend test suite.
import { existsSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { IHttpOperation } from "@stoplight/types";
import { streamAccessOf } from "../core/service/access.js";
import { MockState, type StateLimits } from "../core/service/state.js";
import {
  defaultWebhookSettings,
  WebhookDeliveries,
  type WebhookDelivery,
} from "../core/service/webhooks/deliveries.js";
import { defaultMockScript, type MockScript, mockModels } from "../generated/realtime/mock-script.js";
import { HttpMock, listen } from "./http-server.js";
import type { PrismContractEngine } from "./prism-contract-engine.js";

export { streamAccessOf };

import type { SessionLimits } from "../core/stream/session.js";
import { startStreamingMock } from "./stream-server.js";
import { type ConnectionTimeouts, checkTimes, defaultConnectionTimeouts } from "./timeouts.js";

/** Options of `startMocks()`: where the mocks listen, the transcript they stream, their limits and clock. */
export interface MockOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** 0 (the default) picks a free port. */
  httpPort?: number;
  /** 0 (the default) picks a free port. */
  streamPort?: number;
  /** Answer HTTP calls from the contract's examples and remember nothing (Prism's mock). Default false. */
  stateless?: boolean;
  /** With `stateless`: random data valid against the schemas instead of the examples. Default false. */
  dynamic?: boolean;
  /** How many times faster than the audio plays a transcription completes. Default 20. */
  speed?: number;
  /** The shortest time a transcription is `processing`, in ms. Default 500. */
  minProcessingMs?: number;
  /** Latency added to every HTTP answer: ms, or a [min, max] range. Default 0. */
  latencyMs?: number | readonly [number, number];
  /** The share of HTTP calls answered 503 with Retry-After, from 0 to 1. Default 0. */
  failureRate?: number;
  /** HTTP requests per minute and API key; past it, 429. Default 0 (no limit). */
  rateLimitPerMinute?: number;
  /** Bounds of what the HTTP mock remembers (see docs/mock.md). */
  stateLimits?: Partial<StateLimits>;
  /** What both mocks transcribe. Default: the spec's examples. */
  script?: MockScript;
  /**
   * How long a client may take over a request's headers (default 30 s), a whole request (15 min, for an
   * upload of 1 GiB), and how long a connection may stay silent (60 s), on both mocks (the streaming mock's
   * apply to the upgrade request; its sessions keep the contract's limits); and the slowest an HTTP request's
   * body may arrive (240 bytes a second on average, after a grace of 5 s). Past them: 408, and the connection
   * closes.
   */
  timeouts?: Partial<ConnectionTimeouts>;
  /** Override the streaming contract's limits, such as a short idle time-out. */
  streamLimits?: Partial<SessionLimits>;
  /** The OpenAPI document. Default: the package's specs/openapi.yaml. */
  specPath?: string;
  /**
   * Hosts besides loopback (127.0.0.0/8, ::1, localhost) a transcription's `webhook_url` may name; any other
   * is refused at create (400 `webhook_url_not_allowed`), so that a shared mock cannot be made to send
   * requests elsewhere. Default none.
   */
  allowWebhookHosts?: readonly string[];
  /** Multiplies the webhook retry schedule (5 s, 30 s, 2 min, 10 min, 45 min): 0.001 for a test. Default 1. */
  webhookRetryScale?: number;
  /**
   * Hosts an `audio_url` is fetched from (loopback is not one unless named); any other is answered with a
   * stand-in audio, and a host under `.invalid` fails as unreachable. Default none: the mock fetches nothing.
   */
  allowAudioUrlHosts?: readonly string[];
  /** Called after each webhook delivery attempt, with the delivery so far (`GET /__mock/webhooks` lists them). */
  onWebhookDelivery?: (delivery: WebhookDelivery) => void;
  /** A line per session event, request failure or contract violation. */
  onLog?: (line: string) => void;
  /** The clock of transcriptions and keys (ms since the epoch). Default Date.now. */
  now?: () => number;
}

/** The mocks `startMocks()` started: their URLs to pass to the clients, and `stop()`. */
export interface RunningMocks {
  /** The HTTP base URL, `/v1` included: pass it as `baseUrl`. */
  httpUrl: string;
  /** The streaming URL: pass it as `streamUrl`. */
  streamUrl: string;
  /** The state both mocks share. */
  state: MockState;
  /** Forgets what one API key made (its webhook deliveries too), or everything. */
  reset(apiKey?: string): void;
  /** The webhook deliveries of transcriptions an API key made, oldest first (as `GET /__mock/webhooks`). */
  webhookDeliveries(apiKey: string): WebhookDelivery[];
  /** Answers Prism found at odds with the contract since the start (a healthy mock has none). */
  readonly responseViolations: number;
  stop(): Promise<void>;
}

/**
 * The folder of the contract the mocks serve: the package's own copy (specs/, beside dist/) when built, the
 * repository's specs/ when run from the sources (a built copy there may be stale).
 */
export function packagedSpecsDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const directory = resolve(here, basename(here) === "dist" ? "../specs" : "../../../../specs");
  if (!existsSync(join(directory, "openapi.yaml"))) {
    throw new Error(`The contract is not in ${directory}, where the package keeps it; pass { specPath }.`);
  }
  return directory;
}

/** specs/openapi.yaml of this package (see packagedSpecsDir). */
export function packagedSpecPath(): string {
  return join(packagedSpecsDir(), "openapi.yaml");
}

function basePathOf(operations: IHttpOperation[]): string {
  const url = operations[0]?.servers?.[0]?.url;
  if (!url) return "";
  try {
    return new URL(url).pathname.replace(/\/+$/, "");
  } catch {
    return "";
  }
}

/**
 * The contract engine (Prism), loaded when the mock starts rather than when `@stt-service/mock` is imported:
 * a suite that imports the package for its types or the streaming mock alone does not pay for Prism.
 */
async function loadPrismContractEngine(): Promise<typeof PrismContractEngine> {
  return (await import("./prism-contract-engine.js")).PrismContractEngine;
}

function range(value: number | readonly [number, number] | undefined): readonly [number, number] {
  if (value === undefined) return [0, 0];
  return typeof value === "number" ? [value, value] : value;
}

/**
 * Starts both mocks on free loopback ports (unless told otherwise): the stateful HTTP mock, with Prism checking
 * every exchange against the contract, and the streaming mock. Resolves once both listen.
 */
export async function startMocks(options: MockOptions = {}): Promise<RunningMocks> {
  const latency = range(options.latencyMs);
  checkTimes("startMocks()", { timeouts: options.timeouts, streamLimits: options.streamLimits, latencyMs: latency[1] });
  const host = options.host ?? "127.0.0.1";
  const now = options.now ?? Date.now;
  const script = options.script ?? defaultMockScript;
  const state = new MockState(options.stateLimits);
  const engine = await (await loadPrismContractEngine()).load(options.specPath ?? packagedSpecPath());
  const basePath = basePathOf(engine.operations);
  const timeouts = { ...defaultConnectionTimeouts, ...options.timeouts };
  const webhooks = new WebhookDeliveries(state, {
    ...defaultWebhookSettings,
    now,
    allowedHosts: options.allowWebhookHosts ?? [],
    retryScale: options.webhookRetryScale ?? defaultWebhookSettings.retryScale,
    fetch: (url, init) => fetch(url, init),
    onDelivery: options.onWebhookDelivery,
    onLog: options.onLog,
  });
  const http = new HttpMock({
    engine,
    state,
    script,
    models: mockModels,
    stateless: options.stateless ?? false,
    dynamic: options.dynamic ?? false,
    basePath,
    speed: options.speed ?? 20,
    minProcessingMs: options.minProcessingMs ?? 500,
    latencyMs: latency,
    failureRate: options.failureRate ?? 0,
    rateLimitPerMinute: options.rateLimitPerMinute ?? 0,
    now,
    random: Math.random,
    bodyRate: { minBytesPerSecond: timeouts.minBodyBytesPerSecond, graceMs: timeouts.bodyRateGraceMs },
    webhooks,
    allowWebhookHosts: options.allowWebhookHosts ?? [],
    allowAudioUrlHosts: options.allowAudioUrlHosts ?? [],
    onLog: options.onLog,
  });
  const httpServer = await listen(http, host, options.httpPort ?? 0, basePath, timeouts);
  let stream: Awaited<ReturnType<typeof startStreamingMock>>;
  try {
    stream = await startStreamingMock({
      host,
      port: options.streamPort ?? 0,
      script,
      limits: options.streamLimits,
      timeouts,
      access: streamAccessOf(state, now),
      onLog: options.onLog,
    });
  } catch (error) {
    webhooks.close();
    await httpServer.close();
    throw error;
  }
  return {
    httpUrl: httpServer.url,
    streamUrl: stream.url,
    state,
    reset: (apiKey) => {
      state.reset(apiKey);
      webhooks.reset(apiKey);
    },
    webhookDeliveries: (apiKey) => webhooks.list(state.peekTenant(apiKey)),
    get responseViolations() {
      return http.responseViolations;
    },
    stop: async () => {
      webhooks.close();
      await Promise.all([httpServer.close(), stream.close()]);
    },
  };
}
