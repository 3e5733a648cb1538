// WAV files the tests play to the clients and the mocks, written by the SDK's one WAV writer (pcm16Wav, beside
// its reader): a tone, as bytes or a temporary file, and a speech-like recording for the microphone tests.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pcm16Wav } from "stt-service/shared-runtime";

function temporaryFile(name: string, bytes: Uint8Array): string {
  const path = join(mkdtempSync(join(tmpdir(), "stt-fixture-")), name);
  writeFileSync(path, bytes);
  return path;
}

/** A 16 kHz mono PCM WAV of the given length (a 440 Hz tone), as bytes. */
export function wavBytes(seconds: number): Uint8Array<ArrayBuffer> {
  const sampleRate = 16_000;
  const samples = Int16Array.from({ length: Math.round(sampleRate * seconds) }, (_, index) =>
    Math.round(8000 * Math.sin((2 * Math.PI * 440 * index) / sampleRate)),
  );
  return pcm16Wav(samples, sampleRate);
}

/** A small 16 kHz mono PCM WAV file (a 440 Hz tone), written to a temporary folder. */
export function writeWavFixture(name = "tone.wav", seconds = 0.25): string {
  return temporaryFile(name, wavBytes(seconds));
}

/**
 * A speech-like mono 16-bit WAV at `rate` Hz, written to a temporary file: voiced syllables (a fundamental
 * gliding between 110 and 190 Hz with ten harmonics, their level falling as 1/k) about four a second, with
 * pauses between words, and a little noise. What a microphone test needs: a level that moves like speech's
 * and energy up to a few kHz, at a rate the capture must resample.
 */
export function writeSpeechLikeWav(seconds: number, rate = 44_100): { path: string; bytes: Uint8Array } {
  const samples = new Int16Array(Math.round(rate * seconds));
  let phase = 0;
  // A fixed seed: the fixture is the same bytes on every run.
  let seed = 12_345;
  const noise = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 1_073_741_824 - 1;
  };
  for (let index = 0; index < samples.length; index++) {
    const time = index / rate;
    const fundamental = 150 + 40 * Math.sin(2 * Math.PI * 0.7 * time);
    phase += (2 * Math.PI * fundamental) / rate;
    let voiced = 0;
    for (let harmonic = 1; harmonic <= 10; harmonic++) voiced += Math.sin(harmonic * phase) / harmonic;
    // Syllables at 4 per second, every fourth one a pause between words.
    const syllable = Math.floor(time * 4);
    const envelope = syllable % 4 === 3 ? 0 : Math.sin(Math.PI * ((time * 4) % 1)) ** 2;
    const value = 0.25 * envelope * voiced + 0.005 * noise();
    samples[index] = Math.round(Math.max(-1, Math.min(1, value)) * 32767);
  }
  const bytes = pcm16Wav(samples, rate);
  return { path: temporaryFile(`speech-like-${seconds}s-${rate}.wav`, bytes), bytes };
}
