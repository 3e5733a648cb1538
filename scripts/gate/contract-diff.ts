// `npm run contract:diff [-- --base <git-ref>] [--format text|markdown|json]`: the breaking-change gate. It
// compares both specs and the SDK surface report of the working tree with a base, by default the last
// release (contract/released/). Exit 1 when a change breaks clients and the spec it reaches did not move
// to a new major; 0 otherwise; 2 when it cannot run.
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { compareContracts } from "./contract/compare.js";
import { readGitRef, readReleased, readWorkingTree } from "./contract/load.js";
import { type Format, formatReport } from "./contract/report.js";
import { type DiffResult, GateUsageError } from "./contract/types.js";

export interface GateOptions {
  /** The project's root: the working tree compared. */
  root: string;
  /** A git ref, or undefined for the last release. */
  base?: string;
  today?: string;
}

export function runGate(options: GateOptions): DiffResult {
  const base = options.base === undefined ? readReleased(options.root) : readGitRef(options.root, options.base);
  return compareContracts(base, readWorkingTree(options.root), { today: options.today });
}

const formats: Format[] = ["text", "markdown", "json"];

function main(argv: string[]): number {
  let values: { base?: string; format?: string; today?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        base: { type: "string" },
        format: { type: "string", default: "text" },
        today: { type: "string" },
        help: { type: "boolean" },
      },
    }));
  } catch (error) {
    console.error(
      `contract:diff: ${(error as Error).message}. Usage: npm run contract:diff -- [--base <git-ref>] [--format text|markdown|json]`,
    );
    return 2;
  }
  if (values.help) {
    console.log(
      "Usage: npm run contract:diff -- [--base <git-ref>] [--format text|markdown|json] [--today YYYY-MM-DD]",
    );
    return 0;
  }
  const format = values.format as Format;
  if (!formats.includes(format)) {
    console.error(`contract:diff: --format ${values.format} is not one of ${formats.join(", ")}.`);
    return 2;
  }
  if (values.today !== undefined && !isCalendarDate(values.today)) {
    console.error(`contract:diff: --today ${values.today} is not a date like 2026-11-24.`);
    return 2;
  }
  try {
    const result = runGate({ root: process.cwd(), base: values.base, today: values.today });
    process.stdout.write(formatReport(result, format));
    return result.failing.length > 0 ? 1 : 0;
  } catch (error) {
    if (error instanceof GateUsageError) {
      console.error(`contract:diff cannot run: ${error.message}`);
      return 2;
    }
    // A spec that parses but cannot be walked (a $ref naming nothing) is unreadable too.
    console.error(
      `contract:diff cannot run: ${(error as Error).message}. Fix the spec (npm run lint:specs says more).`,
    );
    return 2;
  }
}

// Run as a script (by its real path: a linked scripts/ folder runs it too), not when imported by a test.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}

/** YYYY-MM-DD naming a day that exists: the sunset verdicts compare dates as text, so 2026-13-45 would pass them all. */
function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
