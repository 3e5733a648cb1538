// Shared by the programs that drive each third-party generator's client. third-party-generators.integration.test.ts copies
// these files beside the generated code, type-checks them with it, then runs them: each prints one JSON line.
import { readFileSync } from "node:fs";

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** The stateful mock's base URL, `/v1` included. */
export const mockBaseUrl = required("MOCK_BASE_URL");
/** The spec's first server, which a generated client calls unless told otherwise. */
export const specBaseUrl = required("SPEC_BASE_URL");
/** The mock takes any key; each key sees only its own files. */
export const apiKey = `third-party-${process.pid}`;
/** A platform File, as a browser's file input or `fs.openAsBlob` gives one: what an upload must take. */
export const wavFile = new File([readFileSync(required("WAV_PATH"))], "tone.wav", { type: "audio/wav" });

/** A status the service may add after the client was generated: the open enums must take it. */
export const addedStatus = "a_value_added_later" as const;

export const fileWithAddedStatus = {
  file_id: "6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11",
  status: addedStatus,
  filename: "tone.wav",
  size: 8044,
  created_at: "2026-11-20T14:03:11Z",
  client_reference_id: null,
};

export const transcriptionWithAddedStatus = {
  id: "4e8a1c3b-5d7f-4b9a-8c2e-6f0a2b4c6d81",
  status: addedStatus,
  file_id: "6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11",
  model: "stt-async-v3",
  created_at: "2026-11-20T14:03:15Z",
  enable_speaker_diarization: false,
  enable_language_identification: false,
  client_reference_id: null,
};

/**
 * Answers the service may give once it has grown: a field the spec does not list yet, at the top and inside a
 * nested object (a token). Responses may gain fields, so every client and validator must take them.
 */
export const fieldAddedLater = "a_field_added_later" as const;

export const fileWithAddedField = { ...fileWithAddedStatus, status: "uploaded", [fieldAddedLater]: 1 };

export const transcriptionWithAddedField = {
  ...transcriptionWithAddedStatus,
  status: "completed",
  text: "hi",
  tokens: [{ text: "hi", start_ms: 0, end_ms: 200, confidence: 0.9, is_final: true, [fieldAddedLater]: "x" }],
  [fieldAddedLater]: { nested: true },
};

/**
 * A fetch that answers every call with `body` and records the URL asked for: where a generated client's
 * default configuration sends its calls, found without a network.
 */
export function recordingFetch(body: unknown): { urls: string[]; fetch: typeof fetch } {
  const urls: string[] = [];
  const recording = async (input: RequestInfo | URL) => {
    urls.push(input instanceof Request ? input.url : String(input));
    return Response.json(body);
  };
  return { urls, fetch: recording as typeof fetch };
}

/** What a validator says of values: `true` where it accepts one. */
export function accepts(schema: { safeParse(value: unknown): { success: boolean } }, value: unknown): boolean {
  return schema.safeParse(value).success;
}

export function report(result: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
