// The transcript of a session so far: every final token once, and the current interim ones. Special
// tokens (<fin>, <end>) are events, never text.
import type { Token } from "../generated/realtime/messages.js";

export const specialTokens: ReadonlySet<string> = new Set(["<fin>", "<end>"]);

export function isSpecialToken(token: Token): boolean {
  // Compared directly rather than looked up in specialTokens: this runs for every token of every result.
  return token.is_final && (token.text === "<fin>" || token.text === "<end>");
}

function isTranslation(token: Token): boolean {
  return token.translation_status === "translation";
}

function join(tokens: readonly Token[]): string {
  return tokens.map((token) => token.text).join("");
}

/** A session's transcript at one moment: its final text, its translations' text and its final tokens. */
export interface TranscriptSnapshot {
  /** The final text of the speech (translations left out). */
  text: string;
  /** The final text of the translations, when translation is on. */
  translatedText: string;
  /** Every final token, in order, translations included. */
  tokens: Token[];
}

/** The transcript a session builds as results arrive: final tokens kept in order, interim ones replaced. */
export class Transcript {
  readonly #final: Token[] = [];
  #interim: readonly Token[] = [];
  // Joined when read, from where the last read stopped: never rebuilt whole (a long session would be
  // quadratic), and not built per token either, whose one retained string each made the collector's work
  // on a busy stream a measured tenth of the client's CPU (bench/realtime.ts).
  #finalText = "";
  #translatedText = "";
  /** How many of the final tokens the two texts hold. */
  #textUntil = 0;
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
    for (const token of tokens) if (this.addFinalToken(token)) added.push(token);
    return added;
  }

  /** Adds one final token, as addFinal() does; whether it was new (special tokens and repeats are not). */
  addFinalToken(token: Token): boolean {
    if (isSpecialToken(token)) return false;
    const { start_ms: start, end_ms: end } = token;
    if (start !== undefined && start < this.#repeatsBeforeMs) return false;
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
    return true;
  }

  setInterim(tokens: readonly Token[]): void {
    // Special tokens are final (isSpecialToken): only a caller that passes final tokens needs the filter.
    this.#interim = tokens.some(isSpecialToken) ? tokens.filter((token) => !isSpecialToken(token)) : tokens;
  }

  get finalTokens(): readonly Token[] {
    return this.#final;
  }

  get interimTokens(): readonly Token[] {
    return this.#interim;
  }

  /** The final text so far (speech, not translations). */
  get finalText(): string {
    this.#joinNewTokens();
    return this.#finalText;
  }

  /** Adds the text of the final tokens that came since the texts were last read. */
  #joinNewTokens(): void {
    const final = this.#final;
    if (this.#textUntil === final.length) return;
    const speech: string[] = [];
    const translations: string[] = [];
    for (let index = this.#textUntil; index < final.length; index++) {
      const token = final[index] as Token;
      (isTranslation(token) ? translations : speech).push(token.text);
    }
    this.#textUntil = final.length;
    this.#finalText += speech.join("");
    this.#translatedText += translations.join("");
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
    this.#joinNewTokens();
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
