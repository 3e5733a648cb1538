// Both HTTP clients against a hostile server on a real loopback socket: bodies nested far deeper than any
// stack, bodies without end, lying Retry-After values, empty answers, cursors that go round. Each ends
// the call with the error kind that says what happened, downloads no more than the limit, and never
// leaks the key.
import { readFileSync } from "node:fs";
import { inspect } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { useFaultServer } from "#test-support/fault-server.js";
import { failOnEscapes, rejection } from "#test-support/hostile/process-guard.js";
import {
  type AsyncServiceClient,
  type ClientOptions,
  ServiceAPIError,
  type ServiceError,
  ServiceRateLimitError,
} from "../../src/index.js";
import { call, capturingLogger, clientKinds, closeSyncClients } from "./clients.js";

failOnEscapes();
const server = useFaultServer();
afterAll(closeSyncClients);

const apiKey = "sk_live_9a8b7c6d5e4f3a2b1c0d";
const mebibyte = 1024 * 1024;
/**
 * What may be in flight when a client stops reading: the loopback socket's buffers, which the kernel sizes
 * itself up to its maxima (Linux says them in /proc; about 5.5 MB were seen in flight here). A client that
 * read on would have the server write without end.
 */
function socketSlackBytes(): number {
  const maximum = (name: string) => {
    try {
      return Number(readFileSync(`/proc/sys/net/ipv4/${name}`, "utf8").trim().split(/\s+/)[2]);
    } catch {
      return 32 * mebibyte;
    }
  };
  return maximum("tcp_rmem") + maximum("tcp_wmem") + mebibyte;
}

/** Everything an error shows: message, stack, JSON, cause, and what util.inspect prints. */
function everythingOf(error: ServiceError): string {
  return [error.message, error.stack, JSON.stringify(error), String(error.cause), inspect(error, { depth: null })].join(
    "\n",
  );
}

