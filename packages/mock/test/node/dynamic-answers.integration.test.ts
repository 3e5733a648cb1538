// `Prefer: dynamic=true` on a shared stt-mock (issue 44): Prism generates such an answer synchronously on the
// mock's one event loop, and from the contract's own bounds (a million tokens) one request held every other
// client and the streaming mock for minutes. Here one client asks for a dynamic answer on every operation,
// round after round, while another key uploads, lists and streams: the other key is answered, every dynamic
// answer is one the contract backs, and none is large. `--stateless --dynamic`, where every answer is
// generated, is held to the same.
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { AsyncServiceClient } from "stt-service";
import { RealtimeServiceClient } from "stt-service/realtime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MockProcess, startMockProcess } from "#test-support/mock-process.js";
import { wavBytes } from "#test-support/wav-fixtures.js";
import { generateCorpus } from "../differential/corpus.js";
import { createJudge } from "../differential/judge.js";
import { type Finding, type MockTarget, runCase } from "../differential/run.js";
import { loadContractModel } from "../differential/spec-model.js";

// A dynamic answer is cut to this many items per array (packages/mock/src/node/dynamic-answers.ts).
const mostItems = 5;
// The bound on a request that counts as hung: far past what an answer takes on a loaded machine, far short
// of the minutes a generated million-item answer held the event loop.
const hungAfterMs = 30_000;

const model = loadContractModel();
const dynamicCases = generateCorpus(model, { seed: 1, cases: "enumerated", wav: wavBytes(1) }).filter(
  (testCase) => testCase.category === "prefer: dynamic=true",
);

function longestArray(value: unknown): number {
  if (Array.isArray(value)) return Math.max(value.length, ...value.map(longestArray));
  if (typeof value === "object" && value !== null) return Math.max(0, ...Object.values(value).map(longestArray));
  return 0;
}

interface Traffic {
  /** Requests sent with a `Prefer`, answered or not. */
  asked: number;
  /** Their answers. */
  generated: { status: number; bytes: number; json: unknown }[];
}

/** Sends to `mock`, and keeps the generated answers (those to a request with a `Prefer`) to look at. */
function targetOf(mock: MockProcess, traffic: Traffic): MockTarget {
  return async ({ method, target, headers, body }) => {
    const asking = headers.some(([name]) => name === "prefer");
    if (asking) traffic.asked += 1;
    const response = await fetch(`${mock.httpUrl}${target}`, {
      method,
      headers,
      body: body as BodyInit | undefined,
      signal: AbortSignal.timeout(hungAfterMs),
    });
    if (asking) {
      const text = await response.clone().text();
      traffic.generated.push({
        status: response.status,
        bytes: Buffer.byteLength(text),
        json: text.startsWith("{") ? JSON.parse(text) : undefined,
      });
    }
    return response;
  };
}

function within<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${hungAfterMs / 1000} s`)), hungAfterMs);
  });
  return Promise.race([work, hung]).finally(() => clearTimeout(timer));
}

/** SIGKILL: a mock whose event loop is held (the failure this file is about) never reads a SIGTERM. */
async function stopAtOnce(mock: MockProcess | undefined): Promise<void> {
  if (!mock || mock.child.exitCode !== null || mock.child.signalCode !== null) return;
  const exited = once(mock.child, "exit");
  mock.child.kill("SIGKILL");
  await exited;
}

describe("a shared stt-mock asked for dynamic answers", () => {
  let mock: MockProcess;
  beforeAll(async () => {
    mock = await startMockProcess(["--speed", "1000"]);
  });
  afterAll(async () => {
    await stopAtOnce(mock);
  });

  it("covers every operation of the spec", () => {
    expect(dynamicCases.map((testCase) => testCase.description.replace(/ with .*/, "")).sort()).toEqual(
      model.operations.map((operation) => `${operation.method} ${operation.path}`).sort(),
    );
  });

  it("keeps answering another key, over HTTP and on a stream, while one client asks for them on every operation", async () => {
    const judge = createJudge(model);
    const traffic: Traffic = { asked: 0, generated: [] };
    const target = targetOf(mock, traffic);
    const findings: Finding[] = [];
    let othersDone = false;
    let rounds = 0;
    // The first client: every operation with Prefer: dynamic=true, again and again, until the other is done.
    const dynamicClient = (async () => {
      while (!othersDone && rounds < 50) {
        for (const testCase of dynamicCases) {
          findings.push(...(await runCase({ ...testCase, key: `dynamic-${rounds}` }, { server: target }, judge)));
        }
        rounds += 1;
      }
    })();
    // The other key, once the first client's requests are under way.
    while (traffic.asked === 0) await new Promise((resolve) => setImmediate(resolve));
    const apiKey = `other-${randomUUID()}`;
    const batch = new AsyncServiceClient({ apiKey, baseUrl: mock.httpUrl, maxRetries: 0 });
    const realtime = new RealtimeServiceClient({ apiKey, streamUrl: mock.streamUrl });
    const streamed = within(
      (async () => {
        const session = await realtime.connect({ model: "stt-rt-v3", audio_format: "auto" });
        await session.stream(wavBytes(2), { chunkMs: 250 });
        return session.finish();
      })(),
      "a stream session",
    );
    const models = await within(batch.models.list(), "GET /models");
    const file = await within(
      batch.files.upload(new Blob([wavBytes(1) as Uint8Array<ArrayBuffer>], { type: "audio/wav" }), {
        filename: "call.wav",
      }),
      "POST /files",
    );
    const page = await within(batch.files.list(), "GET /files");
    const transcript = await streamed;
    othersDone = true;
    await dynamicClient;

    expect(models.models.length).toBeGreaterThan(0);
    expect(page.files.map((listed) => listed.file_id)).toEqual([file.file_id]);
    expect(transcript.text.length).toBeGreaterThan(10);
    expect(rounds).toBeGreaterThan(0);
    expect(findings.map((finding) => `${finding.kind}: ${finding.detail} (${finding.reproducer})`)).toEqual([]);
    const successes = traffic.generated.filter((answer) => answer.status < 300);
    expect(successes.length).toBeGreaterThanOrEqual(dynamicCases.length);
    for (const answer of successes) {
      expect(longestArray(answer.json)).toBeLessThanOrEqual(mostItems);
      expect(answer.bytes).toBeLessThan(256 * 1024);
    }
  }, 300_000);
});

describe("stt-mock --stateless --dynamic", () => {
  let mock: MockProcess;
  beforeAll(async () => {
    mock = await startMockProcess(["--stateless", "--dynamic"]);
  });
  afterAll(async () => {
    await stopAtOnce(mock);
  });

  it("answers every operation with generated data the contract backs, small", async () => {
    const judge = createJudge(model);
    const traffic: Traffic = { asked: 0, generated: [] };
    const target = targetOf(mock, traffic);
    const findings: Finding[] = [];
    for (const testCase of dynamicCases) {
      findings.push(...(await runCase(testCase, { server: target }, judge)));
    }
    expect(findings.map((finding) => `${finding.kind}: ${finding.detail} (${finding.reproducer})`)).toEqual([]);
    for (const answer of traffic.generated) {
      expect(longestArray(answer.json)).toBeLessThanOrEqual(mostItems);
      expect(answer.bytes).toBeLessThan(256 * 1024);
    }
  }, 300_000);
});
