// A whole run: check the options reach a server that takes the key (else exit 2, saying why), run the HTTP
// and stream halves, delete what was made, print the report, write JUnit, and answer the exit code.
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { cleanUp, runHttpChecks } from "./checks/http-scenario.js";
import { runStreamChecks } from "./checks/stream.js";
import type { CheckContext, RunOptions } from "./context.js";
import { Deadline, DeadlineReached } from "./deadline.js";
import { BudgetExceeded, ExchangeFailed, HttpCaller } from "./http.js";
import { checkRunTimes } from "./options.js";
import { Report } from "./report.js";
import { type Contract, loadContract } from "./spec.js";

/** What `runConformance()` resolves with: the exit code the command would give, the report, and its printed text. */
export interface RunOutcome {
  /** `0`: the contract is kept; `1`: violations; `2`: the kit cannot run. */
  exitCode: 0 | 1 | 2;
  report: Report;
  text: string;
}

/** Requests kept back from the checks so that the clean-up can always run. */
const cleanupReserve = 40;
/** The clean-up's own time, also after the run's deadline: at most this much more (or what the run has left). */
const cleanupSeconds = 60;

async function webSocketClass() {
  try {
    return (await import("ws")).default;
  } catch {
    return undefined;
  }
}

/** Runs the conformance checks against a server, as the `stt-conformance` command does. */
export async function runConformance(options: RunOptions, contract: Contract = loadContract()): Promise<RunOutcome> {
  // Before any I/O: a time past what a timer can wait would end the run at once.
  checkRunTimes(options, (_flag, option) => option);
  // The keys are never printed: the report redacts them (and each minted key) from all it produces.
  const report = new Report([options.apiKey, options.secondApiKey]);
  const deadline = new Deadline(options.maxRunSeconds, `--max-run-seconds ${options.maxRunSeconds}`);
  try {
    return await run(options, contract, report, deadline);
  } finally {
    deadline.dispose();
  }
}

async function run(options: RunOptions, contract: Contract, report: Report, deadline: Deadline): Promise<RunOutcome> {
  const http = new HttpCaller(options.baseUrl, options.budget, contract, report, deadline);
  const header = [
    `stt-conformance: ${options.baseUrl}${options.streamUrl && options.only !== "http" ? ` and ${options.streamUrl}` : ""}`,
    `seed ${options.seed} (--seed ${options.seed} repeats this run), request budget ${options.budget}`,
  ];
  const cannot = (why: string): RunOutcome => ({
    exitCode: 2,
    report,
    text: report.text(header, `cannot run: ${why}`),
  });
  const unreachable = await preflightProblem(options, deadline);
  if (unreachable !== undefined) return cannot(unreachable);
  const WebSocket = options.only === "http" ? undefined : await webSocketClass();
  if (options.only !== "http" && !WebSocket)
    return cannot("the stream checks need the `ws` package: npm install ws, or --only http");

  const context: CheckContext = {
    contract,
    report,
    http,
    options,
    created: { files: [], transcriptions: [] },
    notes: [],
    runId: randomUUID().slice(0, 8),
    deadline,
    sessions: [],
  };
  /** Set when the run cannot finish: it ends with exit 2 and this line in place of the verdict. */
  let ending: string | undefined;
  http.budget = options.budget - cleanupReserve;
  try {
    if (options.only !== "stream") await runHttpChecks(context);
    if (options.only !== "http" && WebSocket && options.streamUrl)
      await runStreamChecks(context, WebSocket, options.streamUrl);
  } catch (error) {
    ending = stoppedBy(error, context);
  } finally {
    // Every socket the run opened ends here, whatever stopped it, so the process can exit.
    for (const session of context.sessions) session.terminate();
    http.budget = options.budget;
    // The clean-up has its own bound, so a run stopped by its deadline still deletes what it made.
    const cleanupDeadline = new Deadline(
      Math.max(cleanupSeconds, Math.ceil(deadline.remainingMs() / 1000)),
      `the clean-up's ${cleanupSeconds}`,
    );
    http.deadline = cleanupDeadline;
    context.deadline = cleanupDeadline;
    await cleanUpNoting(context);
    cleanupDeadline.dispose();
  }
  header.push(
    `${http.used} requests of ${options.budget}${http.waitedSeconds > 0 ? `, ${http.waitedSeconds} s waited on 429 Retry-After` : ""}`,
  );
  header.push(...context.notes.map((note) => `note: ${note}`));
  const text = report.text(header, ending);
  if (options.junit) writeFileSync(options.junit, report.junit("stt-conformance"));
  const exitCode = ending !== undefined ? 2 : report.violations().length === 0 ? 0 : 1;
  return { exitCode, report, text };
}

