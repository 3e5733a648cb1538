// Any JSON value where the contract puts an object: each check that reads a server's body or frame must
// survive it and name a violation (exit 1), never crash (a TypeError, exit 2) nor hang, and the JUnit file
// is written. The answers are the mock's, with one operation's 2xx body (or one kind of frame) replaced.
import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RunningMocks } from "@stt-service/mock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Defect, startBrokenServer } from "./broken-proxy.js";
import { failedChecks, firstKey, runKit, startQuickMocks } from "./support.js";

let mocks: RunningMocks;
beforeAll(async () => {
  mocks = await startQuickMocks();
});
afterAll(() => mocks?.stop());

const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
const values: Record<string, string> = {
  null: "null",
  number: "5",
  array: "[]",
  string: '"text"',
  "deep nesting": deep,
  "fields of the wrong type":
    '{"models":5,"files":5,"transcriptions":{},"id":[],"file_id":{},"api_key":[1],"tokens":5,"next_page_cursor":7}',
};

/** The operations whose 2xx bodies the kit reads, by method and path. */
const operations: [string, RegExp][] = [
  ["listModels", /^GET \/models$/],
  ["createTemporaryApiKey", /^POST \/auth\/temporary-api-key$/],
  ["uploadFile", /^POST \/files$/],
  ["getFile", /^GET \/files\/[^/?]+$/],
  ["listFiles", /^GET \/files\?/],
  ["createTranscription", /^POST \/transcriptions$/],
  ["getTranscription", /^GET \/transcriptions\/[^/?]+$/],
  ["listTranscriptions", /^GET \/transcriptions\?/],
];

function replacing(operation: RegExp, body: string): Defect {
  return {
    response(request, response) {
      if (response.status >= 300 || !operation.test(`${request.method} ${request.path}`)) return response;
      return { ...response, body: Buffer.from(body) };
    },
  };
}

const httpCases = [
  ...operations.flatMap(([operation, pattern]) =>
    Object.entries(values).map(([value, body]) => ({
      name: `${operation} answers ${value}`,
      defect: replacing(pattern, body),
    })),
  ),
  {
    name: "a temporary key with CR/LF",
    defect: replacing(/^POST \/auth\//, '{"api_key":"tmp_a\\r\\nX-Injected: 1","expires_at":"2026-01-01T00:00:00Z"}'),
  },
  { name: "a 201 upload with an empty body", defect: replacing(/^POST \/files$/, "") },
];

function frames(kind: "ack" | "result" | "error", body: string): Defect {
  return {
    fromServer(frame) {
      const isKind =
        kind === "ack"
          ? frame.includes('"ack"')
          : kind === "error"
            ? frame.includes('"error_code"')
            : frame.includes('"tokens"');
      return isKind ? body : frame;
    },
  };
}

const streamCases = (["ack", "result", "error"] as const).flatMap((kind) =>
  Object.entries({
    ...values,
    "tokens of the wrong type": '{"tokens":5}',
    "tokens of any value": '{"tokens":[null,5,"x",[],{"text":{}}],"error_code":{}}',
  }).map(([value, body]) => ({ name: `${kind} frames are ${value}`, defect: frames(kind, body) })),
);

async function survives(defect: Defect, only: "http" | "stream"): Promise<void> {
  const server = await startBrokenServer(mocks.httpUrl, mocks.streamUrl, defect);
  const junit = join(tmpdir(), `hostile-answers-${process.pid}.xml`);
  rmSync(junit, { force: true });
  try {
    const outcome = await runKit(server.baseUrl, server.streamUrl, [
      "--only",
      only,
      "--negative-runs",
      "0",
      "--junit",
      junit,
    ]);
    expect(failedChecks(outcome), outcome.text).not.toContain("run.kit-error");
    expect(outcome.exitCode, outcome.text).toBe(1);
    expect(outcome.report.violations().length).toBeGreaterThan(0);
    expect(readFileSync(junit, "utf8")).toContain("<failure");
    expect(outcome.text).not.toContain(firstKey);
  } finally {
    await server.close();
  }
}

describe("hostile HTTP answers: a named violation, never a crash", () => {
  it.each(httpCases)("$name", ({ defect }) => survives(defect, "http"), 60_000);
});

describe("hostile stream frames: a named violation, never a crash", () => {
  it.each(streamCases)("$name", ({ defect }) => survives(defect, "stream"), 60_000);
});
