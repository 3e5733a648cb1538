// Every TypeScript snippet of README.md, run verbatim as a user runs it: a module of its own importing the
// package by name, with the environment the README tells frontend teams to export pointing at the test
// run's mocks, and a call.wav beside it. (The `sh` blocks are commands: `.ci/run` and the mock command's
// tests run those.)
import { readFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { firstExampleText } from "#test-support/streaming-mock.js";
import { writeWavFixture } from "#test-support/wav-fixtures.js";
import { moduleFile, runModule, workingFolder } from "../support/run-module.js";

const readme = readFileSync("README.md", "utf8");
const text = firstExampleText.replace(/[.?*+^$()[\]{}|\\]/g, "\\$&");
const snippets = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] as string);

/**
 * What each snippet must print, found by a line of its own: what a broken SDK or mock would get wrong. In the
 * README's order: the app's snippets (Using the SDK), then the frontend team's (the mocks).
 */
const expectations: { marker: string; stdout: RegExp[] }[] = [
  {
    marker: "if (error instanceof ServiceNotFoundError) console.log(error.errorType, error.requestId);",
    stdout: [new RegExp(`^${text}$`, "m"), /^completed 4000$/m, /^file_not_found [0-9a-f-]{36}$/m],
  },
  {
    marker: "for (const f of client.files.list()) console.log(f.filename);",
    stdout: [new RegExp(`^${text}\\ncall\\.wav\\n$`)],
  },
  {
    marker: 'session.on("endpoint"',
    stdout: [/^end of utterance: Hello, thanks for calling Acme support\.$/m, new RegExp(`^\\d+ ${text}$`, "m")],
  },
  {
    marker: "for await (const f of client.files.list()) console.log(f.filename, f.status);",
    stdout: [new RegExp(`^completed ${text}$`, "m"), /^call\.wav uploaded\ncall\.wav uploaded\n?$/m],
  },
];

describe("README.md", () => {
  it("has a test for each of its TypeScript snippets", () => {
    expect(snippets.map((snippet) => expectations.findIndex((e) => snippet.includes(e.marker)))).toEqual(
      expectations.map((_, index) => index),
    );
  });

  it.each(snippets.map((snippet, index) => ({ index, snippet })))(
    "snippet $index runs against the mocks and prints what it says",
    async ({ index, snippet }) => {
      const cwd = workingFolder({ "call.wav": readFileSync(writeWavFixture(`readme-${index}.wav`, 4)) });
      // Each snippet with an API key of its own, as a new user starts with an empty account.
      const run = await runModule(moduleFile(snippet, `readme-${index}`), {
        cwd,
        env: {
          STT_API_KEY: `readme-${index}-${Date.now()}`,
          STT_BASE_URL: inject("apiBaseUrl"),
          STT_STREAM_URL: inject("streamUrl"),
        },
      });
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      const expected = expectations.find((candidate) => snippet.includes(candidate.marker));
      for (const pattern of expected?.stdout ?? []) expect(run.stdout).toMatch(pattern);
    },
    90_000,
  );
});
