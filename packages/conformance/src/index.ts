// @stt-service/conformance (Node only): the conformance kit as a library, for a test suite that wants the
// report itself; the `stt-conformance` command (src/conformance/cli.ts) runs the same code.
export type { RunOptions } from "./context.js";
export { parseOptions, UsageError, usage } from "./options.js";
export { Report, type Violation } from "./report.js";
export { type RunOutcome, runConformance } from "./run.js";
export { type Contract, loadContract } from "./spec.js";
