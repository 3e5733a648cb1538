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
  ["test: npm test", ["test"]],
];

for (const [title, args] of gates) {
  process.stdout.write(`\n==> ${title}\n`);
  const { status, signal } = spawnSync("npm", args, { stdio: "inherit" });
  if (status !== 0) {
    console.error(`\nnpm run check: "npm ${args.join(" ")}" failed (${signal ?? `exit ${status}`}).`);
    process.exit(status ?? 1);
  }
}
