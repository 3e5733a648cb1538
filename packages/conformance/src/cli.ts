#!/usr/bin/env node
// The `stt-conformance` command (and `npm run conformance`): exit 0 when the server keeps the contract,
// 1 on violations, 2 when it cannot run.
import { forTerminal } from "@stt-service/spec-documents";
import { redactText } from "stt-service/shared-runtime";
import { parseOptions, UsageError, usage } from "./options.js";
import { runConformance } from "./run.js";

/** The keys of the run, for the one message printed outside the report (a crash of the kit itself). */
const secrets: string[] = [];

async function main(): Promise<number> {
  let options: ReturnType<typeof parseOptions>;
  try {
    options = parseOptions(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`stt-conformance: ${error.message}\n`);
    return 2;
  }
  if (options !== "help") secrets.push(options.apiKey, ...(options.secondApiKey ? [options.secondApiKey] : []));
  if (options === "help") {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const outcome = await runConformance(options);
  (outcome.exitCode === 2 ? process.stderr : process.stdout).write(`${outcome.text}\n`);
  return outcome.exitCode;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const shown = forTerminal(redactText(String((error as Error)?.stack ?? error), secrets));
    process.stderr.write(`stt-conformance: cannot run: ${shown}\n`);
    process.exitCode = 2;
  },
);
