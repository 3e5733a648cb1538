// The integration project's Python venvs, made (or found up to date) once before its first test: the Python
// suite, the docs' Python samples and the generator's Python checks all run in `.venv-python/<3.X>/`, so a fresh
// clone's `npm test` makes them first, as `npm run python:venv` would (a second run checks a stamp: well under
// a second). A version the machine lacks is left to the tests that need it to report.
import { ensurePythonEnvironments } from "../../../scripts/python/environments.js";

export default async function setup() {
  await ensurePythonEnvironments({ root: process.cwd(), log: (line) => console.log(`python:venv: ${line}`) });
}
