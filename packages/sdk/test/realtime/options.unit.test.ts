// Bad options of the real-time client fail at construction with a ServiceConfigError saying what to do,
// before any socket is opened.
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type RealtimeClientOptions,
  RealtimeServiceClient,
  ServiceConfigError,
  type WebSocketConstructor,
} from "../../src/realtime.js";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

let sockets = 0;
const CountingWebSocket = class {
  constructor() {
    sockets++;
  }
} as unknown as WebSocketConstructor;

const badOptions: { options: RealtimeClientOptions; message: string }[] = [
  { options: {}, message: "No key: pass { apiKey } (servers), { temporaryKey } (browsers), or set STT_API_KEY." },
  { options: { apiKey: "two words" }, message: "A key must be printable ASCII without spaces." },
  {
    options: { apiKey: "k", streamURL: "ws://127.0.0.1:4011/transcribe-websocket" } as RealtimeClientOptions,
    message: 'Unknown option "streamURL"; did you mean "streamUrl"?',
  },
  { options: { temporaryKey: 42 as never }, message: "temporaryKey must be a key, or a function" },
  { options: { apiKey: "k", WebSocket: "ws" as never }, message: "WebSocket must be a WebSocket class" },
  { options: { apiKey: "k", authMethod: "cookie" as never }, message: 'authMethod is "cookie"; use one of header,' },
  {
    options: { apiKey: "k", authMethod: "header" },
    message: 'authMethod "header" needs Node and the SDK\'s own WebSocket',
  },
  {
    options: { apiKey: "k", connectTimeoutMs: 0 },
    message: "connectTimeoutMs is 0; give a number of milliseconds above 0 (default 10000).",
  },
  {
    options: { apiKey: "k", keepaliveIntervalMs: -1 },
    message: "keepaliveIntervalMs is -1; give a number of milliseconds of at least 0",
  },
  // Timers hold at most 2^31-1 ms: a longer time-out would fire after about 1 ms.
  {
    options: { apiKey: "k", connectTimeoutMs: 2 ** 31 },
    message: "connectTimeoutMs is 2147483648, longer than a timer can wait (2147483647 ms",
  },
  {
    options: { apiKey: "k", finishTimeoutMs: 2 ** 31 },
    message: "finishTimeoutMs is 2147483648, longer than a timer can wait",
  },
  {
    options: { apiKey: "k", keepaliveIntervalMs: 2 ** 31 },
    message: "give at most 2147483647, or 0 for no keepalive.",
  },
  { options: { apiKey: "k", maxBufferedBytes: Number.NaN }, message: "maxBufferedBytes is NaN" },
  { options: { apiKey: "k", reconnect: "yes" as never }, message: "reconnect must be true, false or {" },
  { options: { apiKey: "k", reconnect: { maxAttempts: -1 } }, message: "reconnect.maxAttempts is -1" },
  {
    options: { apiKey: "k", reconnect: { maxResendByte: 10 } as never },
    message:
      'Unknown option "maxResendByte"; did you mean "maxResendBytes"? The options are maxAttempts, maxResendBytes.',
  },
  { options: { apiKey: "k", logger: { debug() {} } as never }, message: "logger.info is not a function" },
  { options: { apiKey: "k", logLevel: "loud" as never }, message: 'logLevel is "loud"' },
];

