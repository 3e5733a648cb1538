// Captions (SubRip and WebVTT) from a transcript's final tokens and their timings: the live session's
// Transcript and a batch Transcription's tokens alike. Cues break where the speaker changes, where a cue would
// last longer than maxCueMs, and where its text would not fit maxLines lines of maxLineLength characters.
// Token text and speakers come from the server, which the SDK does not trust: nothing in them may end a cue,
// start one, or add markup to the file, in either format.

/** What a caption needs of a token: a batch transcription's and a real-time result's both fit. */
export interface CaptionToken {
  text: string;
  start_ms?: number;
  end_ms?: number;
  /** Present with speaker diarization: each cue then names its speaker. */
  speaker?: string | null;
  /** Real-time tokens: only final ones become captions. */
  is_final?: boolean;
  /** Translations are left out: captions show what was said. */
  translation_status?: string;
}

/** Options of `captionsFromTokens()`. */
export interface CaptionOptions {
  /**
   * The most characters (Unicode code points, so `日` and `😀` count one each) on one line of a cue, the
   * speaker's label included. Default 42, the common subtitle guideline. A word longer than a line is broken.
   */
  maxLineLength?: number;
  /** The most lines in one cue. Default 2 (a single token too long for a cue excepted). */
  maxLines?: number;
  /** The longest a cue lasts, in ms (a single longer token excepted). Default 5000. */
  maxCueMs?: number;
}

/** The caption formats: SubRip (`.srt`) and WebVTT (`.vtt`). */
export type CaptionFormat = "srt" | "vtt";

/** A token with checked timings, as a cue holds it. */
interface Timed {
  text: string;
  startMs: number;
  endMs: number;
  /** Whether a cue may start with this token: it starts a word, or sits in text written without spaces. */
  breakable: boolean;
}

/** A cue being built: its tokens, and what the limits need of them kept as they come (a list can be long). */
interface Cue {
  speaker: string | undefined;
  tokens: Timed[];
  text: string;
  startMs: number;
  endMs: number;
  /** The index of its last token a cue may start with (0 when none but the first). */
  lastBreak: number;
}

// Controls (CR, LF, NUL, ESC, C1) and the Unicode line and paragraph separators. A line break in a cue's text
// ends the cue and lets the next line be read as a timing; none is written, each becomes a space.
// biome-ignore lint/suspicious/noControlCharactersInRegex: exactly the characters a cue's line may not hold
const lineBreaksAndControls = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;

// Scripts written without spaces between words (Chinese, Japanese) and their punctuation: a cue or a line may
// break between any two of their characters, except before closing punctuation and the marks a Japanese line
// never starts with (。、」ー and the like).
const unspacedCharacters = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u3000-\\u303F\\uFF00-\\uFFEF";
const noBreakBeforeCharacters =
  "、。，．！？：；）」』】〕〉》〗〙〛ー…‥・ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々〻";
// Built in a function marked pure: a template literal's substitutions count as side effects to a bundler, so
// these would stay in every bundle that reaches this module (the real-time client's) even when unused.
const unspaced = /* @__PURE__ */ (() => new RegExp(`[${unspacedCharacters}]`, "u"))();
const noBreakBefore = /* @__PURE__ */ (() => new RegExp(`^[${noBreakBeforeCharacters}]`, "u"))();
/** A word's pieces: a run of other text, or one unspaced character, each with the marks that may not start a line. */
const piece = /* @__PURE__ */ (() =>
  new RegExp(`(?:[^${unspacedCharacters}]+|[${unspacedCharacters}])[${noBreakBeforeCharacters}]*`, "gu"))();

/** Code points, not UTF-16 units: an emoji or a rare kanji is one character on the screen. */
function characters(text: string): string[] {
  return Array.from(text);
}

/** How many code points: the UTF-16 length unless the text holds a surrogate pair (the usual case is fast). */
function lengthOf(text: string): number {
  return /[\uD800-\uDBFF]/.test(text) ? characters(text).length : text.length;
}

/** Whether text may break between `before` and `after` (either may be ""). */
function mayBreak(before: string, after: string): boolean {
  if (/\s$/.test(before) || /^\s/.test(after)) return true;
  if (noBreakBefore.test(after)) return false;
  return (
    unspaced.test(characters(before.slice(-2)).at(-1) ?? "") || unspaced.test(characters(after.slice(0, 2))[0] ?? "")
  );
}

/** A word's pieces: where a line may break inside it (between Japanese characters), a piece ends. */
function pieces(word: string): string[] {
  return unspaced.test(word) ? (word.match(piece) ?? [word]) : [word];
}

/**
 * Text into lines of at most `width` characters, at spaces and between Japanese characters. The first line
 * already holds `indent` characters (the speaker's label); it is "" when nothing fits beside the label. A
 * piece longer than a line (a long URL) fills the line it starts on and then whole lines.
 */
