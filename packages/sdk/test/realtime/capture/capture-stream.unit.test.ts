// @vitest-environment jsdom
// captureMicrophone({ stream }): a MediaStream the app already has is captured as the microphone would be, and
// stays the app's: stop() and a failure only stop reading it, never stop its tracks. The fake microphone gives
// the stream (the app's own getUserMedia()), so what is captured is its audio.
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeSpeechLikeWav } from "#test-support/wav-fixtures.js";
import {
  captureMicrophone,
  type FakeMicrophone,
  installFakeMicrophone,
  MicrophoneError,
  ServiceConfigError,
} from "../../../src/realtime.js";

let microphone: FakeMicrophone | undefined;
afterEach(() => {
  microphone?.uninstall();
  microphone = undefined;
});

/** The app's own stream, as its getUserMedia() gives it. */
async function appStream(): Promise<MediaStream> {
  microphone = installFakeMicrophone({ audio: writeSpeechLikeWav(1, 16_000).bytes, speed: 20 });
  return navigator.mediaDevices.getUserMedia({ audio: true });
}

describe("captureMicrophone({ stream }) under jsdom", () => {
  it("captures the app's stream without asking for the microphone, and leaves its track live after stop()", async () => {
    const stream = await appStream();
    const asked = microphone?.constraints;
    const capture = await captureMicrophone({ stream });
    expect(microphone?.constraints).toBe(asked); // no getUserMedia() of its own
    let bytes = 0;
    const reading = (async () => {
      for await (const chunk of capture) bytes += chunk.byteLength;
    })();
    await microphone?.played;
    await capture.stop();
    await reading;
    expect(bytes).toBeGreaterThanOrEqual(16_000 * 2 * 0.9);
    expect(capture.state).toBe("stopped");
    expect(stream.getAudioTracks().map((track) => track.readyState)).toEqual(["live"]);
  });

  it("leaves the app's track live when the capture fails too (its reader too slow)", async () => {
    const stream = await appStream();
    const capture = await captureMicrophone({ stream, maxQueuedMs: 200 });
    const iterator = capture[Symbol.asyncIterator]();
    // Nothing read meanwhile: the queue overflows, and the capture stops itself.
    await vi.waitFor(() => expect(capture.state).toBe("stopped"), { timeout: 10_000 });
    const outcome = await (async () => {
      try {
        for (let next = await iterator.next(); !next.done; next = await iterator.next());
        return "ended";
      } catch (error) {
        return error instanceof MicrophoneError ? error.errorType : String(error);
      }
    })();
    expect(outcome).toBe("reader_too_slow");
    expect(stream.getAudioTracks().map((track) => track.readyState)).toEqual(["live"]);
  });

  it("refuses a stream with a deviceId, something that is no MediaStream, and a stream without audio", async () => {
    const stream = await appStream();
    await expect(captureMicrophone({ stream, deviceId: "mic-1" })).rejects.toThrow(ServiceConfigError);
    await expect(captureMicrophone({ stream: {} as MediaStream })).rejects.toThrow(/must be a MediaStream/);
    const silent = { getAudioTracks: () => [], getTracks: () => [] } as unknown as MediaStream;
    await expect(captureMicrophone({ stream: silent })).rejects.toThrow(/no audio track/);
    expect(stream.getAudioTracks().map((track) => track.readyState)).toEqual(["live"]);
  });
});
