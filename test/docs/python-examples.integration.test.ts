// The SDK guide's Python examples (docs/examples/*.py) run as their reader would run them: `python <file>` in a
// folder that holds a call.wav, configured by STT_API_KEY, STT_BASE_URL and STT_STREAM_URL, against Prism and
// the streaming mock, in the project's CPython 3.11 venv; the test reads what they print. And every Python file
// the docs show (these, and the HTTP reference's samples in docs/examples/operations/) passes mypy --strict and
// pyright's strict mode (test/python/fixtures/pyrightconfig.json, the one a user's code is held to) against the
// package's sources, and ruff at the width Biome holds the TypeScript beside it to.
import { readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { firstExampleText, useStreamingMock } from "#test-support/streaming-mock.js";
import { writeWavFixture } from "#test-support/wav-fixtures.js";
import { workingFolder } from "../support/run-module.js";
import { runProcess } from "../support/run-process.js";
import { missingPython, pythonInterpreter, pythonSources, runPython } from "../support/run-python.js";

const baseUrl = inject("apiBaseUrl");
const { mock } = useStreamingMock();
const folder = workingFolder({ "call.wav": readFileSync(writeWavFixture("call.wav", 4)) });

const pythonFiles = (directory: string) =>
  readdirSync(directory)
    .filter((name) => name.endsWith(".py"))
    .sort()
    .map((name) => join(directory, name));
const guideExamples = pythonFiles("docs/examples");
const referenceSamples = pythonFiles("docs/examples/operations");

/** The width Biome formats a folder's TypeScript at (biome.json): the Python beside it is held to the same. */
function biomeWidth(folder: string): string {
  const biome = JSON.parse(readFileSync("biome.json", "utf8")) as {
    overrides: { includes: string[]; formatter?: { lineWidth?: number } }[];
  };
  const width = biome.overrides.find((override) => override.includes.includes(folder))?.formatter?.lineWidth;
  if (width === undefined) throw new Error(`biome.json has no lineWidth for ${folder}`);
  return String(width);
}

/** Runs docs/examples/<name> with Python and resolves with the lines it printed. */
async function printed(name: string): Promise<string[]> {
  const run = await runPython(`docs/examples/${name}`, {
    cwd: folder,
    // A key of its own: on the stateful mock, what one example makes is seen by no other.
    env: { STT_API_KEY: `docs-example-${name}`, STT_BASE_URL: baseUrl, STT_STREAM_URL: mock().url },
  });
  expect(run.code, `exit ${run.code}\n${run.stdout}\n${run.stderr}`).toBe(0);
  return run.stdout.split("\n").filter((line) => line !== "");
}

function matching(lines: string[], pattern: RegExp): string[] {
  return lines.filter((line) => pattern.test(line));
}

/** A Python tool of the venv (`python -m <tool>`), from the repository's root. */
async function pythonTool(tool: string, args: string[]) {
  const run = await runProcess(pythonInterpreter(), ["-m", tool, ...args], {
    env: { ...process.env, MYPYPATH: pythonSources },
    boundMs: 180_000,
  });
  return { ...run, report: `${tool} exit ${run.code}\n${run.stdout}\n${run.stderr}` };
}

describe("the SDK guide's Python examples", () => {
  it("can run: the project's CPython 3.11 venv exists", () => {
    expect(missingPython()).toBeUndefined();
    expect(guideExamples).toEqual(["docs/examples/batch-transcription.py", "docs/examples/realtime-stream.py"]);
  });

  describe.concurrent("against the mocks", () => {
    it("batch-transcription.py transcribes in one call, then step by step with progress, pages, catches a 404, and does it again awaited", async () => {
      const lines = await printed("batch-transcription.py");
      expect(matching(lines, /^transcript: \S/)).toHaveLength(1);
      const progress = matching(lines, /^uploaded \d+ of \d+ bytes$/);
      expect(progress.length).toBeGreaterThan(0);
      expect(progress.at(-1)).toMatch(/^uploaded (\d+) of \1 bytes$/);
      expect(lines).toContain("done: completed");
      expect(matching(lines, /^\d+ files on the first page$/)).toHaveLength(1);
      expect(matching(lines, /^recent: \S+ \(\w+\)$/).length).toBeGreaterThanOrEqual(1);
      expect(matching(lines, /^recent: /).length).toBeLessThanOrEqual(3);
      expect(lines).toContain("not found: file_not_found");
      const [models] = matching(lines, /^models: /);
      expect(models).toContain("stt-async-v3");
      expect(models).toContain("stt-rt-v3");
      expect(lines.at(-1)).toMatch(/^\d+ files on the first page, again$/);
    }, 90_000);

    it("realtime-stream.py streams call.wav, prints interim and final text as it comes, and the transcript", async () => {
      const lines = await printed("realtime-stream.py");
      expect(matching(lines, /^final so far: /).at(-1)).toBe(`final so far: ${firstExampleText}`);
      expect(matching(lines, /^error: /)).toEqual([]);
      const [tokens] = matching(lines, /^\d+ final tokens$/);
      expect(Number.parseInt(tokens ?? "0", 10)).toBeGreaterThan(0);
      expect(lines.at(-1)).toBe(`transcript: ${firstExampleText}`);
    }, 90_000);
  });

  it("pass mypy --strict and pyright's strict mode, with the reference's samples, against the package's sources", async () => {
    const cache = join(tmpdir(), `stt-docs-mypy-${process.pid}`);
    // Each file is a script of its own: checked one module at a time, by path, names never shared.
    const mypy = await pythonTool("mypy", [
      "--strict",
      "--python-version=3.10",
      `--cache-dir=${cache}`,
      "--scripts-are-modules",
      ...guideExamples,
      ...referenceSamples,
    ]);
    expect(mypy.code, mypy.report).toBe(0);
    expect(mypy.stdout, mypy.report).toMatch(/^Success: no issues found in \d+ source files/m);
    // pyright finds the package where a user's editor does: installed in the venv (editable, these sources).
    const pyright = await pythonTool("pyright", [
      "--project",
      "test/python/fixtures/pyrightconfig.json",
      "--pythonpath",
      pythonInterpreter(),
      ...guideExamples,
      ...referenceSamples,
    ]);
    expect(pyright.code, pyright.report).toBe(0);
    expect(pyright.stdout, pyright.report).toMatch(/^0 errors, 0 warnings/m);
  }, 180_000);

  it("are ruff-clean and ruff-formatted at the width Biome holds the TypeScript beside them to", async () => {
    for (const [width, files] of [
      [biomeWidth("docs/examples/**"), guideExamples],
      [biomeWidth("docs/examples/operations/**"), referenceSamples],
    ] as const) {
      const options = ["--isolated", "--line-length", width, "--target-version", "py310"];
      const check = await pythonTool("ruff", ["check", ...options, ...files]);
      expect(check.code, check.report).toBe(0);
      const format = await pythonTool("ruff", ["format", "--check", ...options, ...files]);
      expect(format.code, format.report).toBe(0);
    }
  }, 60_000);
});
