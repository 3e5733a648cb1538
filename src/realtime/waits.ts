// What finalize() and finish() wait for, and their deadline. Each frame from the server restarts the
// deadline, so a long backlog of audio still finalizes while results flow; a server that falls silent
// past `timeoutMs` ends the wait.
import type { ServiceError } from "../../generated/errors.js";
import type { Token } from "../../generated/realtime/messages.js";
import type { TranscriptSnapshot } from "./transcript.js";

type Pending<T> = { resolve: (value: T) => void; reject: (error: ServiceError) => void };

export type Waiting = "finalize" | "finish";

export class Waits {
  #finalizing: (Pending<Token[]> & { tokens: Token[] }) | undefined;
  #finishing: Pending<TranscriptSnapshot> | undefined;
  #heardAt = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #timeoutMs: number;
  readonly #onSilence: (waiting: Waiting) => void;

  /** `onSilence` is called when the server has been silent for `timeoutMs` while a wait runs: finish first. */
  constructor(timeoutMs: number, onSilence: (waiting: Waiting) => void) {
    this.#timeoutMs = timeoutMs;
    this.#onSilence = onSilence;
  }

  get finalizing(): boolean {
    return this.#finalizing !== undefined;
  }

  get finishing(): boolean {
    return this.#finishing !== undefined;
  }

  finalize(): Promise<Token[]> {
    const promise = new Promise<Token[]>((resolve, reject) => {
      this.#finalizing = { resolve, reject, tokens: [] };
    });
    this.#arm();
    return promise;
  }

  finish(): Promise<TranscriptSnapshot> {
    const promise = new Promise<TranscriptSnapshot>((resolve, reject) => {
      this.#finishing = { resolve, reject };
    });
    this.#arm();
    return promise;
  }

  /** A frame arrived: the server is still there. */
  heard(): void {
    this.#heardAt = Date.now();
  }

  /** Final tokens that a running finalize() will resolve with. */
  addFinal(tokens: readonly Token[]): void {
    // One by one: a spread of a huge array of tokens would overflow the stack.
    for (const token of tokens) this.#finalizing?.tokens.push(token);
  }

  /** `<fin>` arrived: resolves finalize() with its tokens, which it returns (undefined if none waits). */
  finalized(): Token[] | undefined {
    const finalizing = this.#finalizing;
    this.#finalizing = undefined;
    this.#disarm();
    finalizing?.resolve(finalizing.tokens);
    return finalizing?.tokens;
  }

  finished(snapshot: TranscriptSnapshot): void {
    const finishing = this.#finishing;
    this.#finishing = undefined;
    this.#disarm();
    finishing?.resolve(snapshot);
  }

  rejectFinalize(error: ServiceError): void {
    this.#finalizing?.reject(error);
    this.#finalizing = undefined;
    this.#disarm();
  }

  rejectAll(error: ServiceError): void {
    this.#finishing?.reject(error);
    this.#finishing = undefined;
    this.rejectFinalize(error);
  }

  #arm(): void {
    this.heard();
    if (this.#timer === undefined) this.#schedule(this.#timeoutMs);
  }

  #schedule(delayMs: number): void {
    // One timer for the whole wait, not one per frame: it looks at the last frame's time when it fires.
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      const silentMs = Date.now() - this.#heardAt;
      if (silentMs < this.#timeoutMs) this.#schedule(this.#timeoutMs - silentMs);
      else if (this.#finishing) this.#onSilence("finish");
      else if (this.#finalizing) this.#onSilence("finalize");
    }, delayMs);
  }

  #disarm(): void {
    if (this.#finalizing || this.#finishing) return;
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
