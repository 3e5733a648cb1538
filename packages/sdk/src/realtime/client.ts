// RealtimeServiceClient: opens real-time sessions at {stream_url}, authenticating the way the runtime
// allows (header in Node, subprotocol with a temporary key in browsers).

import {
  checkCallOptions,
  checkKeyInBrowser,
  checkLogger,
  checkMilliseconds,
  checkNumber,
  checkOptionNames,
  checkServiceUrl,
  checkSignal,
  checkTemporaryKey,
  isPrintableKey,
  mintInPage,
} from "../core/checks.js";
import { environment, isBrowser, resolveLogLevel } from "../core/environment.js";
import { consoleLogger, type Logger, type LogLevel, RedactingLogger } from "../core/logger.js";
import { rememberMintedSecret } from "../core/redaction.js";
import { ServiceConfigError } from "../generated/errors.js";
import {
  configMessageKeys,
  defaultStreamUrl,
  streamLimitKeepaliveIntervalSeconds,
} from "../generated/realtime/channel.js";
import type { ConfigMessage } from "../generated/realtime/messages.js";
import { type AuthMethod, createOpener, globalWebSocket } from "./connection.js";
import { RealtimeSession } from "./session.js";
import type { UrlSource } from "./upgrade.js";
import type { WebSocketConstructor } from "./websocket-like.js";

/** The config message, without the deprecated `api_key` (the client sends the key itself). */
export type RealtimeConfig = Omit<ConfigMessage, "api_key">;

/** Options of `RealtimeServiceClient`: the key, where the stream is, and how a session connects, sends and recovers. */
export interface RealtimeClientOptions {
  /**
   * The API key, sent in the Authorization header (Node). Default: `STT_API_KEY`. A long-lived key is refused
   * in a browser, page or worker (see `dangerouslyAllowBrowser`): a browser streams with `temporaryKey`.
   */
  apiKey?: string;
  /**
   * A temporary key from `POST /auth/temporary-api-key`, or a function that fetches a fresh one for each
   * connection. Browsers must use one: it travels in the subprotocol list. A key without the temporary keys'
   * form (`tmp_…`, as that operation declares its `api_key`) is refused with a ServiceConfigError before the
   * socket opens, whether given or resolved, so a long-lived key never leaves a page; Node refuses it too, so
   * that a test in Node fails as the page would. A long-lived key is `apiKey`.
   */
  temporaryKey?: string | (() => Promise<string>);
  /** Default: `STT_STREAM_URL`, then the spec's first server. */
  streamUrl?: string;
  /**
   * A WebSocket class with the browser's constructor; by default the runtime's global one, read at each
   * connect() (`ws` on Node 20). Passing the global itself (`WebSocket: globalThis.WebSocket`) means the
   * global as it is at connect(): one replaced after the client was made (MSW's `worker.start()` or
   * `server.listen()` patch it) is the one used, so a client made at module load streams through the mock.
   */
  WebSocket?: WebSocketConstructor;
  /**
   * How the key travels; by default the best the WebSocket allows. `header` needs Node and the SDK's own
   * WebSocket (a browser cannot set headers); `config` is deprecated.
   */
  authMethod?: AuthMethod;
  /** How long connect() waits for the acknowledgement. Default 10 000 ms. */
  connectTimeoutMs?: number;
  /** Send a keepalive after this long without audio. Default 5 000 ms; 0 turns it off. */
  keepaliveIntervalMs?: number;
  /** sendAudio() waits while more than this is buffered in the socket. Default 1 MiB. */
  maxBufferedBytes?: number;
  /**
   * finalize() and finish() reject with a ServiceTimeoutError once the server has sent nothing for this
   * long while they wait; each frame restarts it, so a long backlog of audio still finishes. Default
   * 30 000 ms, beyond the server's own 20 s idle limit.
   */
  finishTimeoutMs?: number;
  /**
   * Open a new session after a 503 or a dropped connection, sending again the audio after the last final
   * token (raw or WAV audio) and saying where it starts (the config's `audio_offset_ms`), so the transcript
   * continues with no final token repeated or missing. Off by default.
   */
  reconnect?: boolean | { maxAttempts?: number; maxResendBytes?: number };
  logger?: Logger;
  /** Default: `STT_LOG`, else `warn`. */
  logLevel?: LogLevel;
  /**
   * Lets a long-lived `apiKey` be used in a browser (a page, an iframe or a worker), which is refused otherwise (a ServiceConfigError):
   * anyone who opens the page can read the key. It does not make the stream take the key: the subprotocol,
   * the one way a page sends one, takes temporary keys only, and the server answers a long-lived key there
   * with 401. A page passes `temporaryKey`, minted by its backend; a page with no backend (one that only
   * talks to the mock, or an internal tool) mints it with `new AsyncServiceClient({ apiKey,
   * dangerouslyAllowBrowser: true }).auth.createTemporaryKey(...)`. Default false; Node never checks.
   */
  dangerouslyAllowBrowser?: boolean;
}

