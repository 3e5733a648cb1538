// What the Python tests share: the project's venvs (made or checked once per worker by scripts/python), a
// Python tool run from a venv, and the failures of a pytest run read from its JUnit report.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { ensurePythonEnvironments, type PythonEnvironment } from "../../../scripts/python/environments.js";
import { type ProcessRun, runProcess } from "../../support/run-process.js";

/** Pyright's strict mode, for code that uses the package as a user does (the README's snippets, user_code.py). */
export const userCodePyright = "test/python/fixtures/pyrightconfig.json";

let environments: Promise<PythonEnvironment[]> | undefined;

/** Every supported version's venv, made by the project's own script on a fresh machine (a minute or so). */
export function pythonEnvironments(): Promise<PythonEnvironment[]> {
  environments ??= ensurePythonEnvironments({ root: process.cwd() });
  return environments;
}

/** The 3.11 venv: the one with every tool (websockets, mypy, build) here. Throws, saying why, when it has none. */
export async function fullEnvironment(): Promise<PythonEnvironment & { python: string }> {
  const full = (await pythonEnvironments()).find((environment) => environment.version === "3.11");
  if (!full?.python) throw new Error(`no CPython 3.11 venv: ${full?.missing}`);
  return full as PythonEnvironment & { python: string };
}

/** The environment a Python process gets: this one's, with the test run's mocks for the suite and the SDK. */
export function mockEnvironment(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    STT_TEST_BASE_URL: inject("apiBaseUrl"),
    STT_TEST_STREAM_URL: inject("streamUrl"),
    // No .pyc files written into the sources by a test run.
    PYTHONDONTWRITEBYTECODE: "1",
    ...extra,
  };
}

/** Runs `python -m <module> ...args` in the venv of `python`. Bounded at 10 minutes, a hang guard only. */
export function runPythonModule(
  python: string,
  module: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<ProcessRun> {
  return runProcess(python, ["-m", module, ...args], {
    cwd: options.cwd,
    env: options.env ?? { ...process.env, PYTHONDONTWRITEBYTECODE: "1" },
    boundMs: 600_000,
  });
}

/** The error lines mypy (`file:line: error: …`) or pyright (`  file:line:col - error: …`) printed. */
export function checkerErrors(run: ProcessRun): string[] {
  return `${run.stdout}\n${run.stderr}`
    .split("\n")
    .filter((line) => /: error: | - error: /.test(line))
    .map((line) => line.trim());
}

/** A fresh folder for one test's files. */
export function scratchFolder(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `stt-python-${prefix}-`));
}

export interface PytestOutcome {
  tests: number;
  /** `file::test: message` of each failed or erred test. */
  failures: string[];
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, "&");

/** The tests and failures of pytest's `--junitxml` report. */
export function pytestOutcome(junitXml: string): PytestOutcome {
  const cases = [...junitXml.matchAll(/<testcase\b([^>]*?)(\/>|>([\s\S]*?)<\/testcase>)/g)];
  const failures = cases.flatMap((match) => {
    const attributes = match[1] ?? "";
    const body = match[3] ?? "";
    const failure = /<(failure|error)\b[^>]*?message="([^"]*)"/.exec(body) ?? /<(failure|error)\b/.exec(body);
    if (!failure) return [];
    const attribute = (name: string) => unescapeXml(new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1] ?? "");
    return [`${attribute("classname")}::${attribute("name")}: ${unescapeXml(failure[2] ?? failure[1] ?? "")}`];
  });
  return { tests: cases.length, failures };
}

export function readPytestOutcome(reportPath: string): PytestOutcome {
  return pytestOutcome(readFileSync(reportPath, "utf8"));
}
