import { afterEach, describe, expect, it, vi } from "vitest";
import { consoleLogger, RedactingLogger } from "../../src/core/logger.js";
import { ServiceError } from "../../src/core/service-error.js";

// ServiceError's fields and the console logger are written once, from lists, to keep the browser bundles small
// (issue 39): these hold what each did when every field and method was spelled out.

describe("ServiceError", () => {
  it("keeps each detail as its own field, and serializes them in their declared order", () => {
    const cause = new Error("socket reset");
    const error = new ServiceError("it failed", {
      status: 503,
      errorType: "overloaded",
      requestId: "req_1",
      body: { a: 1 },
      retryAfter: 2,
      validationErrors: [{ error_type: "missing", location: "body.model", message: "required" }],
      cause,
    });
    expect(error.cause).toBe(cause);
    expect([error.status, error.errorType, error.requestId, error.retryAfter]).toEqual([503, "overloaded", "req_1", 2]);
    expect(Object.keys(error.toJSON())).toEqual([
      "name",
      "message",
      "status",
      "errorType",
      "requestId",
      "body",
      "retryAfter",
      "validationErrors",
    ]);
    expect(error.toJSON()).toMatchObject({ name: "ServiceError", message: "it failed", body: { a: 1 } });
  });

  it("has every detail field, undefined, when given none, and no cause", () => {
    const error = new ServiceError("bare");
    expect(Object.hasOwn(error, "cause")).toBe(false);
    expect(error.toJSON()).toEqual({
      name: "ServiceError",
      message: "bare",
      status: undefined,
      errorType: undefined,
      requestId: undefined,
      body: undefined,
      retryAfter: undefined,
      validationErrors: undefined,
    });
  });
});

describe("consoleLogger and RedactingLogger", () => {
  afterEach(() => vi.restoreAllMocks());

  it("tags each line for its console method, and passes fields only when given", () => {
    const calls: unknown[][] = [];
    for (const level of ["debug", "info", "warn", "error"] as const)
      vi.spyOn(console, level).mockImplementation((...args) => calls.push([level, ...args]));
    consoleLogger.debug("d");
    consoleLogger.info("i", { n: 1 });
    consoleLogger.warn("w");
    consoleLogger.error("e", { n: 2 });
    expect(calls).toEqual([
      ["debug", "[stt-service] d"],
      ["info", "[stt-service] i", { n: 1 }],
      ["warn", "[stt-service] w"],
      ["error", "[stt-service] e", { n: 2 }],
    ]);
  });

  it("drops the lines below its level and redacts the rest", () => {
    const lines: string[] = [];
    const record = (level: string) => (message: string) => lines.push(`${level} ${message}`);
    const target = { debug: record("debug"), info: record("info"), warn: record("warn"), error: record("error") };
    const logger = new RedactingLogger(target, "warn", ["sk_secret_key"]);
    logger.debug("hidden");
    logger.info("hidden");
    logger.warn("key sk_secret_key");
    logger.error("shown");
    new RedactingLogger(target, "off", []).error("hidden");
    expect(lines).toEqual(["warn key [redacted]", "error shown"]);
    expect([logger.enabled("info"), logger.enabled("warn")]).toEqual([false, true]);
  });
});
