// The HTTP reference's code samples (docs/examples/operations/, shown as each operation's x-codeSamples) run
// as a reader would run them, against the mock: from a folder holding a call.wav, configured only by
// STT_API_KEY and STT_BASE_URL. Each must exit 0, and must have called its own operation with success: a
// recording proxy between the sample and the mock sees every exchange, whatever the sample prints. The Python
// samples run in the project's CPython 3.11 venv (test/support/run-python.ts), against the same mock.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { operationSpecs } from "stt-service/in-repository";
import { describe, expect, inject, it } from "vitest";
import { writeWavFixture } from "#test-support/wav-fixtures.js";
import { readOperationSamples, sampleLanguages } from "../../scripts/docs/code-samples.js";
import { startRecordingProxy } from "../support/recording-proxy.js";
import { type ModuleRun, runModule, workingFolder } from "../support/run-module.js";
import { missingPython, runPython } from "../support/run-python.js";
import { runShell } from "../support/run-shell.js";

const samples = readOperationSamples(".");
const folder = workingFolder({ "call.wav": readFileSync(writeWavFixture("call.wav", 4)) });
const baseUrl = inject("apiBaseUrl");

type Runner = (path: string, options: { env: Record<string, string>; cwd: string }) => Promise<ModuleRun>;

/** How a reader runs a sample of each language: bash, tsx, or Python. */
function runnerOf(path: string): Runner {
  if (path.endsWith(".sh")) return runShell;
  if (path.endsWith(".py")) return runPython;
  return runModule;
}

/** `/files/{file_id}` under the base path → a pattern of the paths the mock sees for it. */
function pathPattern(basePath: string, template: string): RegExp {
  const escaped = template
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[^/]+");
  return new RegExp(`^${basePath.replace(/\/$/, "")}${escaped}$`);
}

describe("the HTTP reference's code samples", () => {
  it("can run: bash, curl and jq are installed (.ci/run installs curl and jq when missing)", () => {
    for (const tool of ["bash", "curl", "jq"]) {
      const found = spawnSync("bash", ["-c", `command -v ${tool}`]).status === 0;
      expect(found, `${tool} is not installed: apt-get install -y ${tool}`).toBe(true);
    }
  });

  it("can run Python: the project's CPython 3.11 venv exists", () => {
    expect(missingPython()).toBeUndefined();
  });

  it("has a curl, a TypeScript and a Python sample for every operation, and no sample of an unknown operation", () => {
    expect([...samples.keys()].sort()).toEqual(Object.keys(operationSpecs).sort());
    for (const [operationId, list] of samples) {
      expect(
        list.map((sample) => sample.lang),
        operationId,
      ).toEqual(sampleLanguages.map((language) => language.lang));
    }
  });

  const all = [...samples.values()].flat().map((sample) => [sample.path, sample] as const);
  describe.concurrent.each(all)("%s", (_, sample) => {
    const operation = operationSpecs[sample.operationId as keyof typeof operationSpecs];

    it(`calls ${operation.method} ${operation.path} and every call it makes succeeds`, async () => {
      const proxy = await startRecordingProxy(baseUrl);
      try {
        // A key of its own: on the stateful mock, what a sample makes is seen by no other sample.
        const options = {
          cwd: folder,
          env: { STT_API_KEY: `docs-sample-${sample.operationId}`, STT_BASE_URL: proxy.url },
        };
        const run = await runnerOf(sample.path)(sample.path, options);
        const report = `exit ${run.code}\n${run.stdout}\n${run.stderr}`;
        expect(run.code, report).toBe(0);
        expect(run.stdout.trim(), report).not.toBe("");
        const own = pathPattern(new URL(baseUrl).pathname, operation.path);
        const calls = proxy.exchanges.filter(
          (exchange) => exchange.method === operation.method && own.test(exchange.path),
        );
        expect(calls.length, `${report}\nexchanges: ${JSON.stringify(proxy.exchanges)}`).toBeGreaterThan(0);
        expect(proxy.exchanges.filter((exchange) => exchange.status >= 300)).toEqual([]);
      } finally {
        await proxy.close();
      }
    }, 90_000);
  });
});