const realtimeOptionNames = [
  "apiKey",
  "temporaryKey",
  "streamUrl",
  "WebSocket",
  "authMethod",
  "connectTimeoutMs",
  "keepaliveIntervalMs",
  "maxBufferedBytes",
  "finishTimeoutMs",
  "reconnect",
  "logger",
  "logLevel",
  "dangerouslyAllowBrowser",
] as const satisfies readonly (keyof RealtimeClientOptions)[];

const defaultReconnectAttempts = 3;
const defaultMaxResendBytes = 16 * 1024 * 1024;

const authMethods: readonly AuthMethod[] = ["header", "subprotocol", "config"];

/**
 * The real-time client: streams audio over a WebSocket and receives tokens as they are recognized.
 *
 * ```ts
 * const realtime = new RealtimeServiceClient({ apiKey: process.env.STT_API_KEY });
 * const session = await realtime.connect({ model: "stt-rt-v3", audio_format: "pcm_s16le", sample_rate: 16000, num_channels: 1 });
 * session.on("final", ({ text }) => console.log(text));
 * await session.stream(audio);
 * const { text } = await session.finish();
 * ```
 */
export class RealtimeServiceClient {
  readonly #options: RealtimeClientOptions;
  readonly #url: string;
  readonly #urlSource: UrlSource;
  readonly #key: () => Promise<string>;
  readonly #logger: RedactingLogger;
  readonly #secrets: string[];
  readonly #connectTimeoutMs: number;
  readonly #keepaliveIntervalMs: number;
  readonly #maxBufferedBytes: number;
  readonly #finishTimeoutMs: number;
  /** The class passed in was the global WebSocket when the client was made: it stands for the global. */
  readonly #passedTheGlobal: boolean;

