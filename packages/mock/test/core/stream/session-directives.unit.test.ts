// The grammar of the faults a config message's client_reference_id asks of the stream mocks: each fault, its
// bounds, and hostile references (unknown faults, huge numbers, too many parts) refused with the grammar.
import { describe, expect, it } from "vitest";
import { parseSessionDirective, sessionDirectiveGrammar } from "../../../src/core/stream/session-directives.js";

describe("parseSessionDirective", () => {
  it("leaves a reference that is not a directive alone", () => {
    expect(parseSessionDirective(undefined)).toBeUndefined();
    expect(parseSessionDirective("ticket-4821")).toBeUndefined();
    expect(parseSessionDirective("MOCK:drop")).toBeUndefined();
    expect(parseSessionDirective("xmock:drop")).toBeUndefined();
  });

  it.each([
    ["mock:error:503", { fault: { kind: "error", errorCode: 503 }, afterAudioMs: 0, times: undefined }],
    ["mock:error:401:after-ms:2000:once", { fault: { kind: "error", errorCode: 401 }, afterAudioMs: 2000, times: 1 }],
    ["mock:drop:after-ms:3000:once", { fault: { kind: "drop" }, afterAudioMs: 3000, times: 1 }],
    ["mock:stall:after-ms:18000000", { fault: { kind: "stall" }, afterAudioMs: 18_000_000, times: undefined }],
    ["mock:stall", { fault: { kind: "stall" }, afterAudioMs: 0, times: undefined }],
    ["mock:ack-delay-ms:600000", { fault: { kind: "ack-delay", delayMs: 600_000 }, afterAudioMs: 0, times: undefined }],
    ["mock:ack-delay-ms:0:times:3", { fault: { kind: "ack-delay", delayMs: 0 }, afterAudioMs: 0, times: 3 }],
    ["mock:ack-never", { fault: { kind: "ack-never" }, afterAudioMs: 0, times: undefined }],
    [
      "mock:close-before-ack",
      { fault: { kind: "close-before-ack", closeCode: 1011 }, afterAudioMs: 0, times: undefined },
    ],
    [
      "mock:close-before-ack:4000:once",
      { fault: { kind: "close-before-ack", closeCode: 4000 }, afterAudioMs: 0, times: 1 },
    ],
    [
      "mock:close-before-ack:1013",
      { fault: { kind: "close-before-ack", closeCode: 1013 }, afterAudioMs: 0, times: undefined },
    ],
    [
      "mock:unknown-message:after-ms:500:times:1000",
      { fault: { kind: "unknown-message" }, afterAudioMs: 500, times: 1000 },
    ],
    ["mock:error:500:after-ms:10:times:2", { fault: { kind: "error", errorCode: 500 }, afterAudioMs: 10, times: 2 }],
  ])("reads %s", (reference, directive) => {
    expect(parseSessionDirective(reference)).toEqual({ directive });
  });

  it.each([
    ["mock:", "names no fault"],
    ["mock:explode", "names no fault"],
    ["mock:drop:", "parts the grammar does not take"],
    ["mock:drop:once:once", "parts the grammar does not take"],
    ["mock:drop:once:after-ms:5", "parts the grammar does not take"],
    ["mock:drop:after-ms", "after-ms from 0 to 18000000"],
    ["mock:drop:after-ms:18000001", "after-ms from 0 to 18000000"],
    ["mock:drop:after-ms:99999999999999999999", "after-ms from 0 to 18000000"],
    ["mock:drop:after-ms:1e3", "after-ms from 0 to 18000000"],
    ["mock:drop:after-ms:-1", "after-ms from 0 to 18000000"],
    ["mock:drop:after-ms:0x10", "after-ms from 0 to 18000000"],
    ["mock:stall:after-ms: 5", "after-ms from 0 to 18000000"],
    ["mock:error", "error code from 400 to 599"],
    ["mock:error:200", "error code from 400 to 599"],
    ["mock:error:5030", "error code from 400 to 599"],
    ["mock:error:audio_decode_failed", "error code from 400 to 599"],
    ["mock:ack-delay-ms", "delay from 0 to 600000"],
    ["mock:ack-delay-ms:600001", "delay from 0 to 600000"],
    ["mock:ack-delay-ms:10:after-ms:5", "takes no after-ms"],
    ["mock:ack-never:after-ms:5", "takes no after-ms"],
    ["mock:close-before-ack:after-ms:5", "takes no after-ms"],
    ["mock:close-before-ack:1006", "close code a server may send"],
    ["mock:close-before-ack:1005", "close code a server may send"],
    ["mock:close-before-ack:1015", "close code a server may send"],
    ["mock:close-before-ack:2999", "close code a server may send"],
    ["mock:close-before-ack:5000", "close code a server may send"],
    ["mock:close-before-ack:999999999", "close code a server may send"],
    ["mock:drop:times:0", "times from 1 to 1000"],
    ["mock:drop:times:1001", "times from 1 to 1000"],
    ["mock:drop:times", "times from 1 to 1000"],
    ["mock:error:503:after-ms:1:times:2:x", "too many parts"],
    [`mock:drop${":once".repeat(40)}`, "too many parts"],
    [`mock:${"x".repeat(300)}`, "longer than 256 characters"],
  ])("refuses %s, naming the grammar", (reference, what) => {
    const parsed = parseSessionDirective(reference);
    expect(parsed).toEqual({ problem: expect.stringContaining(what) });
    const { problem } = parsed as { problem: string };
    expect(problem).toContain(sessionDirectiveGrammar);
    // The client's text is quoted short: a long reference does not make a long message.
    expect(problem.length).toBeLessThan(sessionDirectiveGrammar.length + 300);
  });
});