describe.each(clientKinds)("$name against a hostile server", (kind) => {
  const make = (options: ClientOptions = {}): AsyncServiceClient =>
    kind.create({ apiKey: "test-key", baseUrl: server().url, ...options });

  it("maps a 500 whose body nests 100 000 arrays deep to ServiceAPIError 500, its body cut at a printable depth", async () => {
    await server().script([
      { status: 500, nest: 100_000 },
      { status: 500, nest: 100_000 },
    ]);
    const error = (await rejection(
      call(() => make({ maxRetries: 1 }).models.list()),
      "models.list()",
    )) as ServiceError;
    expect(error).toBeInstanceOf(ServiceAPIError);
    expect(error.status).toBe(500);
    expect(error.errorType).toBe("deep");
    expect(everythingOf(error)).toContain("[nested too deep]");
    // Retried as any 500 is, not as a network failure.
    expect(await server().requests()).toHaveLength(2);
  });

  it("stops reading an endless chunked body at maxResponseBytes, with a ServiceAPIError that is not retried", async () => {
    await server().script([
      { status: 200, endless: true },
      { status: 200, endless: true },
    ]);
    const error = (await rejection(
      call(() => make({ maxResponseBytes: mebibyte, maxRetries: 1 }).models.list()),
      "models.list() of an endless body",
    )) as ServiceError;
    expect(error).toBeInstanceOf(ServiceAPIError);
    expect(error.status).toBe(200);
    expect(error.message).toBe(
      "GET /models answered 200 with a body over maxResponseBytes (1048576 bytes), not downloaded past it. Raise maxResponseBytes if such an answer is expected.",
    );
    const requests = await server().requests();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.bytesWritten).toBeLessThan(mebibyte + socketSlackBytes());
  });

  it("refuses a 503 whose declared length is over maxResponseBytes without downloading it, and without retrying", async () => {
    await server().script([
      { status: 503, bytes: 2 * mebibyte },
      { status: 503, bytes: 2 * mebibyte },
    ]);
    const error = (await rejection(
      call(() => make({ maxResponseBytes: mebibyte, maxRetries: 2 }).models.list()),
      "models.list()",
    )) as ServiceError;
    expect(error).toBeInstanceOf(ServiceAPIError);
    expect(error.status).toBe(503);
    expect(error.message).toContain("over maxResponseBytes (1048576 bytes)");
    expect(await server().requests()).toHaveLength(1);
  });

  it("reads a body of exactly maxResponseBytes", async () => {
    const body = JSON.stringify({ models: [], padding: "" });
    await server().script([{ status: 200, body, lengthless: true }]);
    const models = await call(() => make({ maxResponseBytes: body.length }).models.list());
    expect(models).toEqual({ models: [], padding: "" });
  });

  it("backs off as usual after a negative or malformed Retry-After, rather than retrying at once", async () => {
    const { logger, lines } = capturingLogger();
    const busy = { status_code: 503, error_type: "busy", message: "Busy.", request_id: "r" };
    await server().script([
      { status: 503, headers: { "retry-after": "-5" }, body: JSON.stringify(busy) },
      { status: 503, headers: { "retry-after": "5, 6" }, body: JSON.stringify(busy) },
      { status: 200, body: JSON.stringify({ models: [] }) },
    ]);
    await call(() => make({ logger, logLevel: "info", maxRetries: 2 }).models.list());
    const delays = lines
      .filter((line) => line.level === "info")
      .map((line) => Number(/retrying in (\d+) ms/.exec(line.message)?.[1]));
    // The back-off: 500 then 1 000 ms, each less up to 25 % jitter.
    expect(delays).toHaveLength(2);
    expect(delays[0]).toBeGreaterThanOrEqual(375);
    expect(delays[1]).toBeGreaterThanOrEqual(750);
  });

  it("rejects an empty 200 on an operation that answers JSON, and takes an empty 204", async () => {
    await server().script([{ status: 200, body: "" }]);
    const error = (await rejection(
      call(() => make().models.list()),
      "models.list()",
    )) as ServiceError;
    expect(error).toBeInstanceOf(ServiceAPIError);
    expect(error.status).toBe(200);
    expect(error.message).toBe("GET /models answered 200 with an empty body, where the spec promises JSON.");
    await server().script([{ status: 204 }]);
    expect(await call(() => make().files.delete("file-1"))).toBeUndefined();
  });

  it("stops a walk whose pages repeat a cursor, after the items before it", async () => {
    const page = (id: string, cursor: string | null) =>
      JSON.stringify({ files: [{ file_id: id, status: "uploaded" }], next_page_cursor: cursor });
    await server().script([
      { status: 200, body: page("f1", "a") },
      { status: 200, body: page("f2", "b") },
      { status: 200, body: page("f3", "a") },
      { status: 200, body: page("never", null) },
    ]);
    const seen: string[] = [];
    const walk = async () => {
      for await (const file of make().files.list()) seen.push(file.file_id);
    };
    const error = (await rejection(walk(), "the walk")) as ServiceError;
    expect(error).toBeInstanceOf(ServiceAPIError);
    expect(error.message).toBe(
      "files.list: the service answered a next_page_cursor it gave before, so the pages would repeat for ever; the walk stops here.",
    );
    expect(seen).toEqual(["f1", "f2", "f3"]);
    expect(await server().requests()).toHaveLength(3);
  });

  it("keeps the key out of an error body's property names, and out of a JSON error's cause", async () => {
    await server().script([
      {
        status: 429,
        body: JSON.stringify({
          status_code: 429,
          error_type: "rate_limited",
          message: "Slow down.",
          request_id: "r",
          [`quota_of_${apiKey}`]: { [apiKey]: [apiKey] },
        }),
      },
      // Not JSON, and the key first: JSON.parse's message would quote its start.
      { status: 200, body: `${apiKey} is the key` },
    ]);
    const client = make({ apiKey, maxRetries: 0 });
    const limited = (await rejection(
      call(() => client.models.list()),
      "models.list()",
    )) as ServiceError;
    expect(limited).toBeInstanceOf(ServiceRateLimitError);
    expect(Object.keys(limited.body as object)).toContain("quota_of_[redacted]");
    const unreadable = (await rejection(
      call(() => client.models.list()),
      "models.list()",
    )) as ServiceError;
    expect(unreadable.message).toContain("with a body that is not valid JSON: [redacted] is the key");
    for (const error of [limited, unreadable]) expect(everythingOf(error)).not.toContain(apiKey.slice(0, 10));
  });
});
