// `npm run mock`: the `stt-mock` command of @stt-service/mock, run from its sources, after one check that only
// this repository can make: the generated code in step with specs/ (else the mocks would not match the SDK).
import { runMockCommand } from "@stt-service/mock";
import { describeDrift, findDrift } from "../generate/check.js";

await runMockCommand(process.argv.slice(2), {
  command: "npm run mock",
  streamCommand: "npm run mock:stream",
  docs: "docs/mock.md",
  beforeStart: async (specsDir) => {
    const drift = describeDrift(await findDrift({ specsDir }));
    return drift ? `${drift}\nThe mocks would not match the SDK; not starting.` : undefined;
  },
});
