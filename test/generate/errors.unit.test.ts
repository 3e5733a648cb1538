import { ServiceError } from "stt-service";
import {
  errorKindForHttpStatus,
  errorKindForStreamCode,
  type ServiceErrorKindName,
  serviceErrorKinds,
  streamErrorCodes,
} from "stt-service/in-repository";
import { describe, expect, it } from "vitest";
import {
  expectedErrorKinds,
  expectedHttpStatusKinds,
  expectedStreamErrors,
} from "#test-support/contract-expectations.js";

function ancestorsOf(name: string): string[] {
  const parent = expectedErrorKinds[name];
  return parent ? [parent, ...ancestorsOf(parent)] : [];
}

describe("the generated error classes", () => {
  it("are exactly the kinds of the interface document", () => {
    expect(Object.keys(serviceErrorKinds).sort()).toEqual(Object.keys(expectedErrorKinds).sort());
  });

  it.each(Object.keys(expectedErrorKinds))("%s is an instance of its ancestors and of no other kind", (name) => {
    const error = new serviceErrorKinds[name as ServiceErrorKindName]("boom");
    const ancestors = ancestorsOf(name);
    for (const other of Object.keys(expectedErrorKinds)) {
      const Kind = serviceErrorKinds[other as ServiceErrorKindName];
      expect(error instanceof Kind, `${name} instanceof ${other}`).toBe(other === name || ancestors.includes(other));
    }
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe(name);
    expect(String(error.stack).split("\n")[0]).toBe(`${name}: boom`);
  });

  it("map every HTTP status of the conventions to its kind", () => {
    for (const [status, kind] of Object.entries(expectedHttpStatusKinds)) {
      expect(errorKindForHttpStatus(Number(status)).name, `HTTP ${status}`).toBe(kind);
    }
  });

  it("map every streaming error_code to its kind and close code", () => {
    for (const [code, expected] of Object.entries(expectedStreamErrors)) {
      expect(errorKindForStreamCode(Number(code)).name, `error_code ${code}`).toBe(expected.kind);
      expect(streamErrorCodes[Number(code)]?.closeCode, `error_code ${code}`).toBe(expected.closeCode);
    }
    expect(errorKindForStreamCode(418).name).toBe("ServiceAPIError");
  });

  it("carry their fields, serialize them, and keep the cause", () => {
    const cause = new Error("socket hang up");
    const Kind = errorKindForHttpStatus(429);
    const error = new Kind("Too many requests.", {
      status: 429,
      errorType: "rate_limited",
      requestId: "req-1",
      retryAfter: 2,
      body: { status_code: 429 },
      validationErrors: [{ error_type: "missing", location: "body.model", message: "Field required" }],
      cause,
    });
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.cause).toBe(cause);
    const json = JSON.parse(JSON.stringify(error));
    expect(json).toEqual({
      name: "ServiceRateLimitError",
      message: "Too many requests.",
      status: 429,
      errorType: "rate_limited",
      requestId: "req-1",
      retryAfter: 2,
      body: { status_code: 429 },
      validationErrors: [{ error_type: "missing", location: "body.model", message: "Field required" }],
    });
  });
});
