// `npm run lint:code`: Biome (format and lint), tsc, and the SDK surface report against the committed one.
// The first failure stops it, as the chain it replaces did: tsc after a Biome failure only adds noise.
import { binStep, runSteps, scriptStep } from "../lib/steps.js";

runSteps(
  "npm run lint:code",
  [
    binStep("Biome: format and lint", "biome", ["check", "."]),
    binStep("tsc: types", "tsc", ["--noEmit"]),
    scriptStep("API report: contract/sdk-surface.json in step", "scripts/gate/api-report.ts", ["--check"]),
  ],
  "stops",
);
