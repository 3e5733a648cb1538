// Property-based fuzzing (fast-check) of every HTTP decoder that reads what the other side sent: whole
// answers (status, headers, error and success bodies), Retry-After, list cursors, the body reader, and the
// redaction every error goes through. Each property is bounded in time (fuzzBudget); a failure prints the
// seed and the smallest input that breaks it.
import { inspect } from "node:util";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  deepJson,
  fuzzBudget,
  fuzzKey,
  hostileBody,
  hostileJsonValue,
  hostileText,
} from "#test-support/hostile/arbitraries.js";
import { failOnEscapes, settled } from "#test-support/hostile/process-guard.js";
import { maxRedactedDepth, redactValue } from "../../src/core/redaction.js";
import { readBody } from "../../src/http/body.js";
import { parseRetryAfter } from "../../src/http/retry.js";
import { AsyncServiceClient, ServiceAPIError, ServiceError } from "../../src/index.js";

failOnEscapes();

/** Statuses a Response may have; those that carry no body get none. */
const status = fc.oneof(
  fc.constantFrom(200, 201, 204, 400, 401, 404, 409, 413, 422, 429, 500, 502, 503),
  fc.integer({ min: 200, max: 599 }),
);
const bodiless = new Set([204, 205, 304]);

function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    deepest = Math.max(deepest, depth);
    if (typeof item === "object" && item !== null)
      for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** Everything an error shows a person or a log. */
function shown(error: ServiceError): string {
  return [error.message, error.stack, JSON.stringify(error), inspect(error, { depth: null }), String(error.cause)].join(
    "\n",
  );
}

describe("a whole HTTP answer, fuzzed", () => {
  it("resolves only with the JSON of a 2xx, or rejects with a ServiceError that never shows the key", async () => {
    await fc.assert(
      fc.asyncProperty(
        status,
        hostileBody,
        fc.record(
          {
            "retry-after": hostileText,
            "x-request-id": hostileText,
            "content-length": fc.nat().map(String),
            "content-type": fc.constantFrom("application/json", "text/html", "application/problem+json"),
          },
          { requiredKeys: [] },
        ),
        fc.option(fc.integer({ min: 1, max: 1 << 16 }), { nil: undefined }),
        fc.constantFrom("models.list", "files.delete", "files.get"),
        async (code, body, headers, maxResponseBytes, operation) => {
          // Header values fetch itself would refuse are not the decoder's to read.
          const safeHeaders = Object.fromEntries(
            Object.entries(headers).filter(([, value]) => /^[\t\x20-\x7e\x80-\xff]*$/.test(value)),
          );
          const client = new AsyncServiceClient({
            apiKey: fuzzKey,
            baseUrl: "https://api.example.test/v1",
            maxRetries: 0,
            logLevel: "off",
            maxResponseBytes,
            fetch: async () => new Response(bodiless.has(code) ? null : body, { status: code, headers: safeHeaders }),
          });
          const call =
            operation === "models.list"
              ? client.models.list()
              : operation === "files.delete"
                ? client.files.delete("file-1")
                : client.files.get("file-1");
          const outcome = await settled(Promise.resolve(call), operation);
          if (outcome.error === undefined) {
            expect(code).toBeGreaterThanOrEqual(200);
            expect(code).toBeLessThan(300);
            if (operation === "files.delete" || code === 204) expect(outcome.value).toBeUndefined();
            // The service's data as it sent it (compared only where a recursive comparison can follow it).
            else if (depthOf(outcome.value) < 1_000) expect(outcome.value).toEqual(JSON.parse(body));
            else expect(body.length).toBeGreaterThan(2_000);
            return;
          }
          expect(outcome.error).toBeInstanceOf(ServiceError);
          const error = outcome.error as ServiceError;
          expect(shown(error)).not.toContain(fuzzKey);
          expect(depthOf(error.body)).toBeLessThanOrEqual(maxRedactedDepth);
          if (error.retryAfter !== undefined)
            expect(Number.isFinite(error.retryAfter) && error.retryAfter >= 0).toBe(true);
        },
      ),
      { numRuns: 400, ...fuzzBudget },
    );
  });
});

