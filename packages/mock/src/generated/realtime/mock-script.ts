// Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
import type { Model } from "stt-service";

/** A token of a mock transcript: what the mock says, and when in the audio. */
export interface MockScriptToken {
  text: string;
  start_ms: number;
  end_ms: number;
  confidence: number;
  speaker?: string;
  language?: string;
}

/** One utterance; the mock sends `<end>` after it when endpoint detection is on. */
export interface MockUtterance {
  tokens: MockScriptToken[];
  translation?: { language: string; source_language: string; tokens: { text: string; confidence: number }[] };
}

/** What the streaming mock transcribes, in order, looping when the audio is longer. */
export interface MockScript {
  utterances: MockUtterance[];
}

/** Every `completed` example of `GET /transcriptions/{transcription_id}`, one after the other. */
export const defaultMockScript: MockScript = {
  utterances: [
    {
      tokens: [
        { text: "Hello", start_ms: 120, end_ms: 430, confidence: 0.98 },
        { text: ",", start_ms: 430, end_ms: 450, confidence: 0.95 },
        { text: " thanks", start_ms: 520, end_ms: 810, confidence: 0.97 },
        { text: " for", start_ms: 810, end_ms: 940, confidence: 0.99 },
        { text: " calling", start_ms: 940, end_ms: 1300, confidence: 0.98 },
        { text: " Acme", start_ms: 1300, end_ms: 1660, confidence: 0.91 },
        { text: " support", start_ms: 1660, end_ms: 2100, confidence: 0.97 },
        { text: ".", start_ms: 2100, end_ms: 2120, confidence: 0.96 },
      ],
    },
    {
      tokens: [
        { text: " How", start_ms: 2480, end_ms: 2690, confidence: 0.99 },
        { text: " can", start_ms: 2690, end_ms: 2850, confidence: 0.98 },
        { text: " I", start_ms: 2850, end_ms: 2930, confidence: 0.99 },
        { text: " help", start_ms: 2930, end_ms: 3200, confidence: 0.98 },
        { text: " you", start_ms: 3200, end_ms: 3360, confidence: 0.99 },
        { text: " today", start_ms: 3360, end_ms: 3790, confidence: 0.97 },
        { text: "?", start_ms: 3790, end_ms: 3810, confidence: 0.94 },
      ],
    },
    {
      tokens: [
        { text: " Is", start_ms: 4490, end_ms: 4620, confidence: 0.97, speaker: "1" },
        { text: " my", start_ms: 4620, end_ms: 4760, confidence: 0.99, speaker: "1" },
        { text: " order", start_ms: 4760, end_ms: 5050, confidence: 0.98, speaker: "1" },
        { text: " on", start_ms: 5050, end_ms: 5170, confidence: 0.96, speaker: "1" },
        { text: " its", start_ms: 5170, end_ms: 5310, confidence: 0.95, speaker: "1" },
        { text: " way", start_ms: 5310, end_ms: 5590, confidence: 0.98, speaker: "1" },
        { text: "?", start_ms: 5590, end_ms: 5610, confidence: 0.93, speaker: "1" },
      ],
    },
    {
      tokens: [
        { text: " Yes", start_ms: 6130, end_ms: 6400, confidence: 0.99, speaker: "2" },
        { text: ",", start_ms: 6400, end_ms: 6420, confidence: 0.94, speaker: "2" },
        { text: " it", start_ms: 6510, end_ms: 6610, confidence: 0.98, speaker: "2" },
        { text: " shipped", start_ms: 6610, end_ms: 7000, confidence: 0.97, speaker: "2" },
        { text: " this", start_ms: 7000, end_ms: 7190, confidence: 0.99, speaker: "2" },
        { text: " morning", start_ms: 7190, end_ms: 7650, confidence: 0.98, speaker: "2" },
        { text: ".", start_ms: 7650, end_ms: 7670, confidence: 0.96, speaker: "2" },
      ],
    },
    {
      tokens: [
        { text: " Buenos", start_ms: 8420, end_ms: 8750, confidence: 0.97, language: "es" },
        { text: " días", start_ms: 8750, end_ms: 9090, confidence: 0.96, language: "es" },
        { text: ",", start_ms: 9090, end_ms: 9110, confidence: 0.92, language: "es" },
        { text: " quiero", start_ms: 9230, end_ms: 9550, confidence: 0.98, language: "es" },
        { text: " cambiar", start_ms: 9550, end_ms: 9980, confidence: 0.97, language: "es" },
        { text: " mi", start_ms: 9980, end_ms: 10100, confidence: 0.99, language: "es" },
        { text: " reserva", start_ms: 10100, end_ms: 10660, confidence: 0.96, language: "es" },
        { text: ".", start_ms: 10660, end_ms: 10680, confidence: 0.95, language: "es" },
      ],
      translation: {
        language: "en",
        source_language: "es",
        tokens: [
          { text: "Good", confidence: 0.94 },
          { text: " morning", confidence: 0.95 },
          { text: ",", confidence: 0.93 },
          { text: " I", confidence: 0.97 },
          { text: " want", confidence: 0.96 },
          { text: " to", confidence: 0.98 },
          { text: " change", confidence: 0.95 },
          { text: " my", confidence: 0.98 },
          { text: " booking", confidence: 0.91 },
          { text: ".", confidence: 0.96 },
        ],
      },
    },
  ],
};

/** The models both mocks know: the example of `GET /models`. */
export const mockModels: readonly Model[] = [
  {
    id: "stt-rt-v3",
    name: "Real-time v3",
    aliased_model_id: null,
    transcription_mode: "real_time",
    languages: [
      { code: "en", name: "English" },
      { code: "es", name: "Spanish" },
      { code: "de", name: "German" },
      { code: "fr", name: "French" },
    ],
    supports_translation: true,
    supports_diarization: true,
  },
  {
    id: "stt-async-v3",
    name: "Asynchronous v3",
    aliased_model_id: null,
    transcription_mode: "async",
    languages: [
      { code: "en", name: "English" },
      { code: "es", name: "Spanish" },
      { code: "de", name: "German" },
      { code: "fr", name: "French" },
      { code: "ja", name: "Japanese" },
    ],
    supports_translation: true,
    supports_diarization: true,
  },
  {
    id: "stt-rt-preview",
    name: "Real-time (latest preview)",
    aliased_model_id: "stt-rt-v3",
    transcription_mode: "real_time",
    languages: [{ code: "en", name: "English" }],
    supports_translation: false,
    supports_diarization: true,
  },
];
