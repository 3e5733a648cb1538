// `npm run lint:specs`: the five checks of the specs, each under a heading. All five run even when one fails,
// and the failed ones are listed at the end: a spec edit often slips in more than one place, and each tool
// sees different slips, so one run shows them all.
import { join } from "node:path";
import { binStep, root, runSteps, scriptStep } from "../lib/steps.js";

runSteps(
  "npm run lint:specs",
  [
    {
      // Plain JavaScript, through the wrapper that drops Redocly's Node 20 notice (redocly.mjs says why).
      title: "Redocly: both specs against redocly.yaml",
      command: process.execPath,
      args: [join(root, "scripts/gate/redocly.mjs"), "lint"],
      env: { REDOCLY_TELEMETRY: "off" },
    },
    binStep("Spectral: openapi.yaml against .spectral.yaml (OWASP), any finding fails", "spectral", [
      "lint",
      "specs/openapi.yaml",
      "--fail-severity=hint",
      "--quiet",
    ]),
    scriptStep("@asyncapi/parser: asyncapi.yaml", "scripts/gate/validate-asyncapi.ts"),
    scriptStep("pattern words: every pattern has its x-pattern-descriptions", "scripts/gate/pattern-words.ts"),
    scriptStep("spec rules: scripts/gate/lint/", "scripts/gate/lint/spec-rules.ts"),
  ],
  "continues",
);
