// The audio an upload's form starts with: the spec's example names a recording the page does not have, so the
// page makes one, a short tone as a WAV, under the example's file name.

/** A mono 16-bit WAV of `seconds` of a quiet 220 Hz tone at 16 kHz. */
export function toneWav(seconds: number): Uint8Array<ArrayBuffer> {
  const rate = 16_000;
  const samples = Math.round(rate * seconds);
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => {
    for (let index = 0; index < value.length; index++) view.setUint8(at + index, value.charCodeAt(index));
  };
  text(0, "RIFF");
  view.setUint32(4, 36 + samples * 2, true);
  text(8, "WAVEfmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, "data");
  view.setUint32(40, samples * 2, true);
  for (let index = 0; index < samples; index++) {
    view.setInt16(44 + index * 2, Math.round(3000 * Math.sin((2 * Math.PI * 220 * index) / rate)), true);
  }
  return bytes;
}

/** The file name an example names, such as `support-call.wav` in "(binary audio data of support-call.wav)". */
export function sampleFileName(example: unknown): string {
  return /[\w.-]+\.wav\b/.exec(typeof example === "string" ? example : "")?.[0] ?? "sample.wav";
}

export function sampleAudioFile(example: unknown): File {
  return new File([toneWav(2)], sampleFileName(example), { type: "audio/wav" });
}
