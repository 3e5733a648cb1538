// A script run in its own process by the sync client's tests (child.ts): makes one call that loses its
// worker thread mid-way, then another, and prints what each did as a JSON line.
//   close-in-callback <baseUrl>: client.close() from an upload's progress callback.
//   fault-exit | fault-crash | fault-oom <baseUrl>: the worker fails as worker-faults.ts makes it.
import { SyncServiceClient } from "stt-service/sync";
import { injectWorkerFaults } from "./worker-faults.js";

const [mode, baseUrl] = process.argv.slice(2);
if (mode?.startsWith("fault-")) injectWorkerFaults();
const client = new SyncServiceClient({ apiKey: "test-key", baseUrl, maxRetries: 0, logLevel: "off" });

function outcome(call: () => unknown): { name: string; message: string } | { returned: true } {
  try {
    call();
    return { returned: true };
  } catch (error) {
    return { name: (error as Error).name, message: (error as Error).message };
  }
}

const first =
  mode === "close-in-callback"
    ? outcome(() =>
        client.files.upload(new Uint8Array(4 * 1024 * 1024), {
          filename: "a.raw",
          onUploadProgress: () => client.close(),
        }),
      )
    : outcome(() => client.files.get(mode as string));
// The client starts a new worker for the next call.
const second = outcome(() => client.models.list());
client.close();
console.log(JSON.stringify({ first, second }));
