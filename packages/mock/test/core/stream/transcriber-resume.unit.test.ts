// A session that resumes a dropped one (`audio_offset_ms`) continues its transcript: the dropped session's final
// tokens, then the resumed session's (shifted by the offset and with the repeats dropped, as the SDK does) are
// exactly the tokens one session of the whole audio gives, for drops anywhere and for every offset a client may
// resume from.
import type { Token } from "stt-service/shared-runtime";
import { describe, expect, it } from "vitest";
import { MockTranscriber } from "../../../src/core/stream/transcriber.js";
import { defaultMockScript } from "../../../src/generated/realtime/mock-script.js";

const script = defaultMockScript;
/** Audio of the whole stream: longer than the script, so the resumed session also crosses into its next loop. */
const totalMs = 14_000;

function isWord(token: Token): boolean {
  return token.is_final && token.text !== "<fin>" && token.text !== "<end>";
}

/** The final words of a session fed `chunkMs` at a time from `fromMs` to `untilMs` (in its own time), then ended. */
function finalsOf(transcriber: MockTranscriber, sessionMs: number, chunkMs: number): Token[] {
  const finals: Token[] = [];
  for (let audio = chunkMs; audio < sessionMs; audio += chunkMs) {
    finals.push(...(transcriber.advance(audio)?.tokens.filter(isWord) ?? []));
  }
  finals.push(...(transcriber.finish(sessionMs)?.tokens.filter(isWord) ?? []));
  return finals;
}

/** The final words of one session of the whole stream. */
const whole = finalsOf(new MockTranscriber(script, {}), totalMs, 100);

/** What the session that drops at `dropMs` made final, and what a client resuming after it knows. */
function dropAt(dropMs: number, chunkMs: number) {
  const transcriber = new MockTranscriber(script, {});
  const finals: Token[] = [];
  let finalAudioMs = 0;
  let audio = 0;
  // The mock drops on the chunk that reaches `dropMs`, before it answers it (session.ts).
  for (audio = chunkMs; audio < dropMs; audio += chunkMs) {
    const result = transcriber.advance(audio);
    if (!result) continue;
    finals.push(...result.tokens.filter(isWord));
    finalAudioMs = result.final_audio_proc_ms;
  }
  const sentMs = audio;
  // The SDK's resend buffer (reconnect.ts): it forgets the chunks that end in final audio, and sends the rest again.
  const resendFromMs = Math.floor(finalAudioMs / chunkMs) * chunkMs;
  const finalUntilMs = Math.max(0, ...finals.map((token) => token.end_ms ?? 0));
  // The first word not final yet: a resumed session must hear it whole.
  const pendingStartMs = whole[finals.length]?.start_ms as number;
  return { finals, finalAudioMs, sentMs, resendFromMs, finalUntilMs, pendingStartMs };
}

/** The resumed session's final words in the stream's time, without the ones the dropped session made final. */
function resumeFrom(offsetMs: number, repeatsBeforeMs: number, chunkMs: number): Token[] {
  const transcriber = new MockTranscriber(script, { audio_offset_ms: offsetMs });
  return finalsOf(transcriber, totalMs - offsetMs, chunkMs)
    .map((token) => ({ ...token, start_ms: (token.start_ms ?? 0) + offsetMs, end_ms: (token.end_ms ?? 0) + offsetMs }))
    .filter((token) => token.start_ms >= repeatsBeforeMs); // the SDK's transcript.resendFrom / addFinalToken
}

