// The Python package's own suite and checkers, run from the TypeScript test run so that `npm test` (and
// `npm run check`, and .ci/run) runs them: pytest on every CPython the machine has a venv for (made by
// `npm run python:venv`'s code), against the run's mock processes (STT_TEST_BASE_URL, STT_TEST_STREAM_URL); the
// real-time tests where `websockets` installs (3.11 here); ruff, mypy --strict and pyright over the package,
// its examples and a user's code. One test per version and job, so a failure says where.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  checkerErrors,
  fullEnvironment,
  mockEnvironment,
  pythonEnvironments,
  readPytestOutcome,
  runPythonModule,
  scratchFolder,
  userCodePyright,
} from "./support/python-tools.js";

const packageDir = "packages/python";
const pyproject = join(packageDir, "pyproject.toml");
/** What the checkers read: the package's sources and examples, and code that uses the package as a user does. */
const checkedPaths = [join(packageDir, "src"), join(packageDir, "examples"), "test/python/fixtures"];

const environments = await pythonEnvironments();
const withPytest = environments.filter((environment) => environment.python && environment.pytest);

describe("the Python venvs", () => {
  it("has CPython 3.11 with every tool, and says why any other supported version has no venv or pytest", () => {
    const full = environments.find((environment) => environment.version === "3.11");
    expect(full?.missing).toBeUndefined();
    expect(full).toMatchObject({ pytest: true, tools: { websockets: true, mypy: true, ruff: true, pyright: true } });
    for (const environment of environments) {
      if (!environment.python) expect(environment.missing).toMatch(/\S/);
      if (environment.python && !environment.pytest) expect(environment.problems.join("\n")).toMatch(/\S/);
    }
  });
});

describe.each(withPytest)("pytest on CPython $version", ({ version, python, tools }) => {
  const scope = tools.websockets ? "every test" : "every test but the real-time ones (no websockets here)";
  it(`runs ${scope} against the mocks, and all pass`, async () => {
    const report = join(scratchFolder(`pytest-${version}`), "junit.xml");
    const args = ["tests", "-q", "-p", "no:cacheprovider", `--junitxml=${report}`];
    if (!tools.websockets) args.push("--ignore=tests/realtime");
    const run = await runPythonModule(python as string, "pytest", args, {
      cwd: packageDir,
      env: mockEnvironment(),
    });
    const outcome = readPytestOutcome(report);
    expect(outcome.failures, run.stdout.slice(-4000)).toEqual([]);
    expect(run.code, `${run.stdout.slice(-4000)}${run.stderr}`).toBe(0);
    expect(outcome.tests).toBeGreaterThan(0);
  }, 900_000);
});

describe("the checkers (CPython 3.11's venv)", () => {
  it("ruff check passes", async () => {
    const { python } = await fullEnvironment();
    const run = await runPythonModule(python, "ruff", ["check", "--no-cache", "--config", pyproject, ...checkedPaths]);
    expect(run.stdout + run.stderr, run.stdout).toMatch(/All checks passed/);
    expect(run.code).toBe(0);
  }, 120_000);

  it("ruff format finds every file formatted", async () => {
    const { python } = await fullEnvironment();
    const run = await runPythonModule(python, "ruff", [
      "format",
      "--check",
      "--no-cache",
      "--config",
      pyproject,
      ...checkedPaths,
    ]);
    expect(run.stdout + run.stderr, run.stdout).toMatch(/already formatted/);
    expect(run.code).toBe(0);
  }, 120_000);

  it("mypy --strict passes on the package, its examples and a user's code", async () => {
    const { python } = await fullEnvironment();
    const run = await runPythonModule(python, "mypy", [
      "--strict",
      "--config-file",
      pyproject,
      "--cache-dir",
      join(scratchFolder("mypy"), "cache"),
      ...checkedPaths,
    ]);
    expect(checkerErrors(run)).toEqual([]);
    expect(run.stdout + run.stderr).toMatch(/^Success: no issues found in \d+ source files/m);
    expect(run.code).toBe(0);
  }, 300_000);

  it("pyright passes on the package and its examples (standard mode; strict on the examples)", async () => {
    const { python } = await fullEnvironment();
    const run = await runPythonModule(python, "pyright", [
      "--project",
      pyproject,
      "--pythonpath",
      python,
      join(packageDir, "src"),
      join(packageDir, "examples"),
    ]);
    expect(checkerErrors(run)).toEqual([]);
    expect(run.stdout + run.stderr).toMatch(/^0 errors, \d+ warnings?, \d+ informations?/m);
    expect(run.code).toBe(0);
  }, 300_000);

  it("pyright's strict mode passes on a user's code: no unknown type reaches it", async () => {
    const { python } = await fullEnvironment();
    const run = await runPythonModule(python, "pyright", [
      "--project",
      userCodePyright,
      "--pythonpath",
      python,
      "test/python/fixtures/user_code.py",
    ]);
    expect(checkerErrors(run)).toEqual([]);
    expect(run.stdout + run.stderr).toMatch(/^0 errors, \d+ warnings?, \d+ informations?/m);
    expect(run.code).toBe(0);
  }, 300_000);
});
