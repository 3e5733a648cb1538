// A whole run: check the options reach a server that takes the key (else exit 2, saying why), run the HTTP
// and stream halves, delete what was made, print the report, write JUnit, and answer the exit code.
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { cleanUp, runHttpChecks } from "./checks/http-scenario.js";
import { runStreamChecks } from "./checks/stream.js";
import type { CheckContext, RunOptions } from "./context.js";
import { BudgetExceeded, ExchangeFailed, HttpCaller } from "./http.js";
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

async function webSocketClass() {
  try {
    return (await import("ws")).default;
  } catch {
    return undefined;
  }
}

/** Runs the conformance checks against a server, as the `stt-conformance` command does. */
export async function runConformance(options: RunOptions, contract: Contract = loadContract()): Promise<RunOutcome> {
  const report = new Report();
  const http = new HttpCaller(options.baseUrl, options.budget, contract, report);
  const header = [
    `stt-conformance: ${options.baseUrl}${options.streamUrl && options.only !== "http" ? ` and ${options.streamUrl}` : ""}`,
    `seed ${options.seed} (--seed ${options.seed} repeats this run), request budget ${options.budget}`,
  ];
  const cannot = (why: string): RunOutcome => ({
    exitCode: 2,
    report,
    text: `${header.join("\n")}\ncannot run: ${why}`,
  });
  let preflight: Response;
  try {
    preflight = await fetch(`${options.baseUrl}/models`, {
      headers: { authorization: `Bearer ${options.apiKey}` },
      signal: AbortSignal.timeout(15_000),
    });
    await preflight.body?.cancel();
  } catch (error) {
    return cannot(
      `${options.baseUrl} is unreachable (${(error as Error).cause ?? (error as Error).message}); check --base-url`,
    );
  }
  if (preflight.status === 401 || preflight.status === 403) {
    return cannot(`the server refuses the API key (GET /models answered ${preflight.status}); check --api-key`);
  }
  // Every operation of the contract is under the base URL, /models first among them: a 404 there means the
  // URL misses the API's base path, and checking every operation against it would only list 404s.
  if (preflight.status === 404) {
    return cannot(
      `GET ${options.baseUrl}/models answered 404: the base URL must include the API's base path (the spec's server ends in /v1); check --base-url`,
    );
  }
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
  };
  http.budget = options.budget - cleanupReserve;
  try {
    if (options.only !== "stream") await runHttpChecks(context);
    if (options.only !== "http" && WebSocket && options.streamUrl)
      await runStreamChecks(context, WebSocket, options.streamUrl);
  } catch (error) {
    if (error instanceof ExchangeFailed) {
      context.notes.push(`stopped early: ${error.message}`);
    } else {
      if (!(error instanceof BudgetExceeded)) throw error;
      context.notes.push(`stopped early: ${error.message}`);
      report.fail("run.budget", error.message, "raise --budget, or lower --negative-runs");
    }
  } finally {
    http.budget = options.budget;
    await cleanUpNoting(context);
  }
  header.push(
    `${http.used} requests of ${options.budget}${http.waitedSeconds > 0 ? `, ${http.waitedSeconds} s waited on 429 Retry-After` : ""}`,
  );
  header.push(...context.notes.map((note) => `note: ${note}`));
  const text = report.text(header);
  if (options.junit) writeFileSync(options.junit, report.junit("stt-conformance"));
  return { exitCode: report.violations().length === 0 ? 0 : 1, report, text };
}

/** Deletes what the run made, and notes what it could not: a server with no whole answer to a delete included. */
async function cleanUpNoting(context: CheckContext): Promise<void> {
  try {
    const left = await cleanUp(context);
    if (left.length > 0) context.notes.push(`could not delete: ${left.join(", ")}`);
  } catch (error) {
    if (!(error instanceof ExchangeFailed)) throw error;
    context.notes.push(`clean-up stopped: ${error.message}`);
  }
}
