// The playground's sample audio, made in the page (the site downloads nothing): a speech-like 16 kHz mono
// WAV, voiced syllables about four a second with pauses between words.
import { pcm16Wav } from "stt-service/shared-runtime";

export function sampleWav(seconds: number, rate = 16_000): Uint8Array {
  const samples = new Int16Array(Math.round(rate * seconds));
  let phase = 0;
  for (let index = 0; index < samples.length; index++) {
    const time = index / rate;
    phase += (2 * Math.PI * (150 + 40 * Math.sin(2 * Math.PI * 0.7 * time))) / rate;
    let voiced = 0;
    for (let harmonic = 1; harmonic <= 10; harmonic++) voiced += Math.sin(harmonic * phase) / harmonic;
    const envelope = Math.floor(time * 4) % 4 === 3 ? 0 : Math.sin(Math.PI * ((time * 4) % 1)) ** 2;
    samples[index] = Math.round(Math.max(-1, Math.min(1, 0.25 * envelope * voiced)) * 32767);
  }
  return pcm16Wav(samples, rate);
}
