// A Jest suite in an ES module project ("type": "module"): the SDK and the mocks by import, run as Jest
// documents for ES modules (`node --experimental-vm-modules`, no code transforms). startMocks() starts both
// mocks in the test process, on free ports; call.wav is any 16-bit PCM WAV.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { startMocks } from "@stt-service/mock";
import { AsyncServiceClient } from "stt-service";
import { RealtimeServiceClient } from "stt-service/realtime";

const audioPath = fileURLToPath(new URL("./call.wav", import.meta.url));
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
  await session.stream(new Uint8Array(await readFile(audioPath)), { chunkMs: 250 });
  const streamed = await session.finish();
  expect(streamed.text).toBe(batch.text);
}, 60_000);
