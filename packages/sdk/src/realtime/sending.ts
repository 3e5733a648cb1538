// Sending audio: any source cut into frames, backpressure (wait while the socket's buffer is full, so a
// long stream never piles up in memory), and pacing to the audio's own speed.
import { sleep } from "../core/timing.js";
import type { WebSocketLike } from "./websocket-like.js";

export type AudioSource = Uint8Array | AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>;

const defaultFrameBytes = 8 * 1024;
const backpressurePollMs = 5;

// Bytes are told apart by ArrayBuffer.isView, not instanceof: under a test environment (jsdom) the
// Uint8Array in scope is not the one Node's Buffers and file reads are made of.
export function toBytes(data: Uint8Array | ArrayBuffer | ArrayBufferView): Uint8Array {
  if (data instanceof Uint8Array) return data;
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return new Uint8Array(data);
}

/**
 * The audio of a source in frames of `chunkMs` of audio (at `bytesPerMs()`, read per piece: a WAV header
 * in the first piece sets it for the rest), or of 8 KiB where the rate is unknown.
 */
export async function* audioFrames(
  source: AudioSource,
  chunkMs: number,
  bytesPerMs: () => number | undefined,
): AsyncGenerator<Uint8Array> {
  const pieces: AsyncIterable<Uint8Array> = ArrayBuffer.isView(source)
    ? (async function* () {
        yield source;
      })()
    : (source as AsyncIterable<Uint8Array>);
  for await (const piece of pieces) {
    const bytes = toBytes(piece);
    const size = Math.max(1, Math.round((bytesPerMs() ?? 0) * chunkMs) || defaultFrameBytes);
    for (let at = 0; at < bytes.byteLength; at += size) yield bytes.subarray(at, at + size);
  }
}

/** Waits while the socket holds more than `maxBufferedBytes` unsent, until it drains or `stopped()`. */
export async function drained(socket: WebSocketLike, maxBufferedBytes: number, stopped: () => boolean): Promise<void> {
  while (socket.bufferedAmount > maxBufferedBytes && !stopped()) await sleep(backpressurePollMs);
}
