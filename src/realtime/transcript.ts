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
  /** The end of the last final token with timestamps: a final token starting before it was seen already. */
  #finalUntilMs = -1;

  /** Adds final tokens; returns those that were new (a token already final is never added twice). */
  addFinal(tokens: readonly Token[]): Token[] {
    const added: Token[] = [];
    for (const token of tokens) {
      if (isSpecialToken(token)) continue;
      if (token.start_ms !== undefined && token.end_ms !== undefined) {
        if (token.start_ms < this.#finalUntilMs) continue;
        this.#finalUntilMs = Math.max(this.#finalUntilMs, token.end_ms);
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

  snapshot(): TranscriptSnapshot {
    return { text: this.finalText, translatedText: this.translatedText, tokens: [...this.#final] };
  }
}
