// Every Python snippet of packages/python/README.md, as a user runs it: a file of its own run by a venv's python
// in a folder holding call.wav, with the environment the README names pointing at the test run's mocks; the
// HTTP ones on every CPython the machine has a venv for (3.10 included, where pytest does not install here), the
// real-time one where `websockets` installs. And the snippets pass mypy --strict and pyright, as a user's code.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { runProcess } from "../support/run-process.js";
import { firstExampleText } from "../support/streaming-mock.js";
import { wavBytes } from "../support/wav-fixtures.js";
import {
  checkerErrors,
  fullEnvironment,
  mockEnvironment,
  pythonEnvironments,
  removeScratchFolders,
  runPythonModule,
  scratchFolder,
  userCodePyright,
} from "./support/python-tools.js";

afterAll(removeScratchFolders);

const readme = readFileSync("packages/python/README.md", "utf8");
const snippets = [...readme.matchAll(/```python\n([\s\S]*?)```/g)].map((match) => match[1] as string);
const text = firstExampleText.replace(/[.?*+^$()[\]{}|\\]/g, "\\$&");

/** What each snippet must print, found by a line of its own; in the README's order. */
const expectations: { marker: string; realtime: boolean; stdout: RegExp[] }[] = [
  {
    marker: 'client.files.get("no-such-file")',
    realtime: false,
    stdout: [new RegExp(`^${text}$`, "m"), /^completed 4000\.0$/m, /^call\.wav$/m, /^404 file_not_found \S+$/m],
  },
  {
    marker: "async for item in client.files.list():",
    realtime: false,
    stdout: [new RegExp(`^completed ${text}$`, "m"), /^call\.wav \w+$/m],
  },
  {
    marker: "await realtime.connect(",
    realtime: true,
    stdout: [/^final: \S/m, new RegExp(`^${text}\n$`, "m")],
  },
  {
    marker: "client.with_response.files.get(",
    realtime: false,
    stdout: [/^call\.wav 200 \S+$/m, /^application\/json/m],
  },
  {
    marker: "def webhook_receiver(",
    realtime: false,
    stdout: [/^completed \S+$/m],
  },
  {
    marker: "ServiceClient()\nexcept ServiceConfigError",
    realtime: false,
    stdout: [/^ServiceConfigError .*STT_API_KEY/],
  },
];

const environments = (await pythonEnvironments()).filter((environment) => environment.python);
const runs = environments.flatMap(({ version, python, tools }) =>
  snippets
    .map((snippet, index) => ({ version, python: python as string, snippet, index }))
    .filter(({ snippet }) => tools.websockets || !expectations.find((e) => snippet.includes(e.marker))?.realtime),
);

describe("packages/python/README.md", () => {
  it("has an expectation for each of its Python snippets", () => {
    expect(snippets.map((snippet) => expectations.findIndex((e) => snippet.includes(e.marker)))).toEqual(
      expectations.map((_, index) => index),
    );
  });

  for (const { version, python, snippet, index } of runs) {
    it(`snippet ${index} runs on CPython ${version} against the mocks`, async () => {
      const folder = scratchFolder(`readme-${version}-${index}`);
      writeFileSync(join(folder, "call.wav"), wavBytes(4));
      writeFileSync(join(folder, "snippet.py"), snippet);
      const run = await runProcess(python, ["snippet.py"], {
        cwd: folder,
        // An API key of its own: a new user's empty account.
        env: mockEnvironment({
          STT_API_KEY: `python-readme-${version}-${index}-${Date.now()}`,
          STT_BASE_URL: inject("apiBaseUrl"),
          STT_STREAM_URL: inject("streamUrl"),
        }),
        boundMs: 180_000,
      });
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      const expected = expectations.find((candidate) => snippet.includes(candidate.marker));
      for (const pattern of expected?.stdout ?? []) expect(run.stdout).toMatch(pattern);
    }, 200_000);
  }

  it("its snippets pass mypy --strict and pyright's strict mode", async () => {
    const { python } = await fullEnvironment();
    const folder = scratchFolder("readme-types");
    const files = snippets.map((snippet, index) => {
      const file = join(folder, `readme_snippet_${index}.py`);
      writeFileSync(file, snippet);
      return file;
    });
    const config = "packages/python/pyproject.toml";
    const mypy = await runPythonModule(python, "mypy", [
      "--strict",
      "--config-file",
      config,
      "--cache-dir",
      join(folder, "cache"),
      ...files,
    ]);
    expect(checkerErrors(mypy)).toEqual([]);
    expect(mypy.stdout + mypy.stderr).toMatch(/^Success: no issues found/m);
    const pyright = await runPythonModule(python, "pyright", [
      "--project",
      userCodePyright,
      "--pythonpath",
      python,
      ...files,
    ]);
    expect(checkerErrors(pyright)).toEqual([]);
    expect(pyright.stdout + pyright.stderr).toMatch(/^0 errors/m);
    expect(pyright.code).toBe(0);
  }, 300_000);
});