describe("Retry-After, fuzzed", () => {
  it("is a finite, non-negative number of seconds, or absent", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          hostileText,
          fc.integer().map(String),
          fc.double().map(String),
          fc.date({ noInvalidDate: true }).map((date) => date.toUTCString()),
          fc.constantFrom("-1", "-0", "Infinity", "1e3", "0x10", " 5 ", "5, 6", "9".repeat(400)),
        ),
        (value) => {
          const seconds = parseRetryAfter(value);
          if (seconds !== undefined) expect(Number.isFinite(seconds) && seconds >= 0).toBe(true);
          if (/^\s*-/.test(value)) expect(seconds).toBeUndefined();
        },
      ),
      { numRuns: 2_000, ...fuzzBudget },
    );
  });

  it("reads every whole number of seconds exactly, and every HTTP date as the seconds until it", () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.date({ min: new Date(0), max: new Date("9999-12-31T23:59:59Z"), noInvalidDate: true }),
        (seconds, date) => {
          expect(parseRetryAfter(String(seconds))).toBe(seconds);
          const now = date.getTime() - 10_000;
          expect(parseRetryAfter(date.toUTCString(), now)).toBe(
            Math.max(0, (Math.floor(date.getTime() / 1000) * 1000 - now) / 1000),
          );
        },
      ),
      { numRuns: 1_000, ...fuzzBudget },
    );
  });
});

describe("list cursors, fuzzed", () => {
  it("end a walk at the last page, or with a ServiceAPIError at the first cursor that repeats", async () => {
    await fc.assert(
      fc.asyncProperty(
        // A few short cursors, so that repeats come often; null or "" ends the list.
        fc.array(fc.oneof(fc.constantFrom("a", "b", "c", "d", ""), fc.constant(null)), { minLength: 1, maxLength: 12 }),
        async (cursors) => {
          let served = 0;
          const client = new AsyncServiceClient({
            apiKey: fuzzKey,
            maxRetries: 0,
            fetch: async () => {
              const next = served < cursors.length ? cursors[served] : null;
              served++;
              return Response.json({ files: [{ file_id: `f${served}`, status: "uploaded" }], next_page_cursor: next });
            },
          });
          // The walk the contract expects: until an empty cursor, stopping at the first one seen before.
          const seen = new Set<string>();
          let expectedPages = 0;
          let repeats = false;
          for (const cursor of [...cursors, null]) {
            expectedPages++;
            if (cursor === null || cursor === "") break;
            if (seen.has(cursor)) {
              repeats = true;
              break;
            }
            seen.add(cursor);
          }
          const items: string[] = [];
          const walk = async () => {
            for await (const file of client.files.list()) items.push(file.file_id);
          };
          const outcome = await settled(walk(), "the walk");
          expect(items).toHaveLength(expectedPages);
          expect(served).toBe(expectedPages);
          if (repeats) expect(outcome.error).toBeInstanceOf(ServiceAPIError);
          else expect(outcome.error).toBeUndefined();
        },
      ),
      { numRuns: 500, ...fuzzBudget },
    );
  });
});

describe("the body reader, fuzzed", () => {
  it("gives back the text however its bytes are split, and null once they pass the limit", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: "grapheme", maxLength: 200 }),
        fc.array(fc.nat({ max: 50 }), { maxLength: 10 }),
        fc.integer({ min: 0, max: 900 }),
        async (text, cuts, limit) => {
          const bytes = new TextEncoder().encode(text);
          const points = [...new Set(cuts.map((cut) => Math.min(cut * 7, bytes.length)))].sort((a, b) => a - b);
          const chunks = [...points, bytes.length].map((end, index, all) =>
            bytes.subarray(index === 0 ? 0 : (all[index - 1] as number), end),
          );
          const stream = new ReadableStream<Uint8Array>({
            start(controller) {
              for (const chunk of chunks) if (chunk.length > 0) controller.enqueue(chunk);
              controller.close();
            },
          });
          const read = await readBody(new Response(stream), limit);
          expect(read).toBe(bytes.length > limit ? null : text);
        },
      ),
      { numRuns: 1_000, ...fuzzBudget },
    );
  });
});

describe("redaction, fuzzed", () => {
  it("never shows the key, never nests past its depth, and leaves the value it was given as it was", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          hostileJsonValue,
          deepJson.map((text) => JSON.parse(text) as unknown),
        ),
        (value) => {
          const before = depthOf(value) <= 100 ? JSON.stringify(value) : undefined;
          const safe = redactValue(value, [fuzzKey]);
          const text = JSON.stringify(safe) ?? "";
          expect(text).not.toContain(fuzzKey);
          expect(depthOf(safe)).toBeLessThanOrEqual(maxRedactedDepth);
          if (before !== undefined) expect(JSON.stringify(value)).toBe(before);
        },
      ),
      { numRuns: 1_000, ...fuzzBudget },
    );
  });
});
