// stt-service/conformance (Node only): the conformance kit as a library, for a test suite that wants the
// report itself; the `stt-conformance` command (src/conformance/cli.ts) runs the same code.
export type { RunOptions } from "./conformance/context.js";
export { parseOptions, UsageError, usage } from "./conformance/options.js";
export { Report, type Violation } from "./conformance/report.js";
export { type RunOutcome, runConformance } from "./conformance/run.js";
export { type Contract, loadContract } from "./conformance/spec.js";
