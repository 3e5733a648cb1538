// The grammar of refused upgrades in the stream URL's path: each directive, its defaults and bounds, and hostile
// paths refused with the grammar on one bounded line.
import { describe, expect, it } from "vitest";
import { parseUpgradePath, refusalBody } from "../../../src/core/stream/upgrade-directives.js";

const path = "/transcribe-websocket";

describe("parseUpgradePath", () => {
  it("leaves the stream's own path and other paths alone", () => {
    expect(parseUpgradePath(path, path)).toBeUndefined();
    expect(parseUpgradePath("/other", path)).toBeUndefined();
    expect(parseUpgradePath("/__mockx/refuse:401/transcribe-websocket", path)).toBeUndefined();
  });

  it.each([
    ["refuse:401", { status: 401, retryAfterSeconds: undefined, after: 0, times: undefined }],
    ["refuse:403:times:3", { status: 403, retryAfterSeconds: undefined, after: 0, times: 3 }],
    ["refuse:429", { status: 429, retryAfterSeconds: 1, after: 0, times: undefined }],
    ["refuse:503", { status: 503, retryAfterSeconds: 1, after: 0, times: undefined }],
    ["refuse:429:retry-after:0", { status: 429, retryAfterSeconds: 0, after: 0, times: undefined }],
    ["refuse:503:retry-after:3600:times:1000", { status: 503, retryAfterSeconds: 3600, after: 0, times: 1000 }],
    ["refuse:503:after:1:times:2", { status: 503, retryAfterSeconds: 1, after: 1, times: 2 }],
    ["refuse:429:retry-after:2:after:1000", { status: 429, retryAfterSeconds: 2, after: 1000, times: undefined }],
  ])("reads /__mock/%s", (text, directive) => {
    expect(parseUpgradePath(`/__mock/${text}${path}`, path)).toEqual({ directive: { text, ...directive } });
  });

  it.each([
    ["/__mock/refuse:500/transcribe-websocket", "401, 403, 429 or 503"],
    ["/__mock/refuse/transcribe-websocket", "401, 403, 429 or 503"],
    ["/__mock/refuse:403:retry-after:1/transcribe-websocket", "with 429 and 503 only"],
    ["/__mock/refuse:429:retry-after:3601/transcribe-websocket", "retry-after from 0 to 3600"],
    ["/__mock/refuse:429:retry-after:1e3/transcribe-websocket", "retry-after from 0 to 3600"],
    ["/__mock/refuse:429:times:0/transcribe-websocket", "times from 1 to 1000"],
    ["/__mock/refuse:429:times:1:retry-after:1/transcribe-websocket", "parts the grammar does not take"],
    ["/__mock/refuse:429:times:1:after:1/transcribe-websocket", "parts the grammar does not take"],
    ["/__mock/refuse:429:after:1001/transcribe-websocket", "after from 0 to 1000"],
    ["/__mock/refuse:429:after/transcribe-websocket", "after from 0 to 1000"],
    ["/__mock/refuse:429:a:b:c:d:e:f:g:h/transcribe-websocket", "too many parts"],
    ["/__mock/stall/transcribe-websocket", "names no upgrade fault"],
    ["/__mock/refuse:429", "does not end with the stream's path"],
    ["/__mock/refuse:429/elsewhere", "does not end with the stream's path"],
    [`/__mock/${"a".repeat(600)}${path}`, "longer than 512 characters"],
  ])("refuses %s with the grammar", (requested, what) => {
    const parsed = parseUpgradePath(requested, path) as { problem: string };
    expect(parsed.problem).toContain(what);
    expect(parsed.problem).toContain(
      "The grammar: /__mock/refuse:<401|403|429|503>[:retry-after:<s>][:after:<k>][:times:<n>]/transcribe-websocket",
    );
    expect(parsed.problem.length).toBeLessThan(500);
  });

  it("quotes a hostile path on one line", () => {
    const parsed = parseUpgradePath("/__mock/x\r\nSet-Cookie: a=1/transcribe-websocket", path) as { problem: string };
    expect(parsed.problem).not.toMatch(/[\r\n]/);
  });

  it("words a refusal as on purpose, with what the status means and the retry hint", () => {
    const parsed = parseUpgradePath(`/__mock/refuse:503:retry-after:5${path}`, path) as {
      directive: Parameters<typeof refusalBody>[0];
    };
    expect(refusalBody(parsed.directive)).toBe(
      "Refused on purpose by the mock (refuse:503:retry-after:5): 503 Service Unavailable: the service is restarting. Retry after 5 s.",
    );
  });
});
