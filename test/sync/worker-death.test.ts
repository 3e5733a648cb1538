// The sync client blocks its thread in Atomics.wait while its worker runs a call. If the worker dies
// mid-call, the call must end with a ServiceError saying so, never block for ever; the next call starts
// a new worker. Each case runs in a process of its own, under a bound, since a deadlock would otherwise
// freeze the test's own thread.
import { describe, expect, it } from "vitest";
import { runScript } from "../support/hostile/child.js";
import { useHostileHttpServer } from "../support/hostile/http-server.js";

const server = useHostileHttpServer();
const script = new URL("../support/hostile/sync-script.ts", import.meta.url);
/** Far beyond the few seconds these scripts take on a loaded machine: it bounds a deadlock only. */
const boundMs = 60_000;
const models = { status: 200, body: JSON.stringify({ models: [] }) };

describe("the sync client whose worker dies mid-call", () => {
  it("throws a ServiceError when close() is called from the call's own progress callback, then works again", async () => {
    await server().script([models, models]);
    const run = await runScript(script, ["close-in-callback", server().url], { boundMs });
    expect(run.hung, `the script hung; its stderr: ${run.stderr}`).toBe(false);
    expect(run.result, `the script's stderr: ${run.stderr}`).toEqual({
      first: {
        name: "ServiceError",
        message: "The client was closed during files.upload, from one of its callbacks; the call was abandoned.",
      },
      second: { returned: true },
    });
  }, 90_000);

  it("throws a ServiceError naming the worker's end when it runs out of memory, then works again", async () => {
    // 20 MB on the wire, within maxResponseBytes, and some 200 MB once parsed: more than a 64 MB heap holds.
    await server().script([{ status: 200, arrays: 5_000_000 }, models]);
    const run = await runScript(script, ["out-of-memory", server().url], {
      boundMs,
      nodeOptions: ["--max-old-space-size=64"],
    });
    expect(run.hung, `the script hung; its stderr: ${run.stderr}`).toBe(false);
    expect(run.result, `the script's stderr: ${run.stderr}`).toEqual({
      first: {
        name: "ServiceError",
        message: expect.stringMatching(
          /^The sync client's worker thread ended during transcriptions\.get \(exit code 1: .*memory.*\); whether the call took effect is unknown\. The next call starts a new worker\.$/,
        ),
      },
      second: { returned: true },
    });
  }, 90_000);
});
