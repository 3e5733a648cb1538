// What the mocks accept as audio, and how long it is. Both mocks count audio with the client's AudioClock
// (exact for raw formats and WAV, estimated for compressed containers), so the same bytes last the same
// time in a batch transcription and in a stream. Numbers in a header come from the other side: they are
// checked here before they drive any work (a WAV claiming 1 Hz would make a few bytes last for days).

import type { AudioFormat } from "stt-service/shared-runtime";
import { AudioClock, type AudioDescription, parseWavHeader } from "stt-service/shared-runtime";

/** Sample rates a WAV header may claim: below this no speech fits, above it no recorder goes. */
export const wavSampleRates = { min: 1_000, max: 384_000 } as const;
const wavBitDepths = new Set([8, 16, 24, 32, 64]);
const maxWavChannels = 32;

/** What is wrong with a WAV header's numbers, or undefined when they describe real audio. */
export function wavHeaderProblem(header: Uint8Array | undefined): string | undefined {
  const wav = header ? parseWavHeader(header) : null;
  if (!wav) return undefined;
  if (wav.sampleRate < wavSampleRates.min || wav.sampleRate > wavSampleRates.max) {
    return `its WAV header says ${wav.sampleRate} Hz; a sample rate from ${wavSampleRates.min} to ${wavSampleRates.max} Hz is needed`;
  }
  if (!wavBitDepths.has(wav.bitsPerSample)) {
    return `its WAV header says ${wav.bitsPerSample} bits per sample; 8, 16, 24, 32 or 64 are needed`;
  }
  if (wav.channels < 1 || wav.channels > maxWavChannels) {
    return `its WAV header says ${wav.channels} channels; 1 to ${maxWavChannels} are needed`;
  }
  return undefined;
}

/** The raw formats a content type can name (RFC 3551 names, with `rate` and `channels` parameters). */
function rawDescription(contentType: string | undefined): AudioDescription | undefined {
  if (!contentType) return undefined;
  const [type = "", ...parameters] = contentType
    .toLowerCase()
    .split(";")
    .map((part) => part.trim());
  const parameter = (name: string) => {
    const found = parameters.find((entry) => entry.startsWith(`${name}=`));
    const value = found ? Number(found.slice(name.length + 1)) : Number.NaN;
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const formats: Record<string, { format: AudioFormat; rate?: number }> = {
    "audio/l16": { format: "pcm_s16le" },
    "audio/basic": { format: "mulaw", rate: 8000 },
    "audio/pcmu": { format: "mulaw", rate: 8000 },
    "audio/pcma": { format: "alaw", rate: 8000 },
  };
  const known = formats[type];
  if (!known) return undefined;
  const sampleRate = parameter("rate") ?? known.rate;
  if (sampleRate === undefined) return undefined;
  return { audio_format: known.format, sample_rate: sampleRate, num_channels: parameter("channels") ?? 1 };
}

/** Bytes enough to tell a container by its magic number (`RIFF....WAVE` is the longest). */
const magicBytes = 12;

/** Magic numbers of the containers the service reads. */
function looksLikeAudio(head: Uint8Array): boolean {
  const ascii = (at: number, text: string) =>
    head.length >= at + text.length && [...text].every((char, i) => head[at + i] === char.charCodeAt(0));
  return (
    (ascii(0, "RIFF") && ascii(8, "WAVE")) ||
    ascii(0, "ID3") ||
    ascii(0, "OggS") ||
    ascii(0, "fLaC") ||
    ascii(4, "ftyp") ||
    (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) || // WebM, Matroska
    (head[0] === 0xff && head[1] !== undefined && (head[1] & 0xe0) === 0xe0) // MPEG audio, ADTS AAC
  );
}

/**
 * The first bytes of a stream whose config names a container (`auto`, `wav`, `mp3`, ...), gathered across
 * frames, and whether they open one: the streaming mock refuses what the HTTP mock refuses as an upload, so
 * a text or script file is refused rather than "transcribed". Raw formats have no header to check.
 */
export class StreamedAudioHead {
  #head = new Uint8Array(0);
  #decided = false;

  /** Whether the first bytes have been judged: until then no result is sent for them. */
  get decided(): boolean {
    return this.#decided;
  }

  /** Why the stream is not audio, once its first bytes show it; undefined while it may be. */
  feed(chunk: Uint8Array): string | undefined {
    if (this.#decided) return undefined;
    const head = new Uint8Array(Math.min(magicBytes, this.#head.length + chunk.length));
    head.set(this.#head);
    head.set(chunk.subarray(0, head.length - this.#head.length), this.#head.length);
    this.#head = head;
    return head.length < magicBytes ? undefined : this.#decide();
  }

  /** At the end of the audio or a finalize: a stream shorter than a magic number is judged on what came. */
  end(): string | undefined {
    return this.#decided || this.#head.length === 0 ? undefined : this.#decide();
  }

  #decide(): string | undefined {
    this.#decided = true;
    return looksLikeAudio(this.#head) ? undefined : notAudio;
  }
}

const notAudio =
  "The audio is not in a supported format: its first bytes open no WAV, MP3, OGG, WebM, FLAC or M4A file. " +
  "Stream one of those, or name a raw format in the config (pcm_s16le, pcm_f32le, mulaw, alaw with sample_rate and num_channels).";

export type AudioVerdict =
  | { ok: true; durationMs: number; estimated: boolean }
  | { ok: false; reason: "unsupported_audio" | "audio_too_long"; message: string };

/** Reads an upload's bytes as they arrive, keeping only its first bytes, and says what it holds. */
export class UploadedAudio {
  readonly #raw: AudioDescription | undefined;
  readonly #clock: AudioClock;
  #head = new Uint8Array(0);

  constructor(contentType: string | undefined) {
    this.#raw = rawDescription(contentType);
    this.#clock = new AudioClock(this.#raw ?? { audio_format: "auto" });
  }

  feed(chunk: Uint8Array): void {
    if (this.#head.length < 16) {
      const head = new Uint8Array(Math.min(16, this.#head.length + chunk.length));
      head.set(this.#head);
      head.set(chunk.subarray(0, head.length - this.#head.length), this.#head.length);
      this.#head = head;
    }
    this.#clock.feed(chunk);
  }

  verdict(maxDurationMs: number): AudioVerdict {
    if (this.#head.length === 0) return { ok: false, reason: "unsupported_audio", message: "The file is empty." };
    if (!this.#raw && !looksLikeAudio(this.#head)) {
      return {
        ok: false,
        reason: "unsupported_audio",
        message:
          "The file is not in a supported audio format (WAV, MP3, OGG, WebM, FLAC, M4A, or raw audio named by its content type, such as audio/L16;rate=16000).",
      };
    }
    const problem = wavHeaderProblem(this.#clock.header);
    if (problem) return { ok: false, reason: "unsupported_audio", message: `The file cannot be read: ${problem}.` };
    const durationMs = this.#clock.durationMs;
    if (durationMs > maxDurationMs) {
      return {
        ok: false,
        reason: "audio_too_long",
        message: `The audio is longer than ${maxDurationMs / 60_000} minutes.`,
      };
    }
    return { ok: true, durationMs, estimated: !this.#clock.exact };
  }
}
