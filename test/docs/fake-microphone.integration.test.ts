// The guide's test of microphone code (docs/examples/fake-microphone.test.ts) run as its reader runs it:
// `vitest run` in a folder of its own that holds the file, as written, and a call.wav, under jsdom. The folder
// is inside the repository (.snippets/, which git ignores) so that `stt-service` and the mock resolve to their
// sources, which the folder's Vitest config asks for by the source condition: that config is the harness's, not
// the reader's.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeWavFixture } from "#test-support/wav-fixtures.js";
import { runProcess } from "../support/run-process.js";

const snippets = resolve(".snippets");
mkdirSync(snippets, { recursive: true });
const folder = mkdtempSync(join(snippets, "fake-microphone-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("docs/examples/fake-microphone.test.ts", () => {
  it("passes under Vitest's jsdom, the fake microphone playing call.wav into a stream answered by MSW", async () => {
    writeFileSync(join(folder, "microphone.test.ts"), readFileSync("docs/examples/fake-microphone.test.ts"));
    writeFileSync(join(folder, "call.wav"), readFileSync(writeWavFixture("call.wav", 4)));
    writeFileSync(
      join(folder, "vitest.config.mts"),
      'const conditions = ["stt-service-source"];\n' +
        'export default { resolve: { conditions }, ssr: { resolve: { conditions } }, test: { include: ["microphone.test.ts"] } };\n',
    );
    const run = await runProcess(
      process.execPath,
      [resolve("node_modules/vitest/vitest.mjs"), "run", "--root", folder, "--reporter", "verbose"],
      { cwd: folder, env: { ...process.env, CI: "1", NO_COLOR: "1" }, boundMs: 120_000 },
    );
    const said = `${run.stdout}\n${run.stderr}`;
    expect(run.hung, said).toBe(false);
    expect(run.code, said).toBe(0);
    expect(run.stdout).toContain(
      "✓ microphone.test.ts > transcribes what the microphone hears, then releases the microphone",
    );
    expect(run.stdout).toMatch(/Tests\s+1 passed \(1\)/);
  });
});
