// A Jest suite in a CommonJS project: the SDK and the mocks by require(), in Jest's node environment, with no
// Node flags. startMocks() starts both mocks in the test process, on free ports; call.wav is any 16-bit PCM WAV.
const { readFileSync } = require("node:fs");
const { join } = require("node:path");
const { startMocks } = require("@stt-service/mock");
const { AsyncServiceClient } = require("stt-service");
const { RealtimeServiceClient } = require("stt-service/realtime");

const audioPath = join(__dirname, "call.wav");
const options = { model: "stt-async-v3", enable_speaker_diarization: false };
let mocks;

beforeAll(async () => {
  mocks = await startMocks({ speed: 100 });
}, 60_000);
afterAll(() => mocks?.stop());

test("a WAV uploaded from its path transcribe()s to a completed transcription", async () => {
  const client = new AsyncServiceClient({ apiKey: "jest-upload", baseUrl: mocks.httpUrl });
  const transcription = await client.transcribe(audioPath, options, { pollIntervalMs: 50 });
  expect(transcription.status).toBe("completed");
  expect(transcription.text).toMatch(/^Hello, thanks for calling/);
  expect(mocks.responseViolations).toBe(0);
}, 60_000);

test("streaming the same WAV gives the batch transcription's final text", async () => {
  const apiKey = "jest-stream";
  const batch = await new AsyncServiceClient({ apiKey, baseUrl: mocks.httpUrl }).transcribe(audioPath, options, {
    pollIntervalMs: 50,
  });
  const realtime = new RealtimeServiceClient({ apiKey, streamUrl: mocks.streamUrl });
  const session = await realtime.connect({ model: "stt-rt-v3", audio_format: "auto" });
  await session.stream(new Uint8Array(readFileSync(audioPath)), { chunkMs: 250 });
  const streamed = await session.finish();
  expect(streamed.text).toBe(batch.text);
}, 60_000);
