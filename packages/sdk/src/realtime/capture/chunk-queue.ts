// The capture's output side: resampled samples cut into chunks of a fixed length, each with its level, held
// in a bounded queue that one reader drains as an async iterator. Pure code, tested in Node.
import { rms, toPcm16 } from "./resampler.js";

/**
 * Cuts float samples into chunks of `chunkSamples` (pcm_s16le), calling `emit` with each and its level. Each
 * sample is copied once, into the chunk being filled: the worklet hands over 128 samples at a time, so
 * joining what waits with each new block would copy a long chunk's samples again on every block.
 */
export class Chunker {
  readonly #emit: (chunk: Uint8Array, level: number) => void;
  /** The chunk being filled; emitted as pcm_s16le (a new buffer), so it is reused for the next. */
  readonly #chunk: Float32Array;
  #filled = 0;

  constructor(chunkSamples: number, emit: (chunk: Uint8Array, level: number) => void) {
    this.#chunk = new Float32Array(chunkSamples);
    this.#emit = emit;
  }

  push(samples: Float32Array): void {
    for (let at = 0; at < samples.length; ) {
      const taken = Math.min(this.#chunk.length - this.#filled, samples.length - at);
      this.#chunk.set(samples.subarray(at, at + taken), this.#filled);
      this.#filled += taken;
      at += taken;
      if (this.#filled === this.#chunk.length) {
        this.#filled = 0;
        this.#emit(toPcm16(this.#chunk), rms(this.#chunk));
      }
    }
  }

  /** The last, shorter chunk, if any samples wait. */
  flush(): void {
    const rest = this.#chunk.subarray(0, this.#filled);
    this.#filled = 0;
    if (rest.length > 0) this.#emit(toPcm16(rest), rms(rest));
  }
}

/**
 * Chunks waiting for their reader, at most `limit` of them. Past the limit the queue fails (`overflow()`
 * returns the error to fail with) rather than drop audio unseen or grow without end: a reader that far
 * behind a live microphone is stuck or on a link too slow for real time.
 */
export class ChunkQueue implements AsyncIterableIterator<Uint8Array> {
  readonly #limit: number;
  readonly #onReturn: () => void;
  readonly #chunks: Uint8Array[] = [];
  #waiting: { resolve: (result: IteratorResult<Uint8Array>) => void; reject: (error: unknown) => void } | undefined;
  #error: unknown;
  #ended = false;

  /** `onReturn` runs when the reader stops early (a `break`, or session.stream() failing). */
  constructor(limit: number, onReturn: () => void) {
    this.#limit = limit;
    this.#onReturn = onReturn;
  }

  get length(): number {
    return this.#chunks.length;
  }

  /** Adds a chunk; false when the queue is full (the chunk is not added). */
  push(chunk: Uint8Array): boolean {
    if (this.#ended) return true;
    const waiting = this.#waiting;
    if (waiting) {
      this.#waiting = undefined;
      waiting.resolve({ value: chunk, done: false });
      return true;
    }
    if (this.#chunks.length >= this.#limit) return false;
    this.#chunks.push(chunk);
    return true;
  }

  /** No more chunks: the reader gets those queued, then the end (or `error`, when given). */
  end(error?: unknown): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#error = error;
    const waiting = this.#waiting;
    this.#waiting = undefined;
    if (!waiting) return;
    if (error === undefined) waiting.resolve({ value: undefined, done: true });
    else {
      this.#error = undefined;
      waiting.reject(error);
    }
  }

  next(): Promise<IteratorResult<Uint8Array>> {
    const chunk = this.#chunks.shift();
    if (chunk) return Promise.resolve({ value: chunk, done: false });
    if (this.#ended) {
      const error = this.#error;
      this.#error = undefined;
      return error === undefined ? Promise.resolve({ value: undefined, done: true }) : Promise.reject(error);
    }
    if (this.#waiting) return Promise.reject(new Error("A capture has one reader: it is read already."));
    return new Promise((resolve, reject) => {
      this.#waiting = { resolve, reject };
    });
  }

  return(): Promise<IteratorResult<Uint8Array>> {
    this.#chunks.length = 0;
    if (!this.#ended) this.#onReturn();
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<Uint8Array> {
    return this;
  }
}
