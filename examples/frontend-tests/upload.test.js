// A frontend team's tests against the mocks, started in the test process on free ports by @stt-service/mock.
// Needs, beside stt-service: @stoplight/prism-http (the mock's contract engine) and, on Node 20, ws.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { after, before, beforeEach, test } from "node:test";
import { startMocks } from "@stt-service/mock";
import { AsyncServiceClient, ServiceNotFoundError } from "stt-service";

let mocks;
let client;

before(async () => {
  mocks = await startMocks({ speed: 100 });
  client = new AsyncServiceClient({ apiKey: "ui-tests", baseUrl: mocks.httpUrl });
});
beforeEach(() => mocks.reset());
after(() => mocks.stop());

test("an upload shows in the list, and is gone once deleted", async () => {
  const file = await client.files.upload(new Blob([await readFile("call.wav")], { type: "audio/wav" }), {
    filename: "call.wav",
  });
  const listed = [];
  for await (const item of client.files.list()) listed.push(item.filename);
  assert.deepEqual(listed, ["call.wav"]);
  await client.files.delete(file.file_id);
  await assert.rejects(client.files.get(file.file_id), ServiceNotFoundError);
});

test("a transcription completes with the mock's transcript", async () => {
  const transcription = await client.transcribe(
    "call.wav",
    { model: "stt-async-v3", enable_speaker_diarization: false },
    {
      pollIntervalMs: 100,
    },
  );
  assert.equal(transcription.status, "completed");
  assert.match(transcription.text, /^Hello, thanks for calling/);
});
