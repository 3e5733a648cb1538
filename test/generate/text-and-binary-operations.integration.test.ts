// CONTRIBUTING.md's "Answers that are not JSON", done once, as probe-operation.integration.test.ts does the walk
// for JSON: subtitles (text, WebVTT or SubRip) and a file's preview (bytes, audio) written into a copy of the
// spec (test/support/text-and-binary-operations.ts), `generateFiles` into a copy of the project, and nothing
// else edited: no generator, template or runtime change. Both operations then work through the asynchronous
// client (bytes whole and streamed), the synchronous client (bytes across its worker), `createFetchClient`
// (openapi-fetch's parseAs), their types (tsc), the mock (from their examples, by media type and Accept) and
// the HTTP reference (once their code samples exist).
import { execFile } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { startMocks } from "@stt-service/mock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOperationSamples } from "../../scripts/docs/code-samples.js";
import { generateFiles } from "../../scripts/generate/generate-files.js";
import { generatedProject, projectReference } from "../support/generated-project.js";
import { runModule } from "../support/run-module.js";
import { runShell } from "../support/run-shell.js";
import { copySpecs, type SpecCopy } from "../support/spec-copies.js";
import {
  addSubtitlesAndPreview,
  type ErrorAnswerSeen,
  expectedErrorAnswers,
  previewExample,
  subtitleErrorRequests,
  subtitleExamples,
  unownedSubtitleRequests,
} from "../support/text-and-binary-operations.js";

const run = promisify(execFile);
const root = resolve(".");
const edited = ["generator", "templates", "runtime"];

let copy: SpecCopy;
let project: string;
let files: Map<string, string>;
let mocks: Awaited<ReturnType<typeof startMocks>>;

beforeAll(async () => {
  copy = copySpecs();
  addSubtitlesAndPreview(copy);
  files = await generateFiles({ specsDir: copy.dir });
  project = generatedProject("stt-text-binary-", copy.dir, files);
  // The examples alone: the stateful mock would answer 404 for ids no key owns, which is its own test.
  mocks = await startMocks({ specPath: join(copy.dir, "openapi.yaml"), stateless: true });
}, 60_000);

afterAll(async () => {
  await mocks?.stop();
  copy?.remove();
  if (project) rmSync(project, { recursive: true, force: true });
});

const transcriptionId = "0b8f5c3e-6a1d-4f2e-9c7b-3d5e8a1f4b6c";
const fileId = "a3d5e7f9-1b2c-4d6e-8f0a-1c3e5a7b9d2f";

/** Asks the subtitles of `transcriptionId` at `baseUrl` with each request's headers; what came back. */
async function askSubtitles(
  baseUrl: string,
  requests: readonly { asked: string; headers: Record<string, string> }[],
): Promise<ErrorAnswerSeen[]> {
  const seen: ErrorAnswerSeen[] = [];
  for (const { asked, headers } of requests) {
    const response = await fetch(`${baseUrl}/transcriptions/${transcriptionId}/subtitles`, {
      headers: { authorization: "Bearer error-answers-key", ...headers },
    });
    const body = (await response.json().catch(() => undefined)) as { error_type?: unknown } | undefined;
    seen.push({
      asked,
      status: response.status,
      type: response.headers.get("content-type")?.split(";")[0] ?? null,
      errorType: body?.error_type,
      violations: response.headers.get("sl-violations"),
    });
  }
  return seen;
}

