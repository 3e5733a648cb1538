// Captions from final tokens: exact SubRip and WebVTT for a known token list, the line and cue limits held,
// speakers named, and the live session's captions equal to the batch transcription's of the same audio.
import { describe, expect, inject, it } from "vitest";
import { useStreamingMock } from "#test-support/streaming-mock.js";
import { writeWavFixture } from "#test-support/wav-fixtures.js";
import { AsyncServiceClient, captionsFromTokens } from "../src/index.js";
import type { CaptionToken } from "../src/realtime.js";
import { realtimeClient } from "./realtime/support.js";

const { mock } = useStreamingMock();

const tokens: CaptionToken[] = [
  { text: "Hel", start_ms: 120, end_ms: 300, is_final: true, speaker: "1" },
  { text: "lo,", start_ms: 300, end_ms: 480, is_final: true, speaker: "1" },
  { text: " thanks", start_ms: 600, end_ms: 900, is_final: true, speaker: "1" },
  { text: " for", start_ms: 900, end_ms: 1100, is_final: true, speaker: "1" },
  { text: " calling.", start_ms: 1100, end_ms: 1600, is_final: true, speaker: "1" },
  { text: "<end>", is_final: true },
  { text: "Hola", is_final: true, translation_status: "translation" },
  { text: " Hi", start_ms: 2000, end_ms: 2300, is_final: true, speaker: "2" },
  { text: " there", start_ms: 2300, end_ms: 2600, is_final: false, speaker: "2" },
];

describe("captions from final tokens", () => {
  it("writes SubRip: numbered cues, comma milliseconds, a new cue per speaker, interim and translated tokens left out", () => {
    expect(captionsFromTokens(tokens, { format: "srt" })).toBe(
      "1\n00:00:00,120 --> 00:00:01,600\nSpeaker 1: Hello, thanks for calling.\n\n" +
        "2\n00:00:02,000 --> 00:00:02,300\nSpeaker 2: Hi\n",
    );
  });

  it("writes WebVTT: the header, dot milliseconds, speakers as voice tags, &, < and > escaped", () => {
    const plain = tokens.map(({ speaker: _speaker, ...token }) => token);
    plain[1] = { ...plain[1], text: "lo <&>" } as CaptionToken;
    expect(captionsFromTokens(tokens, { format: "vtt" })).toBe(
      "WEBVTT\n\n00:00:00.120 --> 00:00:01.600\n<v Speaker 1>Hello, thanks for calling.\n\n" +
        "00:00:02.000 --> 00:00:02.300\n<v Speaker 2>Hi\n",
    );
    expect(captionsFromTokens(plain.slice(0, 2), { format: "vtt" })).toBe(
      "WEBVTT\n\n00:00:00.120 --> 00:00:00.480\nHello &lt;&amp;&gt;\n",
    );
  });

  it("keeps lines within maxLineLength and maxLines, and cues within maxCueMs, never splitting a word", () => {
    const words = Array.from({ length: 60 }, (_, index) => ({
      text: ` word${index}`,
      start_ms: index * 300,
      end_ms: index * 300 + 250,
      is_final: true,
    }));
    const srt = captionsFromTokens(words, { format: "srt", maxLineLength: 20, maxLines: 1, maxCueMs: 1500 });
    const cues = srt
      .trim()
      .split("\n\n")
      .map((cue) => cue.split("\n"));
    for (const [, timing, ...lines] of cues) {
      expect(lines.length).toBe(1);
      expect(lines.every((line) => line.length <= 20)).toBe(true);
      const [from, to] = (timing as string).split(" --> ").map((time) => {
        const [h, m, s] = time.replace(",", ".").split(":").map(Number);
        return ((h as number) * 3600 + (m as number) * 60 + (s as number)) * 1000;
      });
      expect((to as number) - (from as number)).toBeLessThanOrEqual(1500);
    }
    // Every word once, in order.
    expect(cues.flatMap(([, , ...lines]) => lines.join(" ").split(" "))).toEqual(words.map((w) => w.text.trim()));
  });

  it("gives a live session the same captions as the batch transcription of the same audio (speakers on)", async () => {
    const wavPath = writeWavFixture("captions-12s.wav", 12);
    const batch = await new AsyncServiceClient({ apiKey: "test-key", baseUrl: inject("apiBaseUrl") }).transcribe(
      wavPath,
      { model: "stt-async-v3", enable_speaker_diarization: true },
      { pollIntervalMs: 20 },
    );
    const session = await realtimeClient(mock().url).connect({
      model: "stt-rt-v3",
      audio_format: "auto",
      enable_speaker_diarization: true,
    });
    const { readFileSync } = await import("node:fs");
    await session.stream(new Uint8Array(readFileSync(wavPath)));
    await session.finish();
    // A function, not a Transcript method: an app that shows no captions does not carry their code.
    const vtt = captionsFromTokens(session.transcript.finalTokens, { format: "vtt" });
    expect(vtt).toBe(captionsFromTokens(batch.tokens ?? [], { format: "vtt" }));
    expect(captionsFromTokens(session.transcript.finalTokens, { format: "srt", maxLineLength: 30 })).toBe(
      captionsFromTokens(batch.tokens ?? [], { format: "srt", maxLineLength: 30 }),
    );
    expect(vtt).toMatch(/^WEBVTT\n\n00:00:00\.\d{3} --> /);
    expect(vtt).toContain("<v Speaker ");
  });
});
