// The audio the kit uploads and streams: a WAV file given with --audio, or a tone it makes itself. Its
// duration is what "no token ends after the audio" is measured against.
import { basename } from "node:path";
import { FileRefusal, readRegularFile } from "@stt-service/spec-documents";
import { parseWavHeader } from "stt-service/shared-runtime";

export interface Audio {
  name: string;
  bytes: Uint8Array;
  durationMs: number;
}

/** A 16 kHz mono 16-bit tone of the given length. */
export function toneWav(seconds = 2): Audio {
  const sampleRate = 16_000;
  const samples = Math.round(sampleRate * seconds);
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) bytes[at + i] = text.charCodeAt(i);
  };
  ascii(0, "RIFF");
  view.setUint32(4, 36 + samples * 2, true);
  ascii(8, "WAVEfmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, "data");
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++) {
    view.setInt16(44 + i * 2, Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)), true);
  }
  return { name: "conformance-tone.wav", bytes, durationMs: seconds * 1000 };
}

/**
 * The most audio the kit reads: it holds the file in memory and sends it twice (an upload and a stream); an
 * hour of 16 kHz 16-bit mono is 115 MB.
 */
export const maxAudioBytes = 256 * 1024 * 1024;

/**
 * Reads a WAV file and measures it; throws a message saying what is wrong with it. Only a regular file is
 * read (readRegularFile): a named pipe given as --audio would block the kit for ever, past --max-run-seconds.
 */
export function readWav(path: string): Audio {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(readRegularFile(path, { maxBytes: maxAudioBytes, followLinks: true }));
  } catch (error) {
    if (!(error instanceof FileRefusal)) throw error;
    throw new Error(`--audio ${path} ${error.reason}: give a .wav file`);
  }
  const header = parseWavHeader(bytes);
  if (!header) throw new Error(`--audio ${path} is not a WAV file (RIFF/WAVE with fmt and data chunks): give a .wav`);
  const bytesPerMs = (header.sampleRate * header.channels * (header.bitsPerSample / 8)) / 1000;
  if (!(bytesPerMs > 0)) throw new Error(`--audio ${path}: its WAV header describes no audio`);
  return { name: basename(path), bytes, durationMs: (bytes.length - header.dataOffset) / bytesPerMs };
}
