// One contract, one verdict (issue 37): the server mock (`startMocks()`, Prism checking each exchange) and the
// in-process handlers (`createMockHandlers()`, the generated validators) are sent the same requests, generated from
// specs/openapi.yaml with a seed, and must answer alike, and within the contract. The stream: the same frames over
// the node stream server and the handlers' `ws.link`, compared by their frames and close codes.
// A bigger run: STT_DIFF_SEED=7 STT_DIFF_CASES=5000 npx vitest run test/mock/differential.integration.test.ts (STT_DIFF_PROGRESS=1
// prints each case and stream scenario as it ends, to find one that hangs).
import { getResponse, RequestHandler } from "msw";
import { setupServer } from "msw/node";
import { defaultStreamUrl } from "stt-service/shared-runtime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket as NodeWebSocket } from "ws";
import { createMockHandlers, type MockHandlers } from "../../packages/mock/src/msw/handlers.js";
import { type RunningMocks, startMocks } from "../../packages/mock/src/node/start.js";
import { wavBytes } from "../realtime/support.js";
import { generateCorpus } from "../support/differential/corpus.js";
import { createJudge } from "../support/differential/judge.js";
import { formatReport, type Tally } from "../support/differential/report.js";
import { type Finding, type MockTarget, runCase } from "../support/differential/run.js";
import { loadContractModel } from "../support/differential/spec-model.js";
import {
  playScenario,
  type ScenarioSocket,
  streamCloseCodes,
  streamProblems,
  streamScenarios,
} from "../support/differential/stream.js";
import { loadSpecDocuments } from "../support/spec-documents.js";

const seed = Number(process.env.STT_DIFF_SEED ?? 1);
const caseCount = Number(process.env.STT_DIFF_CASES ?? 800);
if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(caseCount) || caseCount < 1) {
  throw new Error(
    `STT_DIFF_SEED and STT_DIFF_CASES must be whole numbers (STT_DIFF_CASES at least 1); got ${JSON.stringify(process.env.STT_DIFF_SEED)} and ${JSON.stringify(process.env.STT_DIFF_CASES)}.`,
  );
}
const handlersBaseUrl = "https://api.stt-service.dev/v1";

let mocks: RunningMocks;
let handlers: MockHandlers;

beforeAll(async () => {
  // Transcriptions complete at once in both (the handlers without a clock do), so reads after a create agree.
  mocks = await startMocks({ speed: Number.POSITIVE_INFINITY, minProcessingMs: 0, onLog: () => {} });
  handlers = createMockHandlers({ onLog: () => {} });
});
afterAll(async () => {
  await mocks?.stop();
});