function wrap(text: string, width: number, indent: number): string[] {
  const lines: string[] = [];
  let line = "";
  let used = indent;
  const newLine = () => {
    lines.push(line);
    line = "";
    used = 0;
  };
  for (const word of text.split(/\s+/).filter(Boolean)) {
    pieces(word).forEach((part, index) => {
      const size = lengthOf(part);
      const gap = used === 0 || index > 0 ? 0 : 1;
      const joined = (text: string) => (line === "" || gap === 0 ? text : ` ${text}`);
      if (used + gap + size <= width) {
        line += joined(part);
        used += gap + size;
        return;
      }
      if (size <= width) {
        newLine();
        line = part;
        used = size;
        return;
      }
      let rest = characters(part);
      if (used + gap < width) {
        const room = width - used - gap;
        line += joined(rest.slice(0, room).join(""));
        rest = rest.slice(room);
      }
      for (; rest.length > 0; rest = rest.slice(width)) {
        newLine();
        line = rest.slice(0, width).join("");
        used = Math.min(width, rest.length);
      }
    });
  }
  if (line !== "" || (lines.length === 0 && indent > 0)) lines.push(line);
  return lines;
}

/** The speaker's label, on one line: `Speaker 1:` in SubRip; in WebVTT the voice tag's name, `Speaker 1`. */
function speakerName(speaker: string): string {
  return `Speaker ${speaker.replace(lineBreaksAndControls, " ").replace(/\s+/g, " ").trim()}`;
}

/** The characters the label takes on a cue's first line (`Speaker 1:`), 0 without one. */
function labelLength(speaker: string | undefined): number {
  return speaker === undefined ? 0 : lengthOf(`${speakerName(speaker)}:`);
}

function layout(speaker: string | undefined, text: string, width: number): string[] {
  return wrap(text, width, labelLength(speaker));
}

