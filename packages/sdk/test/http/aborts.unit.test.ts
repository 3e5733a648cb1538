// A caller's AbortSignal keeps the web platform's promise (fetch, streams and timers keep it too): the
// aborted call rejects with the signal's reason, whatever it was doing, and stops at once. Not a
// ServiceError: the caller ended the call, the service did not fail. (The sync client takes no signal.)
import { describe, expect, it } from "vitest";
import { useFaultServer } from "#test-support/fault-server.js";
import { failOnEscapes, rejection, settled } from "#test-support/hostile/process-guard.js";
import { AsyncServiceClient, type ClientOptions } from "../../src/index.js";
import { processingTranscription } from "./clients.js";

failOnEscapes();
const server = useFaultServer();
const make = (options: ClientOptions = {}) =>
  new AsyncServiceClient({ apiKey: "test-key", baseUrl: server().url, logLevel: "off", ...options });

const processing = JSON.stringify(processingTranscription);
const uploaded = JSON.stringify({ file_id: "file-1", status: "uploaded" });
const busy = JSON.stringify({ status_code: 503, error_type: "busy", message: "Busy.", request_id: "r" });

/** Aborts once the server has seen `requests` requests: the abort comes while the call waits on the next step. */
async function abortAfter(controller: AbortController, requests: number, reason?: unknown): Promise<void> {
  await settled(server().seen(requests), `the server's ${requests} requests`);
  controller.abort(reason);
}

/** Each place a call can wait, and how the server keeps it waiting there. */
const waits: {
  name: string;
  answers: Parameters<ReturnType<typeof server>["script"]>[0];
  /** Requests the server sees before the call waits where the abort finds it. */
  before: number;
  options?: ClientOptions;
  /** Whether the call sends a DELETE of its own after the abort (transcribe's deleteFile). */
  cleanUp?: boolean;
  run: (client: AsyncServiceClient, signal: AbortSignal) => Promise<unknown>;
}[] = [
  {
    name: "a request without an answer",
    answers: [{ hang: true }],
    before: 1,
    run: (client, signal) => client.models.list({ signal }),
  },
  {
    name: "the wait before a retry",
    answers: [{ status: 503, headers: { "retry-after": "30" }, body: busy }],
    before: 1,
    run: (client, signal) => client.models.list({ signal }),
  },
  {
    name: "waitUntilDone between two polls",
    answers: [{ status: 200, body: processing }],
    before: 1,
    run: (client, signal) => client.transcriptions.waitUntilDone("tr-1", { signal, pollIntervalMs: 30_000 }),
  },
  {
    name: "transcribe while it polls",
    answers: [
      { status: 201, body: uploaded },
      { status: 201, body: processing },
      { status: 200, body: processing },
    ],
    before: 3,
    run: (client, signal) =>
      client.transcribe(
        new Uint8Array(100),
        { model: "stt-async-v3", enable_speaker_diarization: false },
        { signal, pollIntervalMs: 30_000 },
      ),
  },
  {
    name: "transcribe with deleteFile, whose delete does not answer",
    answers: [
      { status: 201, body: uploaded },
      { status: 201, body: processing },
      { status: 200, body: processing },
      { hang: true },
    ],
    before: 3,
    // The delete hangs until the server stops, and is not retried then.
    options: { maxRetries: 0 },
    cleanUp: true,
    run: (client, signal) =>
      client.transcribe(
        new Uint8Array(100),
        { model: "stt-async-v3", enable_speaker_diarization: false },
        { signal, pollIntervalMs: 30_000, deleteFile: true },
      ),
  },
  {
    name: "an upload the server does not answer",
    answers: [{ hang: true }],
    before: 1,
    run: (client, signal) =>
      client.files.upload(new Uint8Array(64 * 1024), { signal, onUploadProgress: () => undefined }),
  },
];

describe("an aborted call", () => {
  it.each(waits)(
    "in $name rejects with the signal's own reason, at once",
    async ({ answers, before, options, cleanUp, run }) => {
      await server().script(answers);
      const controller = new AbortController();
      const reason = new Error("the user left");
      const call = run(make({ timeoutMs: 60_000, ...options }), controller.signal);
      await abortAfter(controller, before, reason);
      expect(await rejection(call, "the aborted call")).toBe(reason);
      // Nothing more was sent after the abort but the clean-up's DELETE, which still goes out (awaited here,
      // so that it cannot reach the next test's script).
      if (cleanUp) await settled(server().seen(before + 1), "the clean-up's DELETE");
      const methods = (await server().requests()).map((request) => request.method);
      expect(methods.slice(before)).toEqual(cleanUp ? ["DELETE"] : []);
    },
  );

  it.each(waits)(
    "in $name rejects with an AbortError when abort() gives no reason",
    async ({ answers, before, options, cleanUp, run }) => {
      await server().script(answers);
      const controller = new AbortController();
      const call = run(make({ timeoutMs: 60_000, ...options }), controller.signal);
      await abortAfter(controller, before);
      const error = await rejection(call, "the aborted call");
      if (cleanUp) await settled(server().seen(before + 1), "the clean-up's DELETE");
      expect(error).toBeInstanceOf(DOMException);
      expect((error as DOMException).name).toBe("AbortError");
    },
  );

  it("that was aborted before it began rejects with the reason and sends nothing", async () => {
    await server().script([{ status: 200, body: JSON.stringify({ models: [] }) }]);
    const reason = { why: "not needed any more" };
    const client = make();
    const signal = AbortSignal.abort(reason);
    for (const call of [
      () => client.models.list({ signal }),
      () => client.files.upload("/no/such/file.wav", { signal }),
      () => client.transcribe("/no/such/file.wav", { model: "m", enable_speaker_diarization: false }, { signal }),
      () => client.transcriptions.waitUntilDone("tr-1", { signal }),
    ]) {
      expect(await rejection(call(), "the aborted call")).toBe(reason);
    }
    expect(await server().requests()).toEqual([]);
  });
});
