// What finalize() and finish() wait for, and their deadline. Each frame from the server restarts the
// deadline, so a long backlog of audio still finalizes while results flow; a server that falls silent
// past `timeoutMs` ends the wait.

import type { ServiceError } from "../core/service-error.js";
import type { Token } from "../generated/realtime/messages.js";

export type Waiting = "finalize" | "finish";

type Pending = { resolve: (value: never) => void; reject: (error: ServiceError) => void };

export class Waits {
  readonly #pending = new Map<Waiting, Pending>();
  /** The final tokens since finalize() was called: what it resolves with. */
  #finalized: Token[] = [];
  #heardAt = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #timeoutMs: number;
  readonly #onSilence: (waiting: Waiting) => void;

  /** `onSilence` is called when the server has been silent for `timeoutMs` while a wait runs: finish first. */
  constructor(timeoutMs: number, onSilence: (waiting: Waiting) => void) {
    this.#timeoutMs = timeoutMs;
    this.#onSilence = onSilence;
  }

  has(waiting: Waiting): boolean {
    return this.#pending.has(waiting);
  }

  start<Value>(waiting: Waiting): Promise<Value> {
    if (waiting === "finalize") this.#finalized = [];
    const promise = new Promise<Value>((resolve, reject) => {
      this.#pending.set(waiting, { resolve, reject });
    });
    this.heard(); // after the set: heard() notes the time only while a wait runs
    if (this.#timer === undefined) this.#schedule(this.#timeoutMs);
    return promise;
  }

  /** A frame arrived: the server is still there. */
  heard(): void {
    // Only a running wait reads the time (start() notes it too): no clock read per frame otherwise.
    if (this.#pending.size > 0) this.#heardAt = Date.now();
  }

  /** Final tokens that a running finalize() will resolve with. */
  addFinal(tokens: readonly Token[]): void {
    // One by one: a spread of a huge array of tokens would overflow the stack.
    if (this.#pending.has("finalize")) for (const token of tokens) this.#finalized.push(token);
  }

  /** Resolves a wait; `<fin>` resolves finalize() with its tokens, which this returns. */
  resolve(waiting: Waiting, value?: unknown): Token[] {
    const tokens = this.#finalized;
    this.#take(waiting)?.resolve((waiting === "finalize" ? tokens : value) as never);
    return tokens;
  }

  /** Rejects one wait, or both when `waiting` is not given. */
  reject(error: ServiceError, waiting?: Waiting): void {
    for (const each of waiting ? [waiting] : (["finish", "finalize"] as const)) this.#take(each)?.reject(error);
  }

  #take(waiting: Waiting): Pending | undefined {
    const pending = this.#pending.get(waiting);
    this.#pending.delete(waiting);
    if (this.#pending.size === 0) {
      clearTimeout(this.#timer);
      this.#timer = undefined;
    }
    return pending;
  }

  #schedule(delayMs: number): void {
    // One timer for the whole wait, not one per frame: it looks at the last frame's time when it fires.
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      const silentMs = Date.now() - this.#heardAt;
      if (silentMs < this.#timeoutMs) return this.#schedule(this.#timeoutMs - silentMs);
      this.#onSilence(this.#pending.has("finish") ? "finish" : "finalize");
      // A wait the silence did not end (finalize(), when finish() was served first) keeps its deadline.
      if (this.#pending.size > 0 && this.#timer === undefined) this.#schedule(this.#timeoutMs);
    }, delayMs);
  }
}
