// Captions (SubRip and WebVTT) from a transcript's final tokens and their timings: the live session's
// Transcript and a batch Transcription's tokens alike. Cues break where the speaker changes, where a cue would
// last longer than maxCueMs, and where its text would not fit maxLines lines of maxLineLength characters.

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

/** Options of `captionsFromTokens()` and of a transcript's `toSrt()` / `toVtt()`. */
export interface CaptionOptions {
  /** The most characters on one line of a cue. Default 42, the common subtitle guideline. */
  maxLineLength?: number;
  /** The most lines in one cue. Default 2. */
  maxLines?: number;
  /** The longest a cue lasts, in ms (a single longer word excepted). Default 5000. */
  maxCueMs?: number;
}

/** The caption formats: SubRip (`.srt`) and WebVTT (`.vtt`). */
export type CaptionFormat = "srt" | "vtt";

interface Cue {
  startMs: number;
  endMs: number;
  speaker: string | undefined;
  lines: string[];
}

/** Words into lines of at most `width` characters (a longer word gets a line of its own). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line !== "" && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  if (line !== "") lines.push(line);
  return lines;
}

function timestamp(ms: number, separator: "," | "."): string {
  const whole = Math.max(0, Math.round(ms));
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

function cuesOf(tokens: readonly CaptionToken[], options: CaptionOptions): Cue[] {
  const maxLineLength = checkPositive("maxLineLength", options.maxLineLength, 42);
  const maxLines = checkPositive("maxLines", options.maxLines, 2);
  const maxCueMs = checkPositive("maxCueMs", options.maxCueMs, 5000);
  const label = (speaker: string | undefined) => (speaker === undefined ? "" : `Speaker ${speaker}: `);
  const cues: Cue[] = [];
  let current: (Cue & { text: string }) | undefined;
  for (const token of tokens) {
    const { start_ms: start, end_ms: end } = token;
    if (token.is_final === false || token.translation_status === "translation") continue;
    if (start === undefined || end === undefined || token.text === "<fin>" || token.text === "<end>") continue;
    const speaker = token.speaker ?? undefined;
    // A token that starts a word (a leading space) is where a cue may break; one that does not continues a word.
    const startsWord = current === undefined || /^\s/.test(token.text);
    if (current && startsWord) {
      const text = current.text + token.text;
      const fits =
        speaker === current.speaker &&
        end - current.startMs <= maxCueMs &&
        wrap(label(speaker) + text.trim(), maxLineLength).length <= maxLines;
      if (!fits) current = undefined;
    }
    if (current) {
      current.text += token.text;
      current.endMs = Math.max(current.endMs, end);
    } else {
      current = { startMs: start, endMs: end, speaker, lines: [], text: token.text };
      cues.push(current);
    }
  }
  return cues.map((cue) => {
    const { text, ...rest } = cue as Cue & { text: string };
    return { ...rest, lines: wrap(text.trim(), maxLineLength) };
  });
}

/**
 * Captions from final tokens' timings, as SubRip (`format: "srt"`) or WebVTT (`"vtt"`) text. Interim tokens,
 * translations and tokens without timings are left out. With speaker diarization each cue names its speaker
 * (`Speaker 1: ` in SubRip, a `<v Speaker 1>` voice tag in WebVTT) and a new speaker starts a new cue.
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
  const cues = cuesOf(tokens, options);
  if (format === "srt") {
    return cues
      .map((cue, index) => {
        const lines = wrap(
          `${cue.speaker === undefined ? "" : `Speaker ${cue.speaker}: `}${cue.lines.join(" ")}`,
          checkPositive("maxLineLength", options.maxLineLength, 42),
        );
        return `${index + 1}\n${timestamp(cue.startMs, ",")} --> ${timestamp(cue.endMs, ",")}\n${lines.join("\n")}\n`;
      })
      .join("\n");
  }
  const body = cues.map((cue) => {
    const lines = wrap(
      `${cue.speaker === undefined ? "" : `Speaker ${cue.speaker}: `}${cue.lines.join(" ")}`,
      checkPositive("maxLineLength", options.maxLineLength, 42),
    );
    // The label counted for the width; the voice tag replaces it (WebVTT text escapes & and <).
    const escaped = lines.map((line) => line.replace(/&/g, "&amp;").replace(/</g, "&lt;"));
    if (cue.speaker !== undefined) {
      escaped[0] = `<v Speaker ${cue.speaker}>${(escaped[0] ?? "").slice(`Speaker ${cue.speaker}: `.length)}`;
    }
    return `${timestamp(cue.startMs, ".")} --> ${timestamp(cue.endMs, ".")}\n${escaped.join("\n")}\n`;
  });
  return `WEBVTT\n\n${body.join("\n")}`;
}