/**
 * Why the run cannot start against this server, asked once with GET /models before any check: unreachable, a
 * redirect, a refused key or a base URL without the API's base path; undefined when it can.
 */
async function preflightProblem(options: RunOptions, deadline: Deadline): Promise<string | undefined> {
  let preflight: Response;
  try {
    preflight = await fetch(`${options.baseUrl}/models`, {
      headers: { authorization: `Bearer ${options.apiKey}` },
      redirect: "manual",
      signal: AbortSignal.any([AbortSignal.timeout(15_000), deadline.signal]),
    });
    await preflight.body?.cancel();
  } catch (error) {
    return `${options.baseUrl} is unreachable (${(error as Error).cause ?? (error as Error).message}); check --base-url`;
  }
  if (preflight.status >= 300 && preflight.status < 400) {
    return `GET ${options.baseUrl}/models answered ${preflight.status} to ${preflight.headers.get("location") ?? "nowhere"}: the kit follows no redirect (it would take the key's requests elsewhere); check --base-url`;
  }
  if (preflight.status === 401 || preflight.status === 403) {
    return `the server refuses the API key (GET /models answered ${preflight.status}); check --api-key`;
  }
  // Every operation of the contract is under the base URL, /models first among them: a 404 there means the
  // URL misses the API's base path, and checking every operation against it would only list 404s.
  if (preflight.status === 404) {
    return `GET ${options.baseUrl}/models answered 404: the base URL must include the API's base path (the spec's server ends in /v1); check --base-url`;
  }
  return undefined;
}

/**
 * What stopped the checks early, noted in the report: the line that takes the verdict's place when the run cannot
 * finish (exit 2), or undefined when it can still give one.
 */
function stoppedBy(error: unknown, { report, notes }: CheckContext): string | undefined {
  if (error instanceof DeadlineReached) {
    report.fail("run.deadline", error.message, "raise --max-run-seconds, or find out why the server is slow");
    return error.message;
  }
  if (error instanceof ExchangeFailed) {
    notes.push(`stopped early: ${error.message}`);
    return undefined;
  }
  if (error instanceof BudgetExceeded) {
    notes.push(`stopped early: ${error.message}`);
    report.fail("run.budget", error.message, "raise --budget, or lower --negative-runs");
    return undefined;
  }
  // An answer no check foresaw stopped the kit: say so in the report (and JUnit) instead of a stack trace.
  const message = `the kit stopped on an answer it could not handle: ${(error as Error)?.message ?? String(error)}`;
  report.fail(
    "run.kit-error",
    message,
    String((error as Error)?.stack ?? "")
      .split("\n")
      .slice(0, 4)
      .join("\n"),
  );
  return `cannot finish: ${message}`;
}

/** Deletes what the run made, and notes what it could not: a server with no whole answer to a delete included. */
async function cleanUpNoting(context: CheckContext): Promise<void> {
  try {
    const left = await cleanUp(context);
    if (left.length > 0) context.notes.push(`could not delete: ${left.join(", ")}`);
  } catch (error) {
    if (!(error instanceof ExchangeFailed) && !(error instanceof DeadlineReached)) throw error;
    context.notes.push(`clean-up stopped: ${error.message}`);
  }
}
