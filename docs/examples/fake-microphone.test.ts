// @vitest-environment jsdom
// A test of microphone code under Vitest's jsdom, which has no microphone: the SDK's fake
// microphone plays call.wav into captureMicrophone(), and the mock's MSW handlers answer the
// stream, so the test needs neither a browser nor a server. `npx vitest run` in a folder that
// holds call.wav.
import { readFileSync } from "node:fs";
import { createMockHandlers } from "@stt-service/mock/msw";
import { setupServer } from "msw/node";
import {
  captureMicrophone,
  installFakeMicrophone,
  RealtimeServiceClient,
} from "stt-service/realtime";
import { afterAll, beforeAll, expect, it } from "vitest";

const server = setupServer(...createMockHandlers());
beforeAll(() => server.listen());
afterAll(() => server.close());

it("transcribes what the microphone hears, then releases the microphone", async () => {
  // Ten times faster than real time: 4 s of call.wav in 0.4 s.
  const microphone = installFakeMicrophone({
    audio: readFileSync("call.wav"),
    speed: 10,
  });
  try {
    // What the app runs when Start is clicked. In Node, jsdom or not, the key goes in the
    // Authorization header, which MSW's WebSocket hands to the handlers; the mock takes any
    // key.
    const client = new RealtimeServiceClient({ apiKey: "any-key" });
    const capture = await captureMicrophone();
    const session = await client.connect({ model: "stt-rt-v3", ...capture.config });
    const streaming = session.stream(capture);
    // What the user does: speaks (the whole of call.wav reaches the capture), then clicks
    // Stop.
    await microphone.played;
    await capture.stop();
    await streaming;
    const { text } = await session.finish();
    expect(text).toBe(
      "Hello, thanks for calling Acme support. How can I help you today?",
    );
    expect(microphone.inUse).toBe(false);
  } finally {
    microphone.uninstall();
  }
});