describe(`a text and a binary operation added to the spec, with no edit to the ${edited.join(", ")}`, () => {
  it("generate a method answering a string with a typed accept option, and one answering a DownloadPromise", () => {
    const transcriptions = files.get("packages/sdk/src/generated/http/resources/transcriptions.ts") ?? "";
    // As Biome lays the generated method out: one parameter a line.
    expect(transcriptions).toContain(`  subtitles(
    transcriptionId: string,
    query?: GetTranscriptionSubtitlesQuery,
    options?: AcceptOptions<"text/vtt" | "application/x-subrip">,
  ): CallPromise<string> {`);
    expect(files.get("packages/sdk/src/generated/http/resources/files.ts")).toContain(
      "preview(fileId: string, options?: RequestOptions): DownloadPromise {",
    );
  });

  it("work through the asynchronous and synchronous clients and createFetchClient, against the mock, typed", async () => {
    const script = join(project, "replay.mts");
    writeFileSync(
      script,
      `import { AsyncServiceClient, createFetchClient } from "./packages/sdk/src/index.js";
import { SyncServiceClient } from "./packages/sdk/src/sync.js";
const options = { apiKey: "replay-key", baseUrl: process.env.MOCK_URL, maxRetries: 0 };
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const client = new AsyncServiceClient(options);
const asyncVtt: string = await client.transcriptions.subtitles(${JSON.stringify(transcriptionId)});
const asyncSrt: string = await client.transcriptions.subtitles(
  ${JSON.stringify(transcriptionId)},
  { format: "srt" },
  { accept: "application/x-subrip" },
);
const bytes: Uint8Array = await client.files.preview(${JSON.stringify(fileId)});
const response: Response = await client.files.preview(${JSON.stringify(fileId)}).asResponse();
const streamed = new Uint8Array(await response.arrayBuffer());
const sync = new SyncServiceClient(options);
const syncSrt: string = sync.transcriptions.subtitles(${JSON.stringify(transcriptionId)}, { format: "srt" }, { accept: "application/x-subrip" });
const syncBytes: Uint8Array = sync.files.preview(${JSON.stringify(fileId)});
sync.close();
const fetchClient = createFetchClient({ apiKey: options.apiKey, baseUrl: options.baseUrl });
const fetched = await fetchClient.GET("/transcriptions/{transcription_id}/subtitles", {
  params: { path: { transcription_id: ${JSON.stringify(transcriptionId)} }, query: { format: "srt" } },
  headers: { accept: "application/x-subrip" },
  parseAs: "text",
});
const fetchedBytes = await fetchClient.GET("/files/{file_id}/preview", {
  params: { path: { file_id: ${JSON.stringify(fileId)} } },
  parseAs: "arrayBuffer",
});
console.log(JSON.stringify({
  asyncVtt,
  asyncSrt,
  bytes: text(bytes),
  streamed: text(streamed),
  streamedType: response.headers.get("content-type"),
  syncSrt,
  syncBytesAreBytes: syncBytes instanceof Uint8Array,
  syncBytes: text(syncBytes),
  fetched: fetched.data,
  fetchedBytes: text(new Uint8Array(fetchedBytes.data as ArrayBuffer)),
}));
`,
    );
    const result = await runModule(script, { cwd: project, env: { MOCK_URL: mocks.httpUrl } });
    expect(result.stderr).toBe("");
    expect(JSON.parse(result.stdout)).toEqual({
      asyncVtt: subtitleExamples.vtt,
      asyncSrt: subtitleExamples.srt,
      bytes: previewExample,
      streamed: previewExample,
      streamedType: expect.stringMatching(/^audio\/wav/),
      syncSrt: subtitleExamples.srt,
      syncBytesAreBytes: true,
      syncBytes: previewExample,
      fetched: subtitleExamples.srt,
      fetchedBytes: previewExample,
    });
    writeFileSync(
      join(project, "tsconfig.replay.json"),
      JSON.stringify({ extends: "./tsconfig.json", include: ["replay.mts", "packages/sdk/src"] }),
    );
    await run(join(root, "node_modules/.bin/tsc"), ["--noEmit", "-p", "tsconfig.replay.json"], { cwd: project });
  }, 120_000);

  it("are answered an error asked for (Prefer) or an unowned id's 404 in JSON whatever Accept takes, by the Node mock and the MSW handlers", async () => {
    // The Node mock (Prism): the examples alone, then the stateful mode, where the id is nobody's.
    expect(await askSubtitles(mocks.httpUrl, subtitleErrorRequests)).toEqual(
      expectedErrorAnswers(subtitleErrorRequests),
    );
    const stateful = await startMocks({ specPath: join(copy.dir, "openapi.yaml") });
    try {
      expect(await askSubtitles(stateful.httpUrl, unownedSubtitleRequests)).toEqual(
        expectedErrorAnswers(unownedSubtitleRequests),
      );
      expect(stateful.responseViolations).toBe(0);
    } finally {
      await stateful.stop();
    }
    // The MSW handlers (the validators generated from the copy's spec), stateful as they always are.
    const script = join(project, "msw-errors.mts");
    writeFileSync(
      script,
      `import { setupServer } from "msw/node";
import { createMockHandlers } from "./packages/mock/src/msw/handlers.js";
const baseUrl = "https://subtitles.example/v1";
const handlers = createMockHandlers({ baseUrl, onLog: (line) => console.error(line) });
const server = setupServer(...handlers);
server.listen({ onUnhandledRequest: "error" });
const seen = [];
for (const { asked, headers } of ${JSON.stringify([...subtitleErrorRequests, ...unownedSubtitleRequests])}) {
  const response = await fetch(\`\${baseUrl}/transcriptions/${transcriptionId}/subtitles\`, {
    headers: { authorization: "Bearer error-answers-key", ...headers },
  });
  const body = await response.json().catch(() => undefined);
  seen.push({
    asked,
    status: response.status,
    type: response.headers.get("content-type")?.split(";")[0] ?? null,
    errorType: body?.error_type,
    violations: response.headers.get("sl-violations"),
  });
}
server.close();
console.log(JSON.stringify({ seen, responseViolations: handlers.responseViolations }));
`,
    );
    const result = await runModule(script, { cwd: project, env: {} });
    expect(result.stderr).toBe("");
    expect(JSON.parse(result.stdout)).toEqual({
      seen: expectedErrorAnswers([...subtitleErrorRequests, ...unownedSubtitleRequests]),
      responseViolations: 0,
    });
  }, 120_000);

  it("reach the HTTP reference once their code samples exist, and their curl samples run against the mock", async () => {
    const reference = (output: string) => projectReference(project, samples, output);
    const samples = readOperationSamples(root);
    await expect(reference(join(project, "before.html"))).rejects.toThrow(
      "docs/examples/operations/getTranscriptionSubtitles.sh is missing",
    );
    const curl = {
      getTranscriptionSubtitles: `curl -sSf "$STT_BASE_URL/transcriptions/${transcriptionId}/subtitles?format=srt" \\\n  -H "Authorization: Bearer $STT_API_KEY" \\\n  -H "Accept: application/x-subrip"`,
      getFilePreview: `curl -sSf "$STT_BASE_URL/files/${fileId}/preview" \\\n  -H "Authorization: Bearer $STT_API_KEY" \\\n  -o call-copy.wav && wc -c < call-copy.wav`,
    };
    const sdk = {
      getTranscriptionSubtitles: `const srt = await client.transcriptions.subtitles(id, { format: "srt" });`,
      getFilePreview: `const response = await client.files.preview(id).asResponse();`,
    };
    for (const [operationId, source] of Object.entries(curl)) {
      const path = join(project, `${operationId}.sh`);
      writeFileSync(path, `${source}\n`);
      const ran = await runShell(path, {
        cwd: project,
        env: { STT_BASE_URL: mocks.httpUrl, STT_API_KEY: "replay-key" },
      });
      expect(ran.code, ran.stderr).toBe(0);
      expect(ran.stdout.trim()).toBe(
        operationId === "getFilePreview"
          ? String(new TextEncoder().encode(previewExample).byteLength)
          : subtitleExamples.srt.trim(),
      );
      samples.set(operationId, [
        { operationId, path: "", lang: "bash", label: "curl", source },
        {
          operationId,
          path: "",
          lang: "typescript",
          label: "TypeScript SDK",
          source: sdk[operationId as keyof typeof sdk],
        },
        { operationId, path: "", lang: "python", label: "Python SDK", source: `# ${operationId}` },
      ]);
    }
    await reference(join(project, "reference.html"));
  }, 120_000);
});