describe("RealtimeServiceClient options", () => {
  it.each(badOptions)("refuse $options with a clear ServiceConfigError", ({ options, message }) => {
    vi.stubEnv("STT_API_KEY", "");
    const create = () => new RealtimeServiceClient({ WebSocket: CountingWebSocket, ...options });
    expect(create).toThrow(ServiceConfigError);
    expect(create).toThrow(message);
    expect(sockets).toBe(0);
  });

  it("take a boolean or a bounded reconnect, and every documented option", () => {
    expect(
      () =>
        new RealtimeServiceClient({
          apiKey: "k",
          streamUrl: "ws://127.0.0.1:4011/transcribe-websocket",
          WebSocket: CountingWebSocket,
          authMethod: "subprotocol",
          connectTimeoutMs: 100,
          keepaliveIntervalMs: 0,
          maxBufferedBytes: 1024,
          reconnect: { maxAttempts: 2, maxResendBytes: 1024 },
          logLevel: "off",
        }),
    ).not.toThrow();
    expect(() => new RealtimeServiceClient({ apiKey: "k", reconnect: true })).not.toThrow();
    expect(sockets).toBe(0);
  });

  it('refuse authMethod "header" with a WebSocket class passed in, which takes no headers', () => {
    const create = () => new RealtimeServiceClient({ apiKey: "k", authMethod: "header", WebSocket: CountingWebSocket });
    expect(create).toThrow(ServiceConfigError);
    expect(create).toThrow("a browser's, or a class passed in, takes no headers");
    expect(sockets).toBe(0);
  });

  // Node under jsdom or happy-dom: the DOM's globals, but a server's process. A long-lived key goes in the
  // Authorization header of the global WebSocket's init object (MSW's class hands it to its handlers); the
  // subprotocol would carry it to a 401. A temporary key still takes the subprotocol.
  it.each([
    ["an API key", { apiKey: "sk_live_node_key" }, [{ headers: { authorization: "Bearer sk_live_node_key" } }]],
    [
      'authMethod "header"',
      { apiKey: "sk_live_node_key", authMethod: "header" },
      [{ headers: { authorization: "Bearer sk_live_node_key" } }],
    ],
    ["a temporary key", { temporaryKey: "tmp_node_key" }, [["stt-api-key", "tmp_node_key"]]],
  ] as const)("send %s from Node with jsdom's globals as the stream takes it", async (_name, options, expected) => {
    vi.stubGlobal("window", {});
    vi.stubGlobal("document", {});
    const made: unknown[][] = [];
    vi.stubGlobal(
      "WebSocket",
      class {
        constructor(_url: string, second: unknown) {
          made.push([second]);
          throw new Error("recorded");
        }
      },
    );
    const client = new RealtimeServiceClient({
      ...options,
      streamUrl: "ws://127.0.0.1:1/transcribe-websocket",
      logLevel: "off",
    } as RealtimeClientOptions);
    await client.connect({ model: "stt-rt-v3", audio_format: "auto" }).catch(() => undefined);
    expect(made).toEqual([expected]);
  });
});

// The browser half of this check runs in Chromium (packages/sdk/test/realtime/browser-strict.browser.test.ts).
describe("a long-lived apiKey outside a browser page", () => {
  it("is taken in Node even with a window and a document (jsdom's globals), without dangerouslyAllowBrowser", () => {
    vi.stubGlobal("window", {});
    vi.stubGlobal("document", {});
    vi.stubGlobal("WebSocket", CountingWebSocket);
    expect(() => new RealtimeServiceClient({ apiKey: "sk_long-lived" })).not.toThrow();
  });

  it("dangerouslyAllowBrowser takes only true or false", () => {
    expect(() => new RealtimeServiceClient({ apiKey: "k", dangerouslyAllowBrowser: 1 as never })).toThrow(
      "dangerouslyAllowBrowser must be true or false.",
    );
    expect(() => new RealtimeServiceClient({ apiKey: "k", dangerouslyAllowBrowser: false })).not.toThrow();
  });
});

