// Bad options fail at construction with ServiceConfigError, before any I/O, saying what to do; good
// defaults come from the environment and the spec.
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultBaseUrl } from "../../src/generated/http/operations.js";
import { AsyncServiceClient, type ClientOptions, createFetchClient, ServiceConfigError } from "../../src/index.js";
import { SyncServiceClient } from "../../src/sync.js";
import { capturingLogger } from "./clients.js";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

const constructors = [
  { name: "AsyncServiceClient", create: (options: ClientOptions) => new AsyncServiceClient(options) },
  { name: "SyncServiceClient", create: (options: ClientOptions) => new SyncServiceClient(options) },
];

const badOptions: { options: ClientOptions; message: string }[] = [
  { options: {}, message: "No API key: pass { apiKey } or set the STT_API_KEY environment variable." },
  { options: { apiKey: "" }, message: "No API key" },
  { options: { apiKey: "k", baseUrl: "api.example.test" }, message: 'baseUrl "api.example.test" is not a URL' },
  { options: { apiKey: "k", baseUrl: "ftp://api.example.test" }, message: "baseUrl must use https or http, not ftp:" },
  {
    options: { apiKey: "k", baseUrl: "https://api.example.test/v1?key=1" },
    message: "must not carry credentials, a query or a fragment",
  },
  { options: { apiKey: "k", timeoutMs: 0 }, message: "timeoutMs is 0" },
  // Timers hold at most 2^31-1 ms; a longer time-out would fire after about 1 ms.
  {
    options: { apiKey: "k", timeoutMs: 2 ** 31 },
    message:
      "timeoutMs is 2147483648, longer than a timer can wait (2147483647 ms, about 24.8 days; a longer one fires at once): give at most 2147483647.",
  },
  {
    options: { apiKey: "k", timeoutMs: Number.POSITIVE_INFINITY },
    message: "timeoutMs is Infinity, longer than a timer",
  },
  { options: { apiKey: "k", maxRetries: -1 }, message: "maxRetries is -1" },
  { options: { apiKey: "k", maxRetries: 1.5 }, message: "maxRetries is 1.5" },
  {
    options: { apiKey: "k", logLevel: "loud" as never },
    message: 'logLevel is "loud"; use one of debug, info, warn, error, off.',
  },
  { options: { apiKey: "k", defaultHeaders: { Authorization: "Bearer x" } }, message: "must not set Authorization" },
  // A typo would otherwise be ignored, and the client would talk to the default server.
  {
    options: { apiKey: "k", baseURL: "http://127.0.0.1:4010" } as ClientOptions,
    message: 'Unknown option "baseURL"; did you mean "baseUrl"? The options are apiKey, baseUrl,',
  },
  { options: { apiKey: "k", logger: {} as never }, message: "logger.debug is not a function" },
  {
    options: { apiKey: "k", maxResponseBytes: 0 },
    message: "maxResponseBytes is 0; give a whole number of bytes above 0 (default 67108864).",
  },
];

