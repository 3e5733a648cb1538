// `npm run python:venv`: makes or brings up to date the Python venvs (.venv-python/<3.X>/, see environments.ts)
// and says what each version has. Exit 1 only when no version has a venv with pytest: a missing version or tool
// is reported, since the tests run what each version can.

import { root } from "../lib/steps.js";
import { ensurePythonEnvironments, type PythonEnvironment } from "./environments.js";

function describe(environment: PythonEnvironment): string {
  if (!environment.python) return `${environment.version}: no venv: ${environment.missing}`;
  const tools = Object.entries(environment.tools);
  const has = tools.filter(([, installed]) => installed).map(([name]) => name);
  const lacks = tools.filter(([, installed]) => !installed).map(([name]) => name);
  return [
    `${environment.version}: CPython ${environment.release}, ${environment.made ? "made now" : "up to date"}`,
    `pytest ${environment.pytest ? "yes" : "no"}`,
    `tools: ${has.join(", ") || "none"}${lacks.length > 0 ? ` (not installable here: ${lacks.join(", ")})` : ""}`,
  ].join("; ");
}

const started = performance.now();
const environments = await ensurePythonEnvironments({ root, log: (line) => console.log(line) });
for (const environment of environments) {
  console.log(describe(environment));
  for (const problem of environment.problems) console.log(`  ${problem}`);
}
console.log(`python:venv: ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (!environments.some((environment) => environment.pytest && environment.python)) {
  console.error("python:venv: no version has a venv that runs pytest");
  process.exitCode = 1;
}
