// The transcript of a session so far: every final token once, and the current interim ones. Special
// tokens (<fin>, <end>) are events, never text.
import type { Token } from "../../generated/realtime/messages.js";

export const specialTokens: ReadonlySet<string> = new Set(["<fin>", "<end>"]);

export function isSpecialToken(token: Token): boolean {
  return specialTokens.has(token.text) && token.is_final;
}

function isTranslation(token: Token): boolean {
  return token.translation_status === "translation";
}

function join(tokens: readonly Token[]): string {
  return tokens.map((token) => token.text).join("");
}

export interface TranscriptSnapshot {
  /** The final text of the speech (translations left out). */
  text: string;
  /** The final text of the translations, when translation is on. */
  translatedText: string;
  /** Every final token, in order, translations included. */
  tokens: Token[];
}

export class Transcript {
  readonly #final: Token[] = [];
  #interim: Token[] = [];
  // Kept as tokens arrive: rebuilding them per result would make a long session quadratic.
  #finalText = "";
  #translatedText = "";
  /** Where the final tokens with usable timestamps end, in ms. */
  #finalUntilMs = -1;
  /**
   * After a reconnect, the new socket transcribes again audio that was final already: its final tokens
   * starting before this are repeats. Fixed when the reconnect starts, never moved by a token, so no token,
   * however strange its timing, can hide the ones after it.
   */
  #repeatsBeforeMs = Number.NEGATIVE_INFINITY;

  /**
   * Adds final tokens; returns those that were new. A token already final is never added twice: the
   * contract sends each once, and after a reconnect the repeats are dropped (see resendFrom).
   */
  addFinal(tokens: readonly Token[]): Token[] {
    const added: Token[] = [];
    for (const token of tokens) {
      if (isSpecialToken(token)) continue;
      const { start_ms: start, end_ms: end } = token;
      if (start !== undefined && start < this.#repeatsBeforeMs) continue;
      // Timing a server could not mean (past any safe integer, or ending before it starts) moves nothing.
      if (
        Number.isSafeInteger(start) &&
        Number.isSafeInteger(end) &&
        0 <= (start as number) &&
        (start as number) <= (end as number)
      ) {
        this.#finalUntilMs = Math.max(this.#finalUntilMs, end as number);
      }
      this.#final.push(token);
      if (isTranslation(token)) this.#translatedText += token.text;
      else this.#finalText += token.text;
      added.push(token);
    }
    return added;
  }

  setInterim(tokens: readonly Token[]): void {
    this.#interim = tokens.filter((token) => !isSpecialToken(token));
  }

  get finalTokens(): readonly Token[] {
    return this.#final;
  }

  get interimTokens(): readonly Token[] {
    return this.#interim;
  }

  /** The final text so far (speech, not translations). */
  get finalText(): string {
    return this.#finalText;
  }

  /** The current interim text, which may still change. */
  get interimText(): string {
    return join(this.#interim.filter((token) => !isTranslation(token)));
  }

  /** Final text followed by interim text: what to show a user now. */
  get text(): string {
    return this.finalText + this.interimText;
  }

  get translatedText(): string {
    return this.#translatedText;
  }

  /** Where final audio ends, in ms: audio before it will not be transcribed again. */
  get finalUntilMs(): number {
    return Math.max(0, this.#finalUntilMs);
  }

  /**
   * A reconnect sends again audio from some point on: the new socket's final tokens that start before
   * where final audio ends now are dropped as repeats. `sentMs` (the audio sent so far) caps that point: a
   * server's token cannot end in audio it never got.
   */
  resendFrom(sentMs: number): void {
    this.#repeatsBeforeMs = Math.min(this.#finalUntilMs, sentMs);
  }

  snapshot(): TranscriptSnapshot {
    return { text: this.finalText, translatedText: this.translatedText, tokens: [...this.#final] };
  }
}
