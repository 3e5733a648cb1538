// The audio an upload's form starts with: the spec's example names a recording the page does not have, so the
// page makes one, a short tone as a WAV, under the example's file name.
import { pcm16Wav } from "stt-service/shared-runtime";

/** A mono 16-bit WAV of `seconds` of a quiet 220 Hz tone at 16 kHz. */
export function toneWav(seconds: number): Uint8Array<ArrayBuffer> {
  const rate = 16_000;
  const samples = Int16Array.from({ length: Math.round(rate * seconds) }, (_, index) =>
    Math.round(3000 * Math.sin((2 * Math.PI * 220 * index) / rate)),
  );
  return pcm16Wav(samples, rate);
}

/** The file name an example names, such as `support-call.wav` in "(binary audio data of support-call.wav)". */
export function sampleFileName(example: unknown): string {
  return /[\w.-]+\.wav\b/.exec(typeof example === "string" ? example : "")?.[0] ?? "sample.wav";
}

export function sampleAudioFile(example: unknown): File {
  return new File([toneWav(2)], sampleFileName(example), { type: "audio/wav" });
}
