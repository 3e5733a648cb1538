// The "where frontend teams run" cell for test environments: packages/sdk/test/http/upload-environments.unit.test.ts under
// each of Vitest's `node`, `jsdom` and `happy-dom` environments, on the Node binary STT_NODE names (this
// one by default). Exits non-zero when any of the three runs fails, naming which.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");
const node = process.env.STT_NODE || process.execPath;
const testFile = "packages/sdk/test/http/upload-environments.unit.test.ts";
const failed = [];
for (const environment of ["node", "jsdom", "happy-dom"]) {
  console.log(`\n${testFile} under --environment ${environment} (${node})`);
  const run = spawnSync(node, ["node_modules/vitest/vitest.mjs", "run", "--project", "unit", testFile], {
    cwd: root,
    stdio: "inherit",
    // The test checks that it runs in the environment asked for, not silently in another.
    // A JSON report of its own: the suite's (reports/vitest.json, or VITEST_JSON_REPORT) is left as it was.
    env: {
      ...process.env,
      STT_TEST_ENVIRONMENT: environment,
      VITEST_JSON_REPORT: `reports/vitest-environment-${process.env.STT_REPORT_PREFIX ?? ""}${environment}.json`,
    },
  });
  if (run.status !== 0) failed.push(`${environment} (${run.error?.message ?? `exit ${run.status ?? run.signal}`})`);
}
if (failed.length > 0) {
  console.error(`\nFailed under: ${failed.join(", ")}`);
  process.exit(1);
}
console.log("\nPassed under node, jsdom and happy-dom.");