describe.each(constructors)("$name options", ({ create }) => {
  it.each(badOptions)("refuse $options with a clear ServiceConfigError, before any I/O", ({ options, message }) => {
    vi.stubEnv("STT_API_KEY", "");
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    expect(() => create(options)).toThrow(ServiceConfigError);
    expect(() => create(options)).toThrow(message);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it("take the key, base URL and log level from STT_API_KEY, STT_BASE_URL and STT_LOG", async () => {
    vi.stubEnv("STT_API_KEY", "from-env");
    vi.stubEnv("STT_BASE_URL", "https://staging.example.test/v1/");
    vi.stubEnv("STT_LOG", "nonsense");
    expect(() => create({})).toThrow('STT_LOG is "nonsense"');
    vi.stubEnv("STT_LOG", "debug");
    const requests: Request[] = [];
    const { logger, lines } = capturingLogger();
    const client = new AsyncServiceClient({
      logger,
      fetch: async (input, init) => {
        requests.push(new Request(input, init));
        return Response.json({ models: [] }, { headers: { "x-request-id": "req-env" } });
      },
    });
    await client.models.list();
    // STT_BASE_URL, its trailing slash dropped; STT_API_KEY as the bearer; STT_LOG=debug logs the call.
    expect(requests.map((request) => request.url)).toEqual(["https://staging.example.test/v1/models"]);
    expect(requests[0]?.headers.get("authorization")).toBe("Bearer from-env");
    expect(lines.length).toBeGreaterThan(0);
  });
});

describe("AsyncServiceClient defaults", () => {
  it("sends to the spec's first server, with the key from the environment, and logs nothing at warn", async () => {
    vi.stubEnv("STT_API_KEY", "from-env");
    vi.stubEnv("STT_BASE_URL", "");
    vi.stubEnv("STT_LOG", "");
    const requests: Request[] = [];
    const { logger, lines } = capturingLogger();
    const client = new AsyncServiceClient({
      logger,
      fetch: async (input, init) => {
        requests.push(new Request(input, init));
        return Response.json({ models: [] }, { headers: { "x-request-id": "req-9" } });
      },
    });
    await client.models.list();
    expect(requests[0]?.url).toBe(`${defaultBaseUrl}/models`);
    expect(requests[0]?.headers.get("authorization")).toBe("Bearer from-env");
    expect(lines).toEqual([]);
  });

  it("sends default headers and a call's own over them, but neither replaces the key or accept", async () => {
    const requests: Request[] = [];
    const client = new AsyncServiceClient({
      apiKey: "the-key",
      defaultHeaders: { "x-team": "default", "x-app": "notes" },
      fetch: async (input, init) => {
        requests.push(new Request(input, init));
        return Response.json({ models: [] });
      },
    });
    await client.models.list();
    await client.models.list({
      headers: { "x-team": "call", accept: "text/html" },
    });
    // A call's Authorization is refused, as defaultHeaders' is: the key is the client's.
    await expect(client.models.list({ headers: { authorization: "Bearer stolen" } })).rejects.toThrow(
      "models.list headers must not set Authorization",
    );
    expect(requests).toHaveLength(2);
    const [plain, overridden] = requests.map((request) => Object.fromEntries(request.headers));
    expect(plain).toMatchObject({ "x-team": "default", "x-app": "notes", authorization: "Bearer the-key" });
    expect(overridden).toMatchObject({
      "x-team": "call",
      "x-app": "notes",
      accept: "application/json",
      authorization: "Bearer the-key",
    });
  });

  it("logs one debug line per attempt with method, path, status, ms, attempt and request id", async () => {
    const { logger, lines } = capturingLogger();
    const client = new AsyncServiceClient({
      apiKey: "k",
      logger,
      logLevel: "debug",
      fetch: async () => Response.json({ models: [] }, { headers: { "x-request-id": "req-9" } }),
    });
    await client.models.list();
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe("debug");
    expect(lines[0]?.message).toMatch(/^GET \/models 200 in \d+ ms \(attempt 1 of 3\)$/);
    expect(lines[0]?.fields).toMatchObject({
      method: "GET",
      path: "/models",
      status: 200,
      attempt: 1,
      requestId: "req-9",
    });
  });

  it("when retries run out, rejects with the error and says it only at debug: nothing on stderr at the default level", async () => {
    const answer = () =>
      Response.json(
        { status_code: 503, error_type: "busy", message: "Busy.", request_id: "r" },
        { status: 503, headers: { "retry-after": "0" } },
      );
    // The default logger (the console) at the default level (warn): the app catches the error, and the SDK
    // writes nothing to the console about it.
    vi.stubEnv("STT_LOG", "");
    const written = (["debug", "info", "warn", "error", "log"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => undefined),
    );
    const quiet = new AsyncServiceClient({ apiKey: "k", maxRetries: 1, fetch: async () => answer() });
    await expect(quiet.models.list()).rejects.toMatchObject({ status: 503 });
    for (const spy of written) expect(spy).not.toHaveBeenCalled();

    const { logger, lines } = capturingLogger();
    const client = new AsyncServiceClient({
      apiKey: "k",
      logger,
      logLevel: "debug",
      maxRetries: 1,
      fetch: async () => answer(),
    });
    await expect(client.models.list()).rejects.toMatchObject({ status: 503 });
    expect(lines.map((line) => line.level)).toEqual(["debug", "info", "debug", "debug"]);
    expect(lines.at(-1)?.message).toBe(
      "GET /models failed after 2 attempts: GET /models answered 503 busy: Busy. [request r]",
    );
  });
});

describe("SyncServiceClient refusals", () => {
  it("refuse a fetch option, a signal and a stream, saying what to do instead", () => {
    expect(() => new SyncServiceClient({ apiKey: "k", fetch } as ClientOptions)).toThrow("do not pass fetch");
    const client = new SyncServiceClient({ apiKey: "k", baseUrl: "http://127.0.0.1:9" });
    expect(() => client.models.list({ signal: new AbortController().signal })).toThrow("use timeoutMs");
    expect(() => client.files.upload(new Blob([]).stream())).toThrow("pass a path, bytes or a Blob");
    client.close();
  });
});

/**
 * Headers fetch would refuse on every call (then reported as a retried network error), or that would
 * smuggle another header in. The value is never quoted back: it may be a credential.
 */
const badHeaders: { headers: Record<string, string>; message: string }[] = [
  {
    headers: { "x-team": "a\r\nx-admin: yes" },
    message: 'defaultHeaders["x-team"] holds a line break or a character a header cannot carry',
  },
  { headers: { "x-team": "line\nbreak" }, message: 'defaultHeaders["x-team"] holds a line break' },
  { headers: { "x-team": "nul\u0000" }, message: 'defaultHeaders["x-team"] holds a line break' },
  { headers: { "x-team": "snow \u2603" }, message: 'defaultHeaders["x-team"] holds a line break' },
  { headers: { "x team": "secret-1" }, message: 'defaultHeaders has the name "x team", which is not a header name' },
  { headers: { "x-team:": "secret-1" }, message: 'defaultHeaders has the name "x-team:", which is not a header name' },
  { headers: { "": "secret-1" }, message: 'defaultHeaders has the name "", which is not a header name' },
  { headers: { "x-\r\nteam": "secret-1" }, message: 'defaultHeaders has the name "x-\\r\\nteam"' },
];

describe("defaultHeaders that no request could carry", () => {
  const makers = [
    ...constructors,
    { name: "createFetchClient", create: (options: ClientOptions) => createFetchClient(options) },
  ];
  it.each(makers.flatMap((maker) => badHeaders.map((bad) => ({ ...bad, maker: maker.name, create: maker.create }))))(
    "$maker refuses $headers with ServiceConfigError at construction, without quoting the value",
    ({ headers, message, create }) => {
      const error = (() => {
        try {
          create({ apiKey: "k", defaultHeaders: headers });
        } catch (caught) {
          return caught as Error;
        }
      })();
      expect(error).toBeInstanceOf(ServiceConfigError);
      expect(error?.message).toContain(message);
      for (const value of Object.values(headers)) expect(error?.message).not.toContain(value);
    },
  );

  it("takes visible text, tabs and Latin-1, as fetch does", () => {
    expect(
      () => new AsyncServiceClient({ apiKey: "k", defaultHeaders: { "x-team": "a\tb c", "X_Odd.Name~1": "café" } }),
    ).not.toThrow();
  });
});

describe("the options only some clients take", () => {
  it("AsyncServiceClient refuses a fetch that is not a function, naming what it got", () => {
    expect(() => new AsyncServiceClient({ apiKey: "k", fetch: "fetch" as never })).toThrow(
      "fetch is string; pass a function with the signature of the global fetch.",
    );
  });

  it("createFetchClient refuses the options of the full client it does not use", () => {
    expect(() => createFetchClient({ apiKey: "k", timeoutMs: 5 } as never)).toThrow(
      'Unknown option "timeoutMs". The options are apiKey, baseUrl, fetch, defaultHeaders, dangerouslyAllowBrowser.',
    );
  });
});

describe("the options of each call", () => {
  let requests = 0;
  const countingFetch: typeof fetch = async () => {
    requests++;
    return new Response('{"models":[]}', { headers: { "content-type": "application/json" } });
  };
  const client = () => new AsyncServiceClient({ apiKey: "k", fetch: countingFetch });

  const badCalls: { call: (client: AsyncServiceClient) => Promise<unknown>; message: string }[] = [
    {
      call: (c) => c.models.list({ timeoutMS: 5 } as never),
      message: 'models.list: unknown option "timeoutMS"; did you mean "timeoutMs"? The options are signal,',
    },
    {
      call: (c) => c.transcriptions.waitUntilDone("t-1", { timeoutMS: 1 } as never),
      message: 'transcriptions.waitUntilDone: unknown option "timeoutMS"; did you mean "timeoutMs"?',
    },
    {
      call: (c) => c.files.upload(new Uint8Array([1]), { clientReferenceID: "ticket-1" } as never),
      message: 'files.upload: unknown option "clientReferenceID"; did you mean "clientReferenceId"?',
    },
    {
      call: (c) => c.transcribe(new Uint8Array([1]), { model: "m" } as never, { pollInterval: 5 } as never),
      message: 'transcribe: unknown option "pollInterval"; did you mean "pollIntervalMs"?',
    },
    {
      call: (c) => c.transcribe(new Uint8Array([1]), { model: "m" } as never, { pollIntervalMs: -5 }),
      message: "transcribe pollIntervalMs is -5; give a number of milliseconds above 0",
    },
    {
      call: (c) => c.models.list({ timeoutMs: 2 ** 31 }),
      message: "models.list timeoutMs is 2147483648, longer than a timer can wait (2147483647 ms",
    },
    {
      call: (c) => c.transcriptions.waitUntilDone("t-1", { maxPollIntervalMs: 2 ** 31 }),
      message: "transcriptions.waitUntilDone maxPollIntervalMs is 2147483648, longer than a timer can wait",
    },
    {
      call: (c) => c.transcriptions.waitUntilDone("t-1", { timeoutMs: 2 ** 31 }),
      message: "give at most 2147483647, or leave timeoutMs out to wait with no deadline.",
    },
    {
      call: (c) => c.files.list({}, { maxRetries: 11 }),
      message: "files.list maxRetries is 11; give a whole number from 0 to 10",
    },
    { call: (c) => c.models.list({ signal: "stop" as never }), message: "models.list signal must be an AbortSignal" },
    {
      call: (c) => c.models.list({ headers: { "x-team": "a\nb" } }),
      message: 'models.list headers["x-team"] holds a line break',
    },
    {
      call: (c) => c.transcriptions.create({} as never, { idempotencyKey: "two words" }),
      message: "transcriptions.create idempotencyKey must be 1 to 255 printable ASCII characters",
    },
    {
      call: (c) => c.files.upload(new Uint8Array([1]), { onUploadProgress: "log" as never }),
      message: "files.upload onUploadProgress is string; pass a function of { loaded, total }.",
    },
  ];

  it.each(badCalls)("refuses $message with ServiceConfigError, before any request", async ({ call, message }) => {
    requests = 0;
    const result = call(client());
    await expect(result).rejects.toThrow(ServiceConfigError);
    await expect(result).rejects.toThrow(message);
    expect(requests).toBe(0);
  });

  it("takes every documented option of a call", async () => {
    requests = 0;
    await client().models.list({
      signal: new AbortController().signal,
      timeoutMs: 1_000,
      maxRetries: 0,
      headers: { "x-team": "a" },
    });
    expect(requests).toBe(1);
  });

  it("the sync client refuses them the same way", () => {
    const sync = new SyncServiceClient({ apiKey: "k", baseUrl: "http://127.0.0.1:9" });
    try {
      expect(() => sync.models.list({ timeoutMS: 5 } as never)).toThrow(
        'models.list: unknown option "timeoutMS"; did you mean "timeoutMs"?',
      );
    } finally {
      sync.close();
    }
  });
});

describe("a time-out as long as a timer can hold", () => {
  // Answers only when the call gives up: a server that never answers.
  const silent: typeof fetch = (_input, init) =>
    new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)));

  afterEach(() => {
    vi.useRealTimers();
  });

  it("refuses 2^31 ms before calling anything, and waits out 2^31-1 ms (a day later it still waits)", async () => {
    const fetchSpy = vi.fn(silent);
    expect(() => new AsyncServiceClient({ apiKey: "k", fetch: fetchSpy, timeoutMs: 2 ** 31 })).toThrow(
      "timeoutMs is 2147483648, longer than a timer can wait",
    );
    expect(fetchSpy).not.toHaveBeenCalled();

    vi.useFakeTimers();
    const client = new AsyncServiceClient({ apiKey: "k", fetch: fetchSpy, timeoutMs: 2 ** 31 - 1, maxRetries: 0 });
    const stop = new AbortController();
    const outcome = client.models.list({ signal: stop.signal }).then(
      () => "answered",
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    stop.abort(new Error("stopped by the test"));
    expect(await outcome).toBe("stopped by the test");
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});

// The browser half of these checks runs in Chromium (packages/sdk/test/realtime/browser-strict.browser.test.ts).
describe("a long-lived apiKey outside a browser page", () => {
  it("is taken in Node even with a window and a document (jsdom's globals), without dangerouslyAllowBrowser", () => {
    vi.stubGlobal("window", {});
    vi.stubGlobal("document", {});
    expect(() => new AsyncServiceClient({ apiKey: "sk_long-lived" })).not.toThrow();
    expect(() => createFetchClient({ apiKey: "sk_long-lived" })).not.toThrow();
  });

  it("dangerouslyAllowBrowser takes only true or false, and the sync client (Node's worker threads) has none", () => {
    expect(() => new AsyncServiceClient({ apiKey: "k", dangerouslyAllowBrowser: "yes" as never })).toThrow(
      "dangerouslyAllowBrowser must be true or false.",
    );
    expect(() => new AsyncServiceClient({ apiKey: "k", dangerouslyAllowBrowser: true })).not.toThrow();
    expect(() => new SyncServiceClient({ apiKey: "k", dangerouslyAllowBrowser: true } as never)).toThrow(
      'Unknown option "dangerouslyAllowBrowser"',
    );
  });
});

describe("a call that gets no answer", () => {
  const failing: typeof fetch = async () => {
    throw new TypeError("Failed to fetch");
  };

  it("names the host it called and, with no baseUrl, that it called production and how to reach the mock", async () => {
    vi.stubEnv("STT_BASE_URL", "");
    const client = new AsyncServiceClient({ apiKey: "k", fetch: failing, maxRetries: 0 });
    await expect(client.models.list()).rejects.toThrow(
      "GET /models got no answer from api.stt-service.dev: Failed to fetch. No baseUrl is set, so the client called production (https://api.stt-service.dev/v1); for the mock, set baseUrl (or STT_BASE_URL) to http://127.0.0.1:4010/v1.",
    );
  });

  it("names the host of a base URL that was set, without the hint", async () => {
    const client = new AsyncServiceClient({
      apiKey: "k",
      baseUrl: "http://127.0.0.1:9/v1",
      fetch: failing,
      maxRetries: 0,
    });
    await expect(client.models.list()).rejects.toThrow(
      /^GET \/models got no answer from 127\.0\.0\.1:9: Failed to fetch$/,
    );
  });
});