function timestamp(ms: number, separator: "," | "."): string {
  const whole = Math.round(ms);
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  const hours = Math.floor(whole / 3_600_000);
  const minutes = Math.floor(whole / 60_000) % 60;
  const seconds = Math.floor(whole / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}${separator}${pad(whole % 1000, 3)}`;
}

function checkPositive(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new RangeError(`${name} is ${String(value)}; give a whole number above 0 (default ${fallback}).`);
  }
  return value;
}

/** Why a token's timing cannot be written as a cue's, or undefined when it can. */
function timingProblem(start: unknown, end: unknown): string | undefined {
  for (const [name, value] of [
    ["start_ms", start],
    ["end_ms", end],
  ] as const) {
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > Number.MAX_SAFE_INTEGER) {
      return `${name} ${typeof value === "number" ? String(value) : typeof value}, not a time from 0 ms`;
    }
  }
  return (end as number) < (start as number) ? `end_ms ${String(end)} before its start_ms ${String(start)}` : undefined;
}

function cueOf(speaker: string | undefined, tokens: Timed[]): Cue {
  let lastBreak = 0;
  tokens.forEach((token, index) => {
    if (token.breakable) lastBreak = index;
  });
  return {
    speaker,
    tokens,
    text: tokens.map((token) => token.text).join(""),
    startMs: tokens.reduce((least, token) => Math.min(least, token.startMs), Number.POSITIVE_INFINITY),
    endMs: tokens.reduce((most, token) => Math.max(most, token.endMs), 0),
    lastBreak,
  };
}

function cuesOf(tokens: readonly CaptionToken[], options: CaptionOptions): Cue[] {
  const maxLineLength = checkPositive("maxLineLength", options.maxLineLength, 42);
  const maxLines = checkPositive("maxLines", options.maxLines, 2);
  const maxCueMs = checkPositive("maxCueMs", options.maxCueMs, 5000);
  // Text shorter than a line beside its label fits without wrapping it: that spares most tokens a wrap.
  const fits = (speaker: string | undefined, text: string, startMs: number, endMs: number) =>
    endMs - startMs <= maxCueMs &&
    (labelLength(speaker) + 1 + lengthOf(text) <= maxLineLength ||
      layout(speaker, text, maxLineLength).length <= maxLines);
  const cues: Cue[] = [];
  let current: Cue | undefined;
  let previousText = "";
  tokens.forEach((token, index) => {
    const { start_ms: start, end_ms: end } = token;
    if (token.is_final === false || token.translation_status === "translation") return;
    // null is JSON's "no timing", as a missing field is.
    if (start == null || end == null || token.text === "<fin>" || token.text === "<end>") return;
    const problem = timingProblem(start, end);
    if (problem !== undefined) {
      const shown = JSON.stringify(characters(String(token.text)).slice(0, 40).join(""));
      throw new RangeError(
        `captionsFromTokens: token ${index} (${shown}) has ${problem}. A cue needs start_ms and end_ms in ms from 0, end_ms not before start_ms: correct that token or leave it out of the list.`,
      );
    }
    const text = String(token.text).replace(lineBreaksAndControls, " ");
    const breakable = previousText === "" || mayBreak(previousText, text);
    // An empty token is no word's end: "Hel", "", "lo" stays one word.
    if (text !== "") previousText = text;
    const timed: Timed = { text, startMs: start, endMs: end, breakable };
    const speaker = token.speaker ?? undefined;
    if (
      current !== undefined &&
      current.speaker === speaker &&
      fits(speaker, current.text + text, Math.min(current.startMs, start), Math.max(current.endMs, end))
    ) {
      if (breakable) current.lastBreak = current.tokens.length;
      current.tokens.push(timed);
      current.text += text;
      current.startMs = Math.min(current.startMs, start);
      current.endMs = Math.max(current.endMs, end);
      return;
    }
    // A new cue starts with this token, or, in the middle of a word, with the word's start, when the cue has
    // text before the word and the word with this token fits a cue of its own.
    if (current !== undefined && current.speaker === speaker && !breakable && current.lastBreak > 0) {
      const moved = cueOf(speaker, [...current.tokens.slice(current.lastBreak), timed]);
      if (fits(speaker, moved.text, moved.startMs, moved.endMs)) {
        cues[cues.length - 1] = cueOf(speaker, current.tokens.slice(0, current.lastBreak));
        current = moved;
        cues.push(moved);
        return;
      }
    }
    current = cueOf(speaker, [timed]);
    cues.push(current);
  });
  // A cue of nothing but spaces shows nothing: it is left out.
  return cues.filter((cue) => cue.text.trim() !== "");
}

/** One line of WebVTT cue text or a voice tag's name: `&`, `<` and `>` as entities, so no tag opens and no `-->` is left. */
function forWebVtt(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/**
 * One line of SubRip text. SubRip has no escapes: a word joiner (U+2060, invisible) goes into every `-->`,
 * which a lenient reader takes for a new cue's timing, and after every `<` and `{`, which players read as
 * formatting tags (`<font color=…>`, `{\an8}`) that could hide or move the text.
 */
function forSubRip(text: string): string {
  return text.replaceAll("-->", "--\u2060>").replace(/[<{]/g, "$&\u2060");
}

/**
 * Captions from final tokens' timings, as SubRip (`format: "srt"`) or WebVTT (`"vtt"`) text. Interim tokens,
 * translations and tokens without timings are left out. With speaker diarization each cue names its speaker
 * (`Speaker 1: ` in SubRip, a `<v Speaker 1>` voice tag in WebVTT) and a new speaker starts a new cue.
 *
 * Cues and lines break between words where they can; in text written without spaces (Japanese, Chinese)
 * between characters, but never before `。`, `、`, a closing bracket or a small kana; inside a word only when
 * the word alone is too long for a cue or a line. Lines are counted in characters (code points).
 *
 * Tokens' text and speakers are the server's, so they are written as text, never as markup: line breaks
 * and control characters become spaces; in WebVTT `&`, `<` and `>` are entities; in SubRip, which has no
 * escapes, a word joiner (U+2060) breaks up every `-->` and follows every `<` and `{`.
 *
 * @throws RangeError for an option that is not a whole number above 0, an unknown format, or a token whose
 * timing cannot be a cue's (`start_ms` or `end_ms` not a finite number of ms from 0, or `end_ms` before
 * `start_ms`): the message names the token's index and text. Nothing is skipped silently: correct or drop
 * that token and call again.
 *
 * @example
 * ```ts
 * const done = await client.transcribe("call.wav", { model: "stt-async-v3", enable_speaker_diarization: true });
 * writeFileSync("call.vtt", captionsFromTokens(done.tokens ?? [], { format: "vtt", maxLineLength: 32 }));
 * ```
 */
export function captionsFromTokens(
  tokens: readonly CaptionToken[],
  options: CaptionOptions & { format: CaptionFormat },
): string {
  const { format } = options;
  if (format !== "srt" && format !== "vtt") {
    throw new RangeError(`format is ${String(format)}; give "srt" or "vtt".`);
  }
  const maxLineLength = checkPositive("maxLineLength", options.maxLineLength, 42);
  const cues = cuesOf(tokens, options).map((cue) => ({ cue, lines: layout(cue.speaker, cue.text, maxLineLength) }));
  const timing = (cue: Cue, separator: "," | ".") =>
    `${timestamp(cue.startMs, separator)} --> ${timestamp(cue.endMs, separator)}`;
  if (format === "srt") {
    return cues
      .map(({ cue, lines }, index) => {
        const shown = lines.map(forSubRip);
        if (cue.speaker !== undefined) {
          const label = forSubRip(`${speakerName(cue.speaker)}:`);
          shown[0] = shown[0] === "" ? label : `${label} ${shown[0]}`;
        }
        return `${index + 1}\n${timing(cue, ",")}\n${shown.join("\n")}\n`;
      })
      .join("\n");
  }
  const body = cues.map(({ cue, lines }) => {
    // The label counted for the width; the voice tag carries it (a first line of only the tag is no blank line).
    const shown = lines.map(forWebVtt);
    if (cue.speaker !== undefined) shown[0] = `<v ${forWebVtt(speakerName(cue.speaker))}>${shown[0]}`;
    return `${timing(cue, ".")}\n${shown.join("\n")}\n`;
  });
  return `WEBVTT\n\n${body.join("\n")}`;
}
