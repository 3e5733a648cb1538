// The streaming mock's "recognizer": it releases a script's tokens as audio time passes. A token is
// interim once the audio has reached its end, final once the audio is `finalLagMs` past it; finalize
// makes everything heard so far final. The script loops, shifted in time, for audio longer than it.
// A session that resumes a dropped one (`audio_offset_ms: k`) hears its audio as the stream's audio from k on:
// the script stays where it is in the stream's time, and what the session sends counts from its own first byte.

import type { ConfigMessage, ResultMessage, Token } from "stt-service/shared-runtime";
import type { MockScript, MockScriptToken, MockUtterance } from "../../generated/realtime/mock-script.js";

/** The options that shape a transcript: a stream's config message, or a batch transcription's request. */
export type TranscriberOptions = Pick<
  ConfigMessage,
  | "enable_speaker_diarization"
  | "enable_language_identification"
  | "enable_streaming"
  | "enable_endpoint_detection"
  | "translation"
  | "language_hints"
  | "audio_offset_ms"
>;

const gapBetweenLoopsMs = 600;
const defaultFinalLagMs = 400;
const defaultLanguage = "en";

interface TimedToken {
  token: MockScriptToken;
  utterance: MockUtterance;
  /** Offset of the script's loop this token belongs to. */
  offsetMs: number;
  lastOfUtterance: boolean;
}

export class MockTranscriber {
  readonly #script: MockScript;
  readonly #config: TranscriberOptions;
  readonly #finalLagMs: number;
  readonly #loopMs: number;
  readonly #flat: { token: MockScriptToken; utterance: MockUtterance; lastOfUtterance: boolean }[];
  /**
   * Where this session's audio starts in the stream's audio (`audio_offset_ms`). Times inside the transcriber
   * are the stream's; they become the session's (minus this) only on the way out.
   */
  readonly #offsetMs: number;
  /** Index (across loops) of the first token not yet final. */
  #nextFinal = 0;
  #lastInterim = "";
  /** Where final audio ends, in the stream's time. */
  #finalAudioMs: number;

  constructor(script: MockScript, config: TranscriberOptions, finalLagMs = defaultFinalLagMs) {
    this.#script = script;
    this.#config = config;
    this.#finalLagMs = finalLagMs;
    this.#flat = script.utterances.flatMap((utterance) =>
      utterance.tokens.map((token, index) => ({
        token,
        utterance,
        lastOfUtterance: index === utterance.tokens.length - 1,
      })),
    );
    const lastEnd = Math.max(0, ...this.#flat.map((entry) => entry.token.end_ms));
    this.#loopMs = lastEnd + gapBetweenLoopsMs;
    this.#offsetMs = Math.max(0, config.audio_offset_ms ?? 0);
    this.#finalAudioMs = this.#offsetMs;
    // The dropped session said what ended before the offset: this one starts with the first word after it.
    this.#nextFinal = this.#firstEndingAfter(this.#offsetMs);
  }

  /** Index (across loops) of the first token that ends after `ms` of the stream's audio. */
  #firstEndingAfter(ms: number): number {
    const length = this.#flat.length;
    if (ms <= 0 || length === 0) return 0;
    // Straight to the loop `ms` is in (the offset may be hours), then at most one loop and a token further.
    let index = Math.floor(ms / this.#loopMs) * length;
    for (let steps = 0; steps <= length; steps++, index++) {
      const timed = this.#at(index);
      if (!timed || timed.token.end_ms + timed.offsetMs > ms) break;
    }
    return index;
  }

  #at(index: number): TimedToken | undefined {
    const length = this.#flat.length;
    if (length === 0) return undefined;
    const entry = this.#flat[index % length];
    if (!entry) return undefined;
    return { ...entry, offsetMs: Math.floor(index / length) * this.#loopMs };
  }

