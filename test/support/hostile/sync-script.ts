// A script run in its own process by the sync client's tests (child.ts): makes one call that loses its
// worker thread mid-way, then another, and prints what each did as a JSON line.
//   close-in-callback <baseUrl>: client.close() from an upload's progress callback.
//   out-of-memory <baseUrl>: the answer parsed in the worker is larger than its heap (run with a small one).
import { SyncServiceClient } from "../../../src/sync.js";

const [mode, baseUrl] = process.argv.slice(2);
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
    : outcome(() => client.transcriptions.get("huge"));
// The client starts a new worker for the next call.
const second = outcome(() => client.models.list());
client.close();
console.log(JSON.stringify({ first, second }));
