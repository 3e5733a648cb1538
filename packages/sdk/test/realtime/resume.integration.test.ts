// A reconnect continues the transcript, against the stt-mock process (the global setup's): a stream the mock
// drops mid-stream (`mock:drop:after-ms:<n>:once`), reconnected by the SDK with `audio_offset_ms`, gives the
// same final text and the same final tokens at the same times as the same audio streamed without a drop.
import { describe, inject, it } from "vitest";
import { RealtimeServiceClient } from "../../src/realtime.js";
import { dropPoints, expectSameTranscript, streamOnce } from "./resume-support.js";

const streamUrl = inject("streamUrl");

function client(apiKey: string): RealtimeServiceClient {
  return new RealtimeServiceClient({ apiKey, streamUrl, reconnect: true });
}

describe("a stream the stt-mock process drops, reconnected", () => {
  it.each(dropPoints)("after %i ms of audio gives the transcript of a stream without a drop", async (dropMs) => {
    const plain = await streamOnce(client);
    const dropped = await streamOnce(client, `mock:drop:after-ms:${dropMs}:once`);
    expectSameTranscript(plain, dropped, dropMs);
  });
});
