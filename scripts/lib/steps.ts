// Commands that are a list of steps (`npm run check`, `lint`, `lint:specs`, `lint:code`): each step a child
// process under a heading, with the terminal for its output, so every tool prints as it does alone (colours,
// progress) and a Ctrl-C reaches it. A step is a program and its arguments, never a shell line: nothing is
// parsed or quoted on the way.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

export interface Step {
  /** What the step checks, as its heading says it. */
  title: string;
  command: string;
  args: string[];
  /** Added to the environment the command gets. */
  env?: NodeJS.ProcessEnv;
  /** Where it runs, relative to the repository: the repository by default. */
  cwd?: string;
}

/**
 * A step that runs a TypeScript file of the repository as every `npm run` script does: Node with the
 * workspace packages' sources (the stt-service-source condition) and tsx.
 */
export function scriptStep(title: string, file: string, args: string[] = []): Step {
  return {
    title,
    command: process.execPath,
    args: ["--conditions=stt-service-source", "--import", "tsx", join(root, file), ...args],
  };
}

/** A step that runs a command installed in node_modules/.bin. */
export function binStep(title: string, bin: string, args: string[], cwd?: string): Step {
  return { title, command: join(root, "node_modules", ".bin", bin), args, cwd };
}

/** How a step ended: 0 for success, else its exit code or the signal that ended it. */
function runStep(step: Step): { ok: boolean; outcome: string; status: number } {
  const { status, signal, error } = spawnSync(step.command, step.args, {
    cwd: join(root, step.cwd ?? "."),
    stdio: "inherit",
    env: { ...process.env, ...step.env },
  });
  if (error) return { ok: false, outcome: `could not start ${step.command}: ${error.message}`, status: 1 };
  if (status === 0) return { ok: true, outcome: "passed", status: 0 };
  return { ok: false, outcome: signal ? `ended by ${signal}` : `exit ${status}`, status: status ?? 1 };
}

/**
 * Runs the steps in order, each under `==> title`. `firstFailure: "stops"` ends at the first step that fails
 * and exits with its code (a gate whose later steps are pointless or costly after a failure); `"continues"`
 * runs every step and then lists the failed ones, so one run shows every problem. Exits the process when a
 * step failed; returns when all passed.
 */
export function runSteps(command: string, steps: Step[], firstFailure: "stops" | "continues"): void {
  const failed: string[] = [];
  let exitCode = 0;
  for (const step of steps) {
    process.stdout.write(`\n==> ${step.title}\n`);
    const { ok, outcome, status } = runStep(step);
    if (ok) continue;
    if (firstFailure === "stops") {
      console.error(`\n${command}: "${step.title}" failed (${outcome}).`);
      process.exit(status);
    }
    failed.push(`${step.title} (${outcome})`);
    exitCode ||= status;
  }
  if (failed.length > 0) {
    console.error(
      `\n${command}: ${failed.length} of ${steps.length} steps failed:\n${failed.map((line) => `  - ${line}`).join("\n")}`,
    );
    process.exit(exitCode);
  }
  console.log(`\n${command}: all ${steps.length} steps passed`);
}