  /** @throws ServiceConfigError when an option is invalid (before any I/O). */
  constructor(options: RealtimeClientOptions = {}) {
    checkOptionNames(options, realtimeOptionNames);
    const apiKey = options.apiKey ?? environment("STT_API_KEY");
    const { temporaryKey, WebSocket, authMethod, reconnect } = options;
    if (temporaryKey !== undefined && typeof temporaryKey !== "string" && typeof temporaryKey !== "function") {
      throw new ServiceConfigError("temporaryKey must be a key, or a function that resolves to a fresh one.");
    }
    if (WebSocket !== undefined && typeof WebSocket !== "function") {
      throw new ServiceConfigError("WebSocket must be a WebSocket class, such as the browser's or the ws package's.");
    }
    if (authMethod !== undefined && !authMethods.includes(authMethod)) {
      throw new ServiceConfigError(`authMethod is "${String(authMethod)}"; use one of ${authMethods.join(", ")}.`);
    }
    if (authMethod === "header" && (WebSocket !== undefined || isBrowser())) {
      throw new ServiceConfigError(
        "authMethod \"header\" needs Node and the SDK's own WebSocket: a browser's, or a class passed in, takes no headers.",
      );
    }
    if (reconnect !== undefined && typeof reconnect !== "boolean") {
      if (typeof reconnect !== "object" || reconnect === null) {
        throw new ServiceConfigError("reconnect must be true, false or { maxAttempts, maxResendBytes }.");
      }
      checkOptionNames(reconnect, ["maxAttempts", "maxResendBytes"]);
      checkNumber("reconnect.maxAttempts", reconnect.maxAttempts, defaultReconnectAttempts, { integer: true });
      checkNumber("reconnect.maxResendBytes", reconnect.maxResendBytes, defaultMaxResendBytes, {
        integer: true,
        unit: "bytes",
      });
    }
    if (apiKey === undefined && temporaryKey === undefined) {
      throw new ServiceConfigError(
        "No key: pass { apiKey } (servers), { temporaryKey } (browsers), or set STT_API_KEY.",
      );
    }
    for (const key of [apiKey, typeof temporaryKey === "string" ? temporaryKey : undefined]) {
      if (key !== undefined && !isPrintableKey(key)) {
        throw new ServiceConfigError("A key must be printable ASCII without spaces.");
      }
    }
    if (typeof temporaryKey === "string") checkTemporaryKey(temporaryKey, "temporaryKey");
    checkKeyInBrowser(
      apiKey,
      options.dangerouslyAllowBrowser,
      "Pass { temporaryKey } instead: a function that fetches a temporary key your backend mints with POST /auth/temporary-api-key; the stream refuses a long-lived key from a page, opted in or not. " +
        "With no backend (a page that only talks to the mock, or an internal tool if you know the risk), the page mints it: " +
        `temporaryKey: async () => ${mintInPage}.`,
    );
    this.#secrets = [apiKey, typeof temporaryKey === "string" ? temporaryKey : undefined].filter(
      (key): key is string => key !== undefined,
    );
    const fixedSecretCount = this.#secrets.length;
    const streamUrl = options.streamUrl ?? environment("STT_STREAM_URL");
    this.#urlSource = streamUrl === undefined ? "default" : options.streamUrl ? "streamUrl" : "STT_STREAM_URL";
    this.#url =
      streamUrl === undefined
        ? defaultStreamUrl
        : checkServiceUrl(
            streamUrl,
            options.streamUrl ? "streamUrl" : "STT_STREAM_URL",
            ["wss:", "ws:"],
            defaultStreamUrl,
          );
    this.#connectTimeoutMs = checkMilliseconds("connectTimeoutMs", options.connectTimeoutMs, 10_000);
    this.#keepaliveIntervalMs = checkMilliseconds(
      "keepaliveIntervalMs",
      options.keepaliveIntervalMs,
      streamLimitKeepaliveIntervalSeconds * 1000,
      { exclusive: false },
      "0 for no keepalive",
    );
    this.#maxBufferedBytes = checkNumber("maxBufferedBytes", options.maxBufferedBytes, 1024 * 1024, {
      integer: true,
      unit: "bytes",
    });
    this.#finishTimeoutMs = checkMilliseconds("finishTimeoutMs", options.finishTimeoutMs, 30_000);
    checkLogger(options.logger ?? consoleLogger);
    this.#logger = new RedactingLogger(
      options.logger ?? consoleLogger,
      resolveLogLevel(options.logLevel),
      this.#secrets,
    );
    this.#options = options;
    this.#passedTheGlobal = WebSocket !== undefined && WebSocket === globalWebSocket();
    this.#key = async () => {
      if (typeof temporaryKey === "function") {
        const key = await temporaryKey();
        if (!isPrintableKey(key)) {
          throw new ServiceConfigError("temporaryKey() must resolve to a key: printable ASCII without spaces.");
        }
        // Before the socket opens: a long-lived key returned here must not leave the page either.
        checkTemporaryKey(key, "The key temporaryKey() resolved to");
        rememberMintedSecret(this.#secrets, fixedSecretCount, key);
        return key;
      }
      return (temporaryKey ?? apiKey) as string;
    };
  }

  /**
   * Opens a session: connects, sends the config, and resolves once the server acknowledges it.
   *
   * `signal` gives up connecting (a component unmounted, a user cancelled): the socket, if one was opened, is
   * closed, and connect() rejects with the signal's reason, as every call of the SDK cancelled by its caller
   * does. No session is returned, so no session event follows.
   * @throws ServiceTimeoutError without an acknowledgement in time; the error kind of the server's error frame.
   */
  async connect(config: RealtimeConfig, options?: { signal?: AbortSignal }): Promise<RealtimeSession> {
    const { signal } = checkCallOptions(options, "connect()", ["signal"]);
    checkSignal("connect() signal", signal);
    if (typeof config !== "object" || config === null) {
      throw new ServiceConfigError(
        'connect() takes the session\'s config, such as { model: "stt-rt-v3", audio_format: "auto" }.',
      );
    }
    // The config's keys are the contract's snake_case names: sampleRate is refused with sample_rate named.
    checkOptionNames(config, configMessageKeys, "connect() config");
    const keyIsLongLived = this.#options.temporaryKey === undefined;
    // A client made before MSW patched the global (at module load, before `worker.start()`) follows it.
    const WebSocket = (this.#passedTheGlobal && globalWebSocket()) || this.#options.WebSocket;
    const opener = await createOpener(WebSocket, this.#options.authMethod, keyIsLongLived).catch((error: Error) => {
      throw new ServiceConfigError(`Cannot open a WebSocket: ${error.message}.`);
    });
    const reconnect = this.#options.reconnect;
    const reconnectOptions = typeof reconnect === "object" ? reconnect : {};
    // Loaded only by clients that ask for it: the rest never carry its code.
    const reconnector = reconnect
      ? new (await import("./reconnect.js")).Reconnector(
          reconnectOptions.maxAttempts ?? defaultReconnectAttempts,
          reconnectOptions.maxResendBytes ?? defaultMaxResendBytes,
          this.#logger,
        )
      : undefined;
    const session = new RealtimeSession({
      url: this.#url,
      urlSource: this.#urlSource,
      key: this.#key,
      opener,
      config: config as ConfigMessage,
      connectTimeoutMs: this.#connectTimeoutMs,
      keepaliveIntervalMs: this.#keepaliveIntervalMs,
      maxBufferedBytes: this.#maxBufferedBytes,
      finishTimeoutMs: this.#finishTimeoutMs,
      reconnector,
      logger: this.#logger,
      secrets: this.#secrets,
    });
    await session.open(signal);
    return session;
  }
}