describe("the server mock and the MSW handlers, on one generated corpus", () => {
  it("answer every request alike, and only as the contract allows", async () => {
    const model = loadContractModel();
    const corpus = generateCorpus(model, { seed, cases: caseCount, wav: wavBytes(1) });
    const judge = createJudge(model);
    const server: MockTarget = ({ method, target, headers, body }) =>
      fetch(`${mocks.httpUrl}${target}`, { method, headers, body: body as BodyInit | undefined, redirect: "manual" });
    // The handlers called through MSW's own resolution, without patching the process's fetch.
    const httpHandlers = handlers.filter((handler): handler is RequestHandler => handler instanceof RequestHandler);
    const inProcess: MockTarget = async ({ method, target, headers, body }) => {
      const request = new Request(`${handlersBaseUrl}${target}`, {
        method,
        headers,
        body: body as BodyInit | undefined,
      });
      const response = await getResponse(httpHandlers, request);
      if (!response) throw new Error(`the handlers did not answer ${method} ${target}`);
      return response;
    };
    const findings: Finding[] = [];
    const tally: Tally = { cases: corpus.length, requests: 0, agreed: 0, clean: 0 };
    let next = 0;
    // A few cases at a time: each has its own key, so they share no state.
    const worker = async () => {
      while (next < corpus.length) {
        const testCase = corpus[next++];
        if (!testCase) break;
        const found = await runCase(testCase, { server, handlers: inProcess }, judge);
        if (process.env.STT_DIFF_PROGRESS) process.stderr.write(`case ${testCase.index}: ${testCase.description}\n`);
        tally.requests += testCase.steps.length;
        findings.push(...found);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    const requestsWith = (prefix: string) =>
      new Set(findings.filter((f) => f.kind.startsWith(prefix)).map((f) => f.request)).size;
    tally.agreed = tally.requests - requestsWith("disagree");
    tally.clean = tally.requests - new Set(findings.map((f) => f.request)).size;
    const report = formatReport(findings, tally, seed);
    console.log(report);
    expect(findings, report).toEqual([]);
  }, 600_000);
});

/** The in-process handlers, called through MSW's own resolution (no patched fetch), at `handlersBaseUrl`. */
async function askHandlers(target: string, init: RequestInit): Promise<Response> {
  const httpHandlers = handlers.filter((handler): handler is RequestHandler => handler instanceof RequestHandler);
  const response = await getResponse(httpHandlers, new Request(`${handlersBaseUrl}${target}`, init));
  if (!response) throw new Error(`the handlers did not answer ${init.method} ${target}`);
  return response;
}

const fileId = "6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11";
const transcriptionRequest = { file_id: fileId, model: "stt-async-v3", enable_speaker_diarization: false };

/**
 * Invalid requests a reader sends from the docs' try-it (the in-page mock) and from their shell (stt-mock), with
 * how many problems each has: both must list exactly these, in the same words.
 */
const invalidRequests: { name: string; target: string; body?: unknown; problems: number }[] = [
  {
    name: "language_hints of numbers",
    target: "/transcriptions",
    body: { ...transcriptionRequest, language_hints: [1, 2] },
    problems: 2,
  },
  { name: "context as text", target: "/transcriptions", body: { ...transcriptionRequest, context: "x" }, problems: 1 },
  {
    name: "a property the contract does not have",
    target: "/transcriptions",
    body: { ...transcriptionRequest, colour: "red" },
    problems: 1,
  },
  {
    name: "no model",
    target: "/transcriptions",
    body: { file_id: fileId, enable_speaker_diarization: false },
    problems: 1,
  },
  {
    name: "a translation of no kind",
    target: "/transcriptions",
    body: { ...transcriptionRequest, translation: { type: "one_way" } },
    problems: 5,
  },
  {
    name: "a temporary key for nothing",
    target: "/auth/temporary-api-key",
    body: { usage_type: "nothing", expires_in_seconds: 0 },
    problems: 2,
  },
  { name: "a limit past the bound", target: "/transcriptions?limit=100000", problems: 1 },
];

describe("the server mock and the MSW handlers, on invalid requests", () => {
  it.each(invalidRequests)("list the same validation errors, each once, in the same words: $name", async (invalid) => {
    const init: RequestInit = {
      method: invalid.body === undefined ? "GET" : "POST",
      headers: { authorization: "Bearer diff-validation", "content-type": "application/json" },
      ...(invalid.body === undefined ? {} : { body: JSON.stringify(invalid.body) }),
    };
    const fromServer = await fetch(`${mocks.httpUrl}${invalid.target}`, init);
    const fromHandlers = await askHandlers(invalid.target, init);
    const errorsOf = async (response: Response) =>
      ((await response.json()) as { validation_errors?: unknown[] }).validation_errors;
    const [serverErrors, handlerErrors] = [await errorsOf(fromServer), await errorsOf(fromHandlers)];
    expect([fromServer.status, fromHandlers.status]).toEqual([400, 400]);
    expect(handlerErrors).toEqual(serverErrors);
    expect(serverErrors).toHaveLength(invalid.problems);
  });
});

/** A temporary key minted by one mock's own HTTP side, for its stream's subprotocol. */
async function temporaryKey(send: (request: Request) => Promise<Response>, baseUrl: string): Promise<string> {
  const response = await send(
    new Request(`${baseUrl}/auth/temporary-api-key`, {
      method: "POST",
      headers: { authorization: "Bearer diff-stream", "content-type": "application/json" },
      body: JSON.stringify({ usage_type: "transcribe_websocket", expires_in_seconds: 600 }),
    }),
  );
  const body = (await response.json()) as { api_key?: string };
  if (response.status !== 201 || !body.api_key) throw new Error(`minting a temporary key answered ${response.status}`);
  return body.api_key;
}

describe("the node stream server and the handlers' ws.link, on the same frames", () => {
  // MSW's ws.link intercepts only the global WebSocket, which Node 20 lacks: `ws`'s class stands in for it, and
  // setupServer patches it for this block alone (the HTTP block above calls the handlers without patching).
  if (globalThis.WebSocket === undefined) {
    Object.defineProperty(globalThis, "WebSocket", { value: NodeWebSocket, configurable: true, writable: true });
  }
  const streamHandlers = createMockHandlers({ onLog: () => {} });
  const intercepting = setupServer(...streamHandlers);
  beforeAll(() => intercepting.listen({ onUnhandledRequest: "bypass" }));
  afterAll(() => intercepting.close());

  it("send the same frames and close codes, and the close code the contract gives each error", async () => {
    const closeCodes = streamCloseCodes(loadSpecDocuments()["asyncapi.yaml"]);
    // AudioChunk's description in specs/asyncapi.yaml: a binary frame of at most 4 MiB, larger ones close 1009.
    const scenarios = streamScenarios(wavBytes(1), 4 * 1024 * 1024);
    if (process.env.STT_DIFF_PROGRESS) process.stderr.write("stream: minting keys\n");
    const serverKey = await temporaryKey((request) => fetch(request), mocks.httpUrl);
    const httpHandlers = streamHandlers.filter(
      (handler): handler is RequestHandler => handler instanceof RequestHandler,
    );
    const handlersKey = await temporaryKey(
      async (request) => (await getResponse(httpHandlers, request)) ?? new Response(null, { status: 599 }),
      handlersBaseUrl,
    );
    const rows: string[] = [];
    for (const scenario of scenarios) {
      const server = await playScenario(
        new NodeWebSocket(mocks.streamUrl, ["stt-api-key", serverKey]) as unknown as ScenarioSocket,
        scenario,
      );
      if (process.env.STT_DIFF_PROGRESS) process.stderr.write(`stream scenario, server done: ${scenario.name}\n`);
      const patched = globalThis.WebSocket as unknown as new (url: string, protocols: string[]) => ScenarioSocket;
      const handlers = await playScenario(new patched(defaultStreamUrl, ["stt-api-key", handlersKey]), scenario);
      if (process.env.STT_DIFF_PROGRESS) process.stderr.write(`stream scenario done: ${scenario.name}\n`);
      const said = (outcome: typeof server) => `${outcome.frames.join(", ")} | close ${outcome.closeCode}`;
      if (said(server) !== said(handlers))
        rows.push(`disagree | ${scenario.name}: server ${said(server)}; handlers ${said(handlers)}`);
      for (const [side, outcome] of [
        ["server", server],
        ["handlers", handlers],
      ] as const) {
        for (const problem of streamProblems(outcome, closeCodes, scenario))
          rows.push(`${side}: not backed | ${scenario.name}: ${problem}`);
      }
    }
    if (rows.length > 0) console.log(`stream differential:\n${rows.join("\n")}`);
    expect(rows, rows.join("\n")).toEqual([]);
  }, 120_000);
});
