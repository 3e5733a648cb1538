// What the Python tests share: the project's venvs (made or checked once per worker by scripts/python), a
// Python tool run from a venv, and the failures of a pytest run read from its JUnit report.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import {
  ensurePythonEnvironments,
  type FullEnvironment,
  fullEnvironmentOf,
  type PythonEnvironment,
} from "../../../scripts/python/environments.js";
import { type ProcessRun, runProcess } from "../../support/run-process.js";

/** Pyright's strict mode, for code that uses the package as a user does (the README's snippets, user_code.py). */
export const userCodePyright = "test/python/fixtures/pyrightconfig.json";

let environments: Promise<PythonEnvironment[]> | undefined;

/** Every supported version's venv, made by the project's own script on a fresh machine (a minute or so). */
export function pythonEnvironments(): Promise<PythonEnvironment[]> {
  environments ??= ensurePythonEnvironments({ root: process.cwd() });
  return environments;
}

/** The venv with pytest and every tool (3.11 here). Throws, saying what each version lacks, when none has. */
export async function fullEnvironment(): Promise<FullEnvironment> {
  const environments = await pythonEnvironments();
  const full = fullEnvironmentOf(environments);
  if (!full) {
    const lacks = environments.map((each) => `${each.version}: ${each.missing ?? each.problems.join("; ")}`);
    throw new Error(`no Python venv has pytest and every tool:\n${lacks.join("\n")}`);
  }
  return full;
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

const scratchFolders: string[] = [];

/** A fresh folder for one test's files (venvs, builds, reports), removed by `removeScratchFolders`. */
export function scratchFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), `stt-python-${prefix}-`));
  scratchFolders.push(folder);
  return folder;
}

/** Removes the folders `scratchFolder` made in this file's run: a fresh venv is some 30 MB. */
export function removeScratchFolders(): void {
  for (const folder of scratchFolders.splice(0)) rmSync(folder, { recursive: true, force: true });
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
