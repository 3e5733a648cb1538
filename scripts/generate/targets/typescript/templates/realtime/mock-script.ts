// packages/mock/src/generated/realtime/mock-script.ts: the streaming mock's default transcripts, from the spec's examples.
import type { MockModel } from "../../../../model/types.js";
import { banner, literal } from "../partials.js";

export function renderMockScript({ utterances, models }: MockModel): string {
  return `${banner}
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

/** One utterance; the mock sends \`<end>\` after it when endpoint detection is on. */
export interface MockUtterance {
  tokens: MockScriptToken[];
  translation?: { language: string; source_language: string; tokens: { text: string; confidence: number }[] };
}

/** What the streaming mock transcribes, in order, looping when the audio is longer. */
export interface MockScript {
  utterances: MockUtterance[];
}

/** Every \`completed\` example of \`GET /transcriptions/{transcription_id}\`, one after the other. */
export const defaultMockScript: MockScript = { utterances: ${literal(utterances)} };

/** The models both mocks know: the example of \`GET /models\`. */
export const mockModels: readonly Model[] = ${literal(models)};
`;
}