  #utteranceLanguage(utterance: MockUtterance): string {
    return utterance.tokens[0]?.language ?? this.#config.language_hints?.[0] ?? defaultLanguage;
  }

  /** The language a translation turns an utterance into, or undefined when it is not translated. */
  #translationTarget(utterance: MockUtterance): string | undefined {
    const translation = this.#config.translation;
    if (!translation) return undefined;
    const language = this.#utteranceLanguage(utterance);
    if (translation.type === "one_way")
      return language === translation.target_language ? undefined : translation.target_language;
    if (language === translation.language_a) return translation.language_b;
    if (language === translation.language_b) return translation.language_a;
    return undefined;
  }

  #wire({ token, utterance, offsetMs }: TimedToken, isFinal: boolean): Token {
    // A loop of the script follows the previous one: its first word needs a space.
    const first = token === this.#flat[0]?.token && offsetMs > 0 && !/^\s/.test(token.text);
    const wire: Token = {
      text: first ? ` ${token.text}` : token.text,
      // A word the session's audio starts in the middle of starts, for this session, at its first byte.
      start_ms: Math.max(0, token.start_ms + offsetMs - this.#offsetMs),
      end_ms: token.end_ms + offsetMs - this.#offsetMs,
      confidence: isFinal ? token.confidence : Math.round(token.confidence * 80) / 100,
      is_final: isFinal,
    };
    if (this.#config.enable_speaker_diarization) wire.speaker = token.speaker ?? "1";
    if (this.#config.enable_language_identification || this.#config.translation) {
      wire.language = token.language ?? this.#utteranceLanguage(utterance);
    }
    if (this.#config.translation) wire.translation_status = this.#translationTarget(utterance) ? "original" : "none";
    return wire;
  }

  /** Tokens that follow the last token of an utterance: its translation, then `<end>`. */
  #afterUtterance(utterance: MockUtterance, lastEndMs: number): Token[] {
    const tokens: Token[] = [];
    const target = this.#translationTarget(utterance);
    if (target) {
      const source = this.#utteranceLanguage(utterance);
      // The mock does not translate: without a scripted translation it repeats the original words.
      const words =
        utterance.translation?.language === target
          ? utterance.translation.tokens
          : utterance.tokens.map((token) => ({ text: token.text, confidence: token.confidence }));
      for (const word of words) {
        tokens.push({
          text: word.text,
          confidence: word.confidence,
          is_final: true,
          language: target,
          translation_status: "translation",
          source_language: source,
          ...(this.#config.enable_speaker_diarization ? { speaker: utterance.tokens[0]?.speaker ?? "1" } : {}),
        });
      }
    }
    if (this.#config.enable_endpoint_detection) {
      const endMs = lastEndMs - this.#offsetMs;
      tokens.push({ text: "<end>", start_ms: endMs, end_ms: endMs, confidence: 1, is_final: true });
    }
    return tokens;
  }

  /**
   * Makes final every token that ends at or before `untilMs` (the stream's time), with what follows finished
   * utterances. With `includeCut` (finalize, end of audio), a token the audio stops in the middle of is made
   * final too, ending where the audio ends: no token ends after the audio does.
   */
  #finalizeUntil(untilMs: number, includeCut: boolean): Token[] {
    const finals: Token[] = [];
    for (;;) {
      const next = this.#at(this.#nextFinal);
      if (!next) break;
      const start = next.token.start_ms + next.offsetMs;
      const end = next.token.end_ms + next.offsetMs;
      if (end > untilMs && !(includeCut && start < untilMs)) break;
      const token = this.#wire(next, true);
      const heardUntil = Math.min(end, Math.floor(untilMs));
      token.end_ms = heardUntil - this.#offsetMs;
      finals.push(token);
      if (next.lastOfUtterance) finals.push(...this.#afterUtterance(next.utterance, heardUntil));
      this.#finalAudioMs = Math.max(this.#finalAudioMs, heardUntil);
      this.#nextFinal++;
    }
    return finals;
  }

  #interimUntil(untilMs: number): Token[] {
    if (this.#config.enable_streaming === false) return [];
    const interim: Token[] = [];
    for (let index = this.#nextFinal; ; index++) {
      const next = this.#at(index);
      if (!next || next.token.end_ms + next.offsetMs > untilMs) break;
      interim.push(this.#wire(next, false));
    }
    return interim;
  }

  /**
   * Where final audio ends, in the stream's time: "all tokens are final" up to there, so never past the start
   * of a word that is not final yet. A client that resumes after a drop sends again the audio after it, and
   * the word must be in that audio whole, or its start would move (a reconnect continues the transcript).
   */
  #finalUntil(streamMs: number): number {
    const pending = this.#at(this.#nextFinal);
    const pendingStart = pending ? pending.token.start_ms + pending.offsetMs : Number.POSITIVE_INFINITY;
    return Math.max(this.#finalAudioMs, Math.min(streamMs - this.#finalLagMs, pendingStart));
  }

  /** A result frame; `streamMs` is the audio heard so far, in the stream's time. */
  #result(tokens: Token[], streamMs: number): ResultMessage {
    return {
      tokens,
      final_audio_proc_ms: Math.round(Math.max(this.#finalUntil(streamMs) - this.#offsetMs, 0)),
      total_audio_proc_ms: Math.round(streamMs - this.#offsetMs),
    };
  }

  /** The result after more audio (`audioMs` of this session's), or undefined when nothing changed. */
  advance(audioMs: number): ResultMessage | undefined {
    const streamMs = audioMs + this.#offsetMs;
    const finals = this.#finalizeUntil(streamMs - this.#finalLagMs, false);
    const interim = this.#interimUntil(streamMs);
    const interimKey = JSON.stringify(interim);
    if (finals.length === 0 && interimKey === this.#lastInterim) return undefined;
    this.#lastInterim = interimKey;
    return this.#result([...finals, ...interim], streamMs);
  }

  /** Everything heard so far (`audioMs` of this session's audio) made final, ended by `<fin>`. */
  finalize(audioMs: number): ResultMessage {
    const streamMs = audioMs + this.#offsetMs;
    const finals = this.#finalizeUntil(streamMs, true);
    this.#lastInterim = "[]";
    this.#finalAudioMs = Math.max(this.#finalAudioMs, streamMs);
    return this.#result([...finals, { text: "<fin>", confidence: 1, is_final: true }], streamMs);
  }

  /** At the end of audio (`audioMs` of this session's): everything heard made final, or undefined when nothing was pending. */
  finish(audioMs: number): ResultMessage | undefined {
    const streamMs = audioMs + this.#offsetMs;
    const finals = this.#finalizeUntil(streamMs, true);
    this.#finalAudioMs = Math.max(this.#finalAudioMs, streamMs);
    if (finals.length === 0) return undefined;
    return this.#result(finals, streamMs);
  }

  /** Where final audio ends, in this session's audio time. */
  get finalAudioMs(): number {
    return Math.round(this.#finalAudioMs - this.#offsetMs);
  }

  /** How long the script is, once through. */
  get scriptDurationMs(): number {
    return this.#loopMs - gapBetweenLoopsMs;
  }

  get script(): MockScript {
    return this.#script;
  }
}

/**
 * The final tokens of `durationMs` of audio, as a stream of that audio ending there would give them: a batch
 * transcription and a stream of the same audio say the same words at the same times.
 */
export function transcribeWhole(script: MockScript, options: TranscriberOptions, durationMs: number): Token[] {
  const transcriber = new MockTranscriber(script, { ...options, enable_endpoint_detection: false });
  return transcriber.finish(durationMs)?.tokens ?? [];
}

/** A transcript's text: every token's text but translations', as `Transcription.text` is defined. */
export function transcriptText(tokens: readonly Token[]): string {
  return tokens
    .filter((token) => token.translation_status !== "translation")
    .map((token) => token.text)
    .join("");
}
