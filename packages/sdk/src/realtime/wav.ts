// The WAV file format, both ways: reading the header of audio given to the SDK (the real-time client's clock,
// the fake microphone, the mock's audio checks, the kit's --audio) and writing the PCM files that the kit, the
// docs site, the benchmarks and the tests make for themselves. One module, so what is written is what is read.

export interface WavHeader {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Where the samples start. */
  dataOffset: number;
}

function text(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

/**
 * Reads a WAV header. Undefined while more bytes are needed; null when the bytes are not a WAV file.
 */
export function parseWavHeader(bytes: Uint8Array): WavHeader | undefined | null {
  if (bytes.length < 12) return "RIFF".startsWith(text(bytes, 0, Math.min(4, bytes.length))) ? undefined : null;
  if (text(bytes, 0, 4) !== "RIFF" || text(bytes, 8, 4) !== "WAVE") return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: Omit<WavHeader, "dataOffset"> | undefined;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = text(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    if (id === "fmt " && at + 8 + 16 <= bytes.length) {
      format = {
        channels: view.getUint16(at + 10, true),
        sampleRate: view.getUint32(at + 12, true),
        bitsPerSample: view.getUint16(at + 22, true),
      };
    }
    if (id === "data") return format ? { ...format, dataOffset: at + 8 } : null;
    at += 8 + size + (size % 2);
  }
  return undefined;
}

/** The canonical header's length: RIFF, a 16-byte fmt chunk, then data. */
const pcmHeaderBytes = 44;

/**
 * A PCM WAV file of 16-bit samples: the canonical 44-byte header, then `samples` (interleaved when
 * `channels` > 1), each a whole number from -32768 to 32767, little-endian.
 */
export function pcm16Wav(samples: ArrayLike<number>, sampleRate: number, channels = 1): Uint8Array<ArrayBuffer> {
  const dataBytes = samples.length * 2;
  const bytes = new Uint8Array(pcmHeaderBytes + dataBytes);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, value: string) => {
    for (let index = 0; index < value.length; index++) bytes[at + index] = value.charCodeAt(index);
  };
  ascii(0, "RIFF");
  view.setUint32(4, pcmHeaderBytes - 8 + dataBytes, true);
  ascii(8, "WAVEfmt ");
  view.setUint32(16, 16, true); // the fmt chunk's size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels * 2, true); // bytes a second
  view.setUint16(32, channels * 2, true); // bytes a frame
  view.setUint16(34, 16, true);
  ascii(36, "data");
  view.setUint32(40, dataBytes, true);
  for (let index = 0; index < samples.length; index++) {
    view.setInt16(pcmHeaderBytes + index * 2, samples[index] ?? 0, true);
  }
  return bytes;
}
