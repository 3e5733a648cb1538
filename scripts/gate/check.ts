// `npm run check`: every gate CI runs after the install, in CI's order, each under a heading; it stops at the
// first that fails and exits with its code, since a later gate only repeats the failure or costs minutes.
// .ci/run installs, then runs this, then the runtime tests on Node 24.
import { runSteps } from "../lib/steps.js";

const npm = (title: string, ...args: string[]) => ({ title, command: "npm", args });

runSteps(
  "npm run check",
  [
    npm("lint: specs (Redocly, Spectral, @asyncapi/parser), code (Biome), types (tsc), the API report", "run", "lint"),
    npm(
      "contract: no breaking change against the last release (contract/released/) without a new major",
      "run",
      "contract:diff",
    ),
    npm("generated code in step with specs/ and the generator", "run", "generate:check", "--", "--full"),
    npm("packages: build (ESM, CJS, types), publint, attw, for each workspace package", "run", "check:package"),
    npm("size: the SDK's browser bundles (min+gzip), against their ceilings and budgets", "run", "size"),
    npm("docs site: npm run docs", "run", "docs"),
    // The tests by kind (vitest projects, test/projects.ts): the unit tests first, which fail in a minute where
    // the rest take many; each run writes its own JSON report, which .ci/run adds up.
    {
      ...npm("test: unit (npm run test:unit)", "run", "test:unit"),
      env: { VITEST_JSON_REPORT: "reports/vitest-unit.json" },
    },
    {
      ...npm(
        "test: integration, browser, package (the mock processes, Chromium, the packed packages)",
        "exec",
        "--",
        "vitest",
        "run",
        "--project",
        "integration",
        "--project",
        "browser",
        "--project",
        "package",
      ),
      env: { VITEST_JSON_REPORT: "reports/vitest.json" },
    },
  ],
  "stops",
);
