// `npm run lint`: the specs, then the code (`npm run lint:specs`, `npm run lint:code`); a failure of the specs
// stops it, as before, since code generated from a broken spec would fail the code's lint too.
import { runSteps, scriptStep } from "../lib/steps.js";

runSteps(
  "npm run lint",
  [
    scriptStep(
      "lint:specs: Redocly, Spectral, @asyncapi/parser, pattern words, spec rules",
      "scripts/gate/lint-specs.ts",
    ),
    scriptStep("lint:code: generated code in step, Biome, tsc, the API report", "scripts/gate/lint-code.ts"),
  ],
  "stops",
);
