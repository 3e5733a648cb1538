// `npm run check`: every gate CI runs after the install, in CI's order, each under a heading; it stops at the
// first that fails and exits with its code. .ci/run installs, then runs this, then the runtime tests on Node 24.
import { spawnSync } from "node:child_process";

const gates = [
  ["lint: specs (Redocly, Spectral, @asyncapi/parser), code (Biome), types (tsc), the API report", ["run", "lint"]],
  [
    "contract: no breaking change against the last release (contract/released/) without a new major",
    ["run", "contract:diff"],
  ],
  ["generated code in step with specs/ and templates/", ["run", "generate:check", "--", "--full"]],
  ["packages: build (ESM, CJS, types), publint, attw, for each workspace package", ["run", "check:package"]],
  ["size: the SDK's browser bundles (min+gzip), against their ceilings and budgets", ["run", "size"]],
  ["docs site: npm run docs", ["run", "docs"]],
  // The tests by kind (vitest projects, test/projects.ts): the unit tests first, which fail in a minute where
  // the rest take many; each run writes its own JSON report, which .ci/run adds up.
  ["test: unit (npm run test:unit)", ["run", "test:unit"], "reports/vitest-unit.json"],
  [
    "test: integration, browser, package (the mock processes, Chromium, the packed packages)",
    ["exec", "--", "vitest", "run", "--project", "integration", "--project", "browser", "--project", "package"],
    "reports/vitest.json",
  ],
];

for (const [title, args, report] of gates) {
  process.stdout.write(`\n==> ${title}\n`);
  const env = report ? { ...process.env, VITEST_JSON_REPORT: report } : process.env;
  const { status, signal } = spawnSync("npm", args, { stdio: "inherit", env });
  if (status !== 0) {
    console.error(`\nnpm run check: "npm ${args.join(" ")}" failed (${signal ?? `exit ${status}`}).`);
    process.exit(status ?? 1);
  }
}
