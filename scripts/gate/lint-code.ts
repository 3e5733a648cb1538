// `npm run lint:code`: the generated code in step with specs/ (by the manifest's hashes), Biome (format and
// lint), tsc, and the SDK surface report against the committed one. The first failure stops it, as the chain it
// replaces did: tsc after a Biome failure only adds noise, and code generated from older specs is checked first,
// in milliseconds, because it passes every other step.
import { binStep, runSteps, scriptStep } from "../lib/steps.js";

runSteps(
  "npm run lint:code",
  [
    scriptStep(
      "generated code: made from specs/ as they are (generated-manifest.json)",
      "scripts/gate/generated-in-step.ts",
    ),
    binStep("Biome: format and lint", "biome", ["check", "."]),
    binStep("tsc: types", "tsc", ["--noEmit"]),
    scriptStep("API report: contract/sdk-surface.json in step", "scripts/gate/api-report.ts", ["--check"]),
  ],
  "stops",
);
