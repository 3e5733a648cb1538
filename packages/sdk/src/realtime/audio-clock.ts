// How much audio a stream of bytes holds, in milliseconds: exact for raw PCM formats and WAV (read from
// its header), estimated for compressed containers. Shared by the real-time client (pacing, reconnect)
// and the streaming mock (timing its tokens), so both count audio the same way.
import type { AudioFormat } from "../generated/realtime/messages.js";
import { parseWavHeader } from "./wav.js";

const rawBytesPerSample: Partial<Record<AudioFormat, number>> = { pcm_s16le: 2, pcm_f32le: 4, mulaw: 1, alaw: 1 };

/** Compressed audio's duration cannot be read without decoding; 128 kbit/s is the estimate. */
export const estimatedCompressedBytesPerMs = 16;

export interface AudioDescription {
  audio_format: AudioFormat;
  sample_rate?: number;
  num_channels?: number;
}

/** Counts the milliseconds of audio in the bytes fed to it. */
export class AudioClock {
  #bytes = 0;
  #bytesPerMs: number | undefined;
  #estimated = false;
  #headerBytes = 0;
  #head: Uint8Array | undefined = new Uint8Array(0);
  /** The WAV header's bytes, once read: a new session must get them again before any resent audio. */
  header: Uint8Array | undefined;

  constructor(description: AudioDescription) {
    const perSample = rawBytesPerSample[description.audio_format];
    if (perSample !== undefined) {
      this.#bytesPerMs = ((description.sample_rate ?? 0) * (description.num_channels ?? 1) * perSample) / 1000;
      this.#head = undefined;
    }
  }

  /** Whether the clock is exact (raw audio, WAV) rather than an estimate. */
  get exact(): boolean {
    return this.#bytesPerMs !== undefined && !this.#estimated;
  }

  get bytesPerMs(): number | undefined {
    return this.#bytesPerMs;
  }

  /** Milliseconds of audio in everything fed so far. */
  get durationMs(): number {
    if (this.#bytesPerMs === undefined || this.#bytesPerMs === 0) return 0;
    return Math.max(0, this.#bytes - this.#headerBytes) / this.#bytesPerMs;
  }

  feed(chunk: Uint8Array): void {
    this.#bytes += chunk.byteLength;
    if (this.#head === undefined) return;
    const head = new Uint8Array(this.#head.length + chunk.length);
    head.set(this.#head);
    head.set(chunk, this.#head.length);
    const wav = parseWavHeader(head);
    if (wav === undefined && head.length < 4096) {
      this.#head = head;
      return;
    }
    this.#head = undefined;
    if (wav) {
      this.#bytesPerMs = (wav.sampleRate * wav.channels * (wav.bitsPerSample / 8)) / 1000;
      this.#headerBytes = wav.dataOffset;
      this.header = head.slice(0, wav.dataOffset);
    } else {
      this.#bytesPerMs = estimatedCompressedBytesPerMs;
      this.#estimated = true;
    }
  }
}
