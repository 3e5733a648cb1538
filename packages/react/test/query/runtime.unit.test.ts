// What the generated query options share (packages/react/src/query/): the poll's interval (final statuses stop
// it, others and unknown ones do not, a failed poll stops it, the SDK's schedule, bounded options), the next
// page's cursor (a hostile or repeated one ends the list), and the keys.
import { describe, expect, it } from "vitest";
import { infiniteQueryKey, operationMutationKey, operationQueryKey, queryKeyPrefix } from "../../src/query/keys.js";
import { nextPageParam } from "../../src/query/pages.js";
import { refetchUntilFinal } from "../../src/query/poll.js";

interface Job {
  status: string;
}

function state(data: Job | undefined, dataUpdateCount = 1, status: "pending" | "error" | "success" = "success") {
  return { state: { data, status, dataUpdateCount } };
}

describe("refetchUntilFinal", () => {
  const interval = refetchUntilFinal((job: Job) => job.status, ["completed", "error"]);

  it("stops at each final status, and not before", () => {
    expect(interval(state({ status: "completed" }))).toBe(false);
    expect(interval(state({ status: "error" }))).toBe(false);
    expect(interval(state({ status: "processing" }))).toBe(1_000);
    expect(interval(state({ status: "queued" }))).toBe(1_000);
  });

  it("keeps polling a status it does not know (one the spec may add), as the SDK's waitUntilDone does", () => {
    expect(interval(state({ status: "transcoding" }))).toBe(1_000);
    expect(interval(state({ status: "constructor" }))).toBe(1_000);
  });

  it("polls while there is no data yet, and stops when a poll failed", () => {
    expect(interval(state(undefined, 0, "pending"))).toBe(1_000);
    expect(interval(state({ status: "processing" }, 3, "error"))).toBe(false);
  });

  it("waits longer by half after each poll, up to the longest wait", () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 50, 10_000].map((count) => interval(state({ status: "processing" }, count)));
    expect(waits).toEqual([1_000, 1_500, 2_250, 3_375, 5_063, 7_594, 10_000, 10_000, 10_000]);
    const custom = refetchUntilFinal((job: Job) => job.status, ["done"], { pollIntervalMs: 10, maxPollIntervalMs: 20 });
    expect([1, 2, 3].map((count) => custom(state({ status: "running" }, count)))).toEqual([10, 15, 20]);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31, "5" as unknown as number])(
    "refuses a poll interval of %s at once, naming it",
    (value) => {
      expect(() => refetchUntilFinal((job: Job) => job.status, ["done"], { pollIntervalMs: value })).toThrow(
        /^pollIntervalMs must be a number of milliseconds from 1 to 2147483647/,
      );
      expect(() => refetchUntilFinal((job: Job) => job.status, ["done"], { maxPollIntervalMs: value })).toThrow(
        /^maxPollIntervalMs must be/,
      );
    },
  );
});

describe("nextPageParam", () => {
  it("is the page's cursor while there is one", () => {
    expect(nextPageParam("page-2", [undefined])).toBe("page-2");
  });

  it.each([
    ["null on the last page", null],
    ["absent", undefined],
    ["empty", ""],
    ["no string", 42],
    ["an object", { toString: () => "page-2" }],
  ])("ends the list where the cursor is %s", (_name, cursor) => {
    expect(nextPageParam(cursor, [undefined])).toBeUndefined();
  });

  it("ends the list where a page gives a cursor the list was given before, which would repeat its pages for ever", () => {
    expect(nextPageParam("page-2", [undefined, "page-2", "page-3"])).toBeUndefined();
  });
});

describe("keys", () => {
  it("start with the package's prefix and the operationId, then the params, and serialize as they are", () => {
    const key = operationQueryKey("getFile", { fileId: "f-1" });
    expect(key).toEqual(["stt-service", "getFile", { fileId: "f-1" }]);
    expect(JSON.parse(JSON.stringify(key))).toEqual(key);
    expect(infiniteQueryKey("listFiles", {})).toEqual([queryKeyPrefix, "listFiles", {}, "infinite"]);
    expect(operationMutationKey("createTranscription")).toEqual([queryKeyPrefix, "createTranscription"]);
  });
});