// MSW patches the global WebSocket when its server listens (or its worker starts), often after the app's modules
// made their clients. The browser half runs in Chromium: packages/sdk/test/realtime/msw-module-client.browser.test.ts.
describe("a WebSocket class passed in", () => {
  /** A class that records that it was used, then refuses, so that connect() ends at once. */
  const recording = (name: string, used: string[]) =>
    class {
      constructor() {
        used.push(name);
        throw new Error(`${name} refused`);
      }
    } as unknown as WebSocketConstructor;
  const connectWith = (client: RealtimeServiceClient) =>
    client.connect({ model: "stt-rt-v3", audio_format: "auto" }).catch(() => undefined);

  it("that was the global when the client was made stands for the global: a replacement made later is used", async () => {
    const used: string[] = [];
    vi.stubGlobal("WebSocket", recording("the global at module load", used));
    const client = new RealtimeServiceClient({
      temporaryKey: "tmp_module_level",
      streamUrl: "ws://127.0.0.1:9/transcribe-websocket",
      WebSocket: globalThis.WebSocket,
    });
    vi.stubGlobal("WebSocket", recording("the global MSW patched in", used));
    await connectWith(client);
    expect(used).toEqual(["the global MSW patched in"]);
  });

  it("that was not the global is used as given, whatever the global becomes", async () => {
    const used: string[] = [];
    vi.stubGlobal("WebSocket", recording("the global", used));
    const client = new RealtimeServiceClient({
      temporaryKey: "tmp_module_level",
      streamUrl: "ws://127.0.0.1:9/transcribe-websocket",
      WebSocket: recording("the class given", used),
    });
    vi.stubGlobal("WebSocket", recording("a later global", used));
    await connectWith(client);
    expect(used).toEqual(["the class given"]);
  });
});

// The browser half (the same refusal in a page and its workers) runs in Chromium:
// packages/sdk/test/realtime/browser-scopes.browser.test.ts.
describe("a temporaryKey in Node that is not a temporary key", () => {
  const refusal = (where: string) =>
    `${where} is not a temporary key (^tmp_[A-Za-z0-9_-]+$, at most 256 characters), the one key a page may stream with: ` +
    "pass the api_key of POST /auth/temporary-api-key, which your backend mints with the key it keeps. In Node, a long-lived key is apiKey (sent in the Authorization header).";

  it("is refused at construction, as a page refuses it, saying to pass it as apiKey, without quoting it", () => {
    const create = () =>
      new RealtimeServiceClient({ temporaryKey: "sk_live_long-lived-key", WebSocket: CountingWebSocket });
    expect(create).toThrow(ServiceConfigError);
    expect(create).toThrow(refusal("temporaryKey"));
    expect(sockets).toBe(0);
  });

  it("is refused when temporaryKey() resolves to one, before any socket opens", async () => {
    const before = sockets;
    const client = new RealtimeServiceClient({
      temporaryKey: async () => "sk_live_long-lived-key",
      streamUrl: "ws://127.0.0.1:9/transcribe-websocket",
      WebSocket: CountingWebSocket,
      // A socket that never opens ends in this time-out, should the key get as far as a socket.
      connectTimeoutMs: 2000,
      logLevel: "off",
    });
    const failure = await client.connect({ model: "stt-rt-v3", audio_format: "auto" }).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(ServiceConfigError);
    expect((failure as Error).message).toBe(refusal("The key temporaryKey() resolved to"));
    expect(sockets).toBe(before);
  });

  it("is taken as apiKey, in the Authorization header; a key of the temporary form is taken as temporaryKey", async () => {
    expect(() => new RealtimeServiceClient({ apiKey: "sk_live_long-lived-key" })).not.toThrow();
    expect(() => new RealtimeServiceClient({ temporaryKey: "tmp_Q2hhbmdlTWVUb0FSZWFsS2V5" })).not.toThrow();
  });
});

describe("the options of a session's calls", () => {
  const client = () =>
    new RealtimeServiceClient({
      apiKey: "k",
      streamUrl: "ws://127.0.0.1:9/transcribe-websocket",
      WebSocket: CountingWebSocket,
      authMethod: "subprotocol",
    });

  it("refuse a config key the contract does not have, naming the key it likely meant, before any socket", async () => {
    const before = sockets;
    const connecting = client().connect({ model: "stt-rt-v3", audio_format: "pcm_s16le", sampleRate: 16000 } as never);
    await expect(connecting).rejects.toThrow(ServiceConfigError);
    await expect(connecting).rejects.toThrow(
      'connect() config: unknown option "sampleRate"; did you mean "sample_rate"? The options are model,',
    );
    await expect(client().connect({ model: "stt-rt-v3", enable_endpoint_detect: true } as never)).rejects.toThrow(
      'did you mean "enable_endpoint_detection"?',
    );
    await expect(client().connect("stt-rt-v3" as never)).rejects.toThrow("connect() takes the session's config");
    expect(sockets).toBe(before);
  });
});
