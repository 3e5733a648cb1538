// The sync client blocks its thread in Atomics.wait while its worker runs a call. If the worker dies
// mid-call, the call must end with a ServiceError saying so, never block for ever; the next call starts
// a new worker. Each case runs in a process of its own, under a bound, since a deadlock would otherwise
// freeze the test's own thread.
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { useFaultServer } from "#test-support/fault-server.js";
import { runScript } from "#test-support/hostile/child.js";

const server = useFaultServer();
// From the root, where the config runs the tests: the script is a shared helper of test/support.
const script = pathToFileURL("test/support/hostile/sync-script.ts");
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

  it.each([
    {
      fault: "fault-exit",
      message:
        /^The sync client's worker thread ended during files\.get \(exit code 3\); whether the call took effect is unknown\. The next call starts a new worker\.$/,
    },
    {
      fault: "fault-oom",
      message:
        /^The sync client's worker thread ended during files\.get \(exit code 1: .*out of memory\); whether the call took effect is unknown\. The next call starts a new worker\.$/,
    },
    {
      fault: "fault-crash",
      message: /^The sync client's worker thread failed during files\.get: Error: the worker crashed/,
    },
  ])(
    "throws a ServiceError saying so when the worker dies by $fault mid-call, then works again",
    async ({ fault, message }) => {
      await server().script([models]);
      // The worker's heap is bounded by the fault injection itself (worker-faults.ts), not the process's: the
      // script's own threads keep Node's default heap.
      const run = await runScript(script, [fault, server().url], { boundMs });
      expect(run.hung, `the script hung; its stderr: ${run.stderr}`).toBe(false);
      expect(run.result, `the script's stderr: ${run.stderr}`).toEqual({
        first: { name: "ServiceError", message: expect.stringMatching(message) },
        second: { returned: true },
      });
    },
    90_000,
  );
});
