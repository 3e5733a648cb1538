// @vitest-environment jsdom
// The fake microphone for tests (installFakeMicrophone), under jsdom, which has no microphone: captureMicrophone()
// runs its own code through it (the capture's worklet source included) and captures exactly the audio given,
// resampled as from a device; the browser's failures it can play; and it leaves jsdom as it found it.
import { afterEach, describe, expect, it } from "vitest";
import { writeSpeechLikeWav } from "#test-support/wav-fixtures.js";
import { Resampler, toPcm16 } from "../../../src/realtime/capture/resampler.js";
import {
  captureMicrophone,
  type FakeMicrophone,
  installFakeMicrophone,
  MicrophoneError,
  type MicrophoneErrorType,
} from "../../../src/realtime.js";

let microphone: FakeMicrophone | undefined;
afterEach(() => {
  microphone?.uninstall();
  microphone = undefined;
});

/** Every chunk of a capture, joined, once it ends. */
async function captured(capture: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of capture) chunks.push(chunk);
  const all = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}

/** The capture's error kind, once it fails. */
async function failure(started: Promise<unknown>): Promise<MicrophoneErrorType | string> {
  const error = await started.then(
    () => "no error",
    (thrown: unknown) => thrown,
  );
  return error instanceof MicrophoneError ? error.errorType : String(error);
}

describe("installFakeMicrophone() under jsdom", () => {
  it("feeds captureMicrophone() the given WAV: the chunks are its audio, resampled from its rate to 16 kHz", async () => {
    const { bytes } = writeSpeechLikeWav(1, 44_100);
    microphone = installFakeMicrophone({ audio: bytes, speed: 20 });
    const levels: number[] = [];
    const capture = await captureMicrophone({ onLevel: (level) => levels.push(level) });
    expect(capture.config).toEqual({ audio_format: "pcm_s16le", sample_rate: 16_000, num_channels: 1 });
    expect(capture.inputSampleRate).toBe(44_100);
    expect(microphone.constraints).toEqual({
      audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
    });
    const reading = captured(capture);
    await microphone.played;
    await capture.stop();
    const got = await reading;

    // The same audio through the capture's resampler in one piece: the capture must give these samples.
    const view = new DataView(bytes.buffer, bytes.byteOffset + 44);
    const input = Float32Array.from(
      { length: (bytes.byteLength - 44) / 2 },
      (_, i) => view.getInt16(2 * i, true) / 32768,
    );
    const resampler = new Resampler(44_100, 16_000);
    const whole = [resampler.process([input]), resampler.flush()];
    const expected = toPcm16(Float32Array.from(whole.flatMap((part) => [...part])));
    expect(got.subarray(0, expected.byteLength)).toEqual(expected);
    // The worklet posts whole batches (20 ms, in 128-frame quanta): the last is completed with silence.
    expect(got.byteLength - expected.byteLength).toBeLessThanOrEqual(2 * Math.ceil((1024 * 16_000) / 44_100));
    expect(Math.max(...levels)).toBeGreaterThan(0.01);
    expect(microphone.inUse).toBe(false);
  });

  it("takes samples per channel at any rate, and a second capture plays them again from the start", async () => {
    const left = Float32Array.from({ length: 48_000 / 2 }, (_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / 48_000));
    microphone = installFakeMicrophone({ audio: { samples: [left, left], sampleRate: 48_000 }, speed: 50 });
    const lengths: number[] = [];
    for (let round = 0; round < 2; round++) {
      const capture = await captureMicrophone({ sampleRate: 24_000 });
      const reading = captured(capture);
      await microphone.played;
      await capture.stop();
      lengths.push((await reading).byteLength / 2);
    }
    // 0.5 s at 24 kHz, plus at most one batch of silence.
    expect(lengths[0]).toBeGreaterThanOrEqual(12_000);
    expect(lengths[0]).toBeLessThan(12_000 + 1024 / 2);
    expect(lengths[1]).toBe(lengths[0]);
  });

  it.each([
    ["NotAllowedError", "permission_denied"],
    ["NotFoundError", "no_microphone"],
    ["NotReadableError", "microphone_busy"],
  ])("plays a browser's refusal (%s) as the capture's %s", async (failWith, errorType) => {
    microphone = installFakeMicrophone({ audio: writeSpeechLikeWav(0.1, 16_000).bytes, failWith });
    expect(await failure(captureMicrophone())).toBe(errorType);
    expect(microphone.inUse).toBe(false);
  });

  it("plays a context the browser keeps suspended (no click yet) as audio_suspended, the device released", async () => {
    microphone = installFakeMicrophone({ audio: writeSpeechLikeWav(0.1, 16_000).bytes, suspended: true });
    expect(await failure(captureMicrophone({ resumeTimeoutMs: 50 }))).toBe("audio_suspended");
    expect(microphone.inUse).toBe(false);
  });

  it("unplugged while capturing: the capture fails with device_lost and releases the device", async () => {
    microphone = installFakeMicrophone({ audio: writeSpeechLikeWav(10, 16_000).bytes });
    const capture = await captureMicrophone();
    const iterator = capture[Symbol.asyncIterator]();
    await iterator.next();
    expect(microphone.inUse).toBe(true);
    microphone.unplug();
    const error = await iterator.next().then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(MicrophoneError);
    expect((error as MicrophoneError).errorType).toBe("device_lost");
    expect(capture.state).toBe("stopped");
    await expect.poll(() => microphone?.inUse).toBe(false);
  });

  it("puts jsdom back as it was: no mediaDevices, no AudioContext, no AudioWorkletNode", async () => {
    const before = [navigator.mediaDevices, globalThis.AudioContext, globalThis.AudioWorkletNode];
    expect(before).toEqual([undefined, undefined, undefined]);
    installFakeMicrophone({ audio: writeSpeechLikeWav(0.1, 16_000).bytes }).uninstall();
    expect([navigator.mediaDevices, globalThis.AudioContext, globalThis.AudioWorkletNode]).toEqual(before);
    expect(Object.getOwnPropertyNames(navigator)).not.toContain("mediaDevices");
    await expect(captureMicrophone()).rejects.toThrow("captureMicrophone() needs a browser");
  });

  it("refuses audio it cannot play, saying what it takes", () => {
    expect(() => installFakeMicrophone({ audio: new Uint8Array([1, 2, 3]) })).toThrow(
      "installFakeMicrophone(): audio must be a 16-bit PCM WAV file's bytes, or { samples, sampleRate } for other audio.",
    );
    expect(() => installFakeMicrophone({ audio: writeSpeechLikeWav(0.1).bytes, speed: 0 })).toThrow(
      "installFakeMicrophone(): speed is 0; give a number above 0 (default 1).",
    );
  });
});