describe("a session that resumes at audio_offset_ms", () => {
  it("continues the dropped session's transcript exactly, wherever it dropped and whatever the chunk size", () => {
    let resumedMidWord = 0;
    for (const chunkMs of [100, 40]) {
      for (let dropMs = 150; dropMs < totalMs - 500; dropMs += 257) {
        const dropped = dropAt(dropMs, chunkMs);
        // The SDK's offset, and every other one a client may resume from: any point up to the first word not final.
        const offsets = new Set([dropped.resendFromMs, 0, dropped.finalUntilMs, dropped.pendingStartMs]);
        for (const offsetMs of offsets) {
          const repeatsBeforeMs = Math.min(dropped.finalUntilMs, dropped.sentMs);
          const resumed = resumeFrom(offsetMs, repeatsBeforeMs, chunkMs);
          expect(
            [...dropped.finals, ...resumed],
            `chunks of ${chunkMs} ms, drop at ${dropMs}, offset ${offsetMs}`,
          ).toEqual(whole);
        }
        if (
          whole.some(
            (token) =>
              (token.start_ms as number) < dropped.resendFromMs && dropped.resendFromMs < (token.end_ms as number),
          )
        )
          resumedMidWord++;
      }
    }
    // The drops above include resumes that start inside a word (the dropped session made it final).
    expect(resumedMidWord).toBeGreaterThan(0);
  });

  it("says final audio ends no later than the start of the first word not final, so a resend holds that word whole", () => {
    const transcriber = new MockTranscriber(script, {});
    for (let audio = 50; audio < totalMs; audio += 50) {
      const result = transcriber.advance(audio);
      if (!result) continue;
      const interim = result.tokens.find((token) => !token.is_final);
      if (interim) expect(result.final_audio_proc_ms).toBeLessThanOrEqual(interim.start_ms as number);
      // Between words it still moves with the audio (the final lag, 400 ms, behind it).
      expect(result.final_audio_proc_ms).toBeGreaterThanOrEqual(0);
    }
    // " thanks" (520–810 ms) is heard whole at 810 ms of audio, final at 1 210 ms: until then final audio stops at 520.
    expect(new MockTranscriber(script, {}).advance(1_000)?.final_audio_proc_ms).toBe(520);
  });

  it("would move a word's start if a client resumed past the word's start: the test above can fail", () => {
    const dropped = dropAt(1_000, 100);
    const late = dropped.pendingStartMs + 50;
    const resumed = resumeFrom(late, Math.min(dropped.finalUntilMs, dropped.sentMs), 100);
    expect([...dropped.finals, ...resumed]).not.toEqual(whole);
    // The word it starts inside is sent starting at the session's first byte (clamped to 0, here shifted back).
    expect(resumed[0]?.start_ms).toBe(late);
  });

  it("counts what it sends from its own first byte: tokens, <end>, final and total audio", () => {
    const transcriber = new MockTranscriber(script, { audio_offset_ms: 2_000, enable_endpoint_detection: true });
    const result = transcriber.finish(2_000);
    const words = result?.tokens.filter(isWord) ?? [];
    // The stream's 2 000–4 000 ms: the words that end after 2 000, first of all one that starts before it.
    const expected = whole.filter((token) => (token.end_ms as number) > 2_000 && (token.start_ms as number) < 4_000);
    expect(words.map((token) => token.text)).toEqual(expected.map((token) => token.text));
    expect(words[0]?.start_ms).toBe(Math.max(0, (expected[0]?.start_ms as number) - 2_000));
    for (const [index, token] of words.slice(1).entries()) {
      expect(token.start_ms).toBe((expected[index + 1]?.start_ms as number) - 2_000);
    }
    const end = result?.tokens.find((token) => token.text === "<end>");
    expect(end?.start_ms).toBeGreaterThanOrEqual(0);
    expect(end?.start_ms).toBeLessThanOrEqual(2_000);
    expect(result?.total_audio_proc_ms).toBe(2_000);
    expect(result?.final_audio_proc_ms).toBe(2_000);
    expect(transcriber.finalAudioMs).toBe(2_000);
  });

  it("finds its place at the contract's largest offset (7 days) at once, inside the script's loops", () => {
    const offsetMs = 604_800_000;
    const transcriber = new MockTranscriber(script, { audio_offset_ms: offsetMs });
    const words = transcriber.finish(totalMs)?.tokens.filter(isWord) ?? [];
    expect(words.length).toBeGreaterThan(0);
    expect(words.every((token) => (token.start_ms as number) >= 0 && (token.end_ms as number) <= totalMs)).toBe(true);
    // The script loops every scriptDurationMs + 600 ms: the stream at the offset is the same as at its remainder.
    const loopMs = transcriber.scriptDurationMs + 600;
    const remainder = offsetMs % loopMs;
    const same =
      new MockTranscriber(script, { audio_offset_ms: remainder }).finish(totalMs)?.tokens.filter(isWord) ?? [];
    const words0 = words.map((token) => ({ ...token, text: token.text.trim() }));
    const same0 = same.map((token) => ({ ...token, text: token.text.trim() }));
    expect(words0).toEqual(same0);
  });

  it("ignores nothing of an offset of 0: it is the session a stream starts with", () => {
    expect(finalsOf(new MockTranscriber(script, { audio_offset_ms: 0 }), totalMs, 100)).toEqual(whole);
  });
});
