// The playground's sample audio, made in the page (the site downloads nothing): a speech-like 16 kHz mono
// WAV, voiced syllables about four a second with pauses between words.
export function sampleWav(seconds: number, rate = 16_000): Uint8Array {
  const samples = Math.round(rate * seconds);
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => {
    for (let index = 0; index < text.length; index++) bytes[at + index] = text.charCodeAt(index);
  };
  ascii(0, "RIFF");
  view.setUint32(4, 36 + samples * 2, true);
  ascii(8, "WAVEfmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, "data");
  view.setUint32(40, samples * 2, true);
  let phase = 0;
  for (let index = 0; index < samples; index++) {
    const time = index / rate;
    phase += (2 * Math.PI * (150 + 40 * Math.sin(2 * Math.PI * 0.7 * time))) / rate;
    let voiced = 0;
    for (let harmonic = 1; harmonic <= 10; harmonic++) voiced += Math.sin(harmonic * phase) / harmonic;
    const envelope = Math.floor(time * 4) % 4 === 3 ? 0 : Math.sin(Math.PI * ((time * 4) % 1)) ** 2;
    view.setInt16(44 + index * 2, Math.round(Math.max(-1, Math.min(1, 0.25 * envelope * voiced)) * 32767), true);
  }
  return bytes;
}
