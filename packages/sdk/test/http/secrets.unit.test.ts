// A known API key must never appear in a log line, an error's message, stack or JSON, nor in a URL,
// whatever happens: success, every kind of failure, retries, bad options.
import { afterAll, describe, expect, it } from "vitest";
import { type Fault, useFaultServer } from "#test-support/fault-server.js";
import { AsyncServiceClient, type ServiceError } from "../../src/index.js";
import { call, capturingLogger, clientKinds, closeSyncClients, type LogLine } from "./clients.js";

const apiKey = "sk_live_4f9a8b7c6d5e3f2a1b0c";
const faultServer = useFaultServer();
afterAll(closeSyncClients);

// Bodies that echo the key, as a careless proxy or an error page might.
const scenarios: { name: string; faults: Fault[] }[] = [
  { name: "success", faults: [{ status: 200, body: { models: [] } }] },
  {
    name: "401 echoing the header",
    faults: [
      {
        status: 401,
        body: { status_code: 401, error_type: "unauthenticated", message: `Bad key Bearer ${apiKey}`, request_id: "r" },
      },
    ],
  },
  {
    // Retried, so every attempt answers it: the error then carries the page, not the script's end.
    name: "HTML 502 echoing the key",
    faults: Array.from({ length: 3 }, () => ({ status: 502, body: `<html>Authorization: Bearer ${apiKey}</html>` })),
  },
  {
    // An error names the first 200 characters of a body it cannot read: here the key straddles that cut.
    name: "HTML 403 with the key where its excerpt is cut",
    faults: [{ status: 403, body: `<html>${"x".repeat(180)} ${apiKey}</html>` }],
  },
  {
    name: "503 retried",
    faults: [
      {
        status: 503,
        headers: { "retry-after": "0" },
        body: { status_code: 503, error_type: "x", message: apiKey, request_id: "r" },
      },
      { status: 200, body: { models: [] } },
    ],
  },
  {
    name: "422 echoing the key in its request id, error type and validation errors",
    faults: [
      {
        status: 422,
        headers: { "x-request-id": `req-${apiKey}` },
        body: {
          status_code: 422,
          error_type: `invalid_key_${apiKey}`,
          message: "Invalid request.",
          request_id: "r",
          validation_errors: [{ location: "header.authorization", message: `${apiKey} is not a key` }],
        },
      },
    ],
  },
  { name: "reset", faults: [{ reset: true }, { reset: true }, { reset: true }] },
  { name: "hang", faults: [{ hang: true }] },
  {
    name: "malformed JSON echoing the key",
    faults: [{ status: 200, headers: { "content-type": "application/json" }, body: `{"key":"${apiKey}"` }],
  },
];

describe.each(clientKinds)("$name keeps the API key secret", (kind) => {
  it("in logs, errors and URLs, across every scenario", async () => {
    const { logger, lines } = capturingLogger();
    const client = kind.create({
      apiKey,
      baseUrl: faultServer().url,
      logger,
      logLevel: "debug",
      timeoutMs: 300,
      maxRetries: 2,
    });
    const errors: ServiceError[] = [];
    const urls: string[] = [];
    for (const scenario of scenarios) {
      await faultServer().script(scenario.faults);
      await call(() => client.models.list()).catch((error) => errors.push(error));
      for (const request of await faultServer().requests()) {
        urls.push(request.url);
        expect(request.headers.authorization).toBe(`Bearer ${apiKey}`);
      }
    }
    expect(errors.length).toBe(7);
    expect(lines.length).toBeGreaterThan(10);
    const everything = [
      ...lines.map((line: LogLine) => `${line.message} ${JSON.stringify(line.fields)}`),
      ...errors.flatMap((error) => [error.message, String(error.stack), JSON.stringify(error)]),
      ...urls,
    ];
    const pageErrors = errors.filter((error) => error.message.includes("not the service's error JSON: <html>"));
    expect(pageErrors.map((error) => error.status)).toEqual([502, 403]);
    // Not even part of it: a key cut in two by an excerpt must not leave its first half behind.
    for (const text of everything) expect(text).not.toContain(apiKey.slice(0, 12));
    expect(everything.join("\n")).toContain("[redacted]");
  });
});

describe("bad options do not repeat the key", () => {
  it("in the ServiceConfigError of a key with a space", () => {
    const error = (() => {
      try {
        new AsyncServiceClient({ apiKey: `${apiKey} extra` });
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error?.name).toBe("ServiceConfigError");
    expect(`${error?.message} ${error?.stack}`).not.toContain(apiKey);
  });

  it("in the ServiceConfigError of a URL with credentials", () => {
    const error = (() => {
      try {
        new AsyncServiceClient({ apiKey, baseUrl: `https://user:${apiKey}@api.example.test/v1` });
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error?.name).toBe("ServiceConfigError");
    expect(`${error?.message} ${error?.stack}`).not.toContain(apiKey);
  });
});
