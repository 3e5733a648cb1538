// What the differential corpus is made of: a case (a few steps under one API key of its own), the request
// pieces every kind of case is built from (a valid request for an operation, with the state its path ids
// need; the key; a WAV upload), and the seeded random numbers that make the same corpus on every machine.
import type { JsonObject } from "#test-support/spec-documents.js";
import type { OperationModel } from "../spec-model.js";

/** One request. `{file_id}` and `{transcription_id}` in the target or body take the ids earlier steps made. */
export interface Step {
  method: string;
  /** Path and query under the base URL, as sent (escapes untouched). */
  target: string;
  headers: [string, string][];
  body?: Uint8Array;
  /** The step the case is about; the steps before it only make state (they are judged too). */
  probe?: boolean;
}

export interface DiffCase {
  index: number;
  /** The kind of request, the row its failures are grouped under. */
  category: string;
  description: string;
  key: string;
  steps: Step[];
}

/** A case before it is numbered and given its key. */
export type Draft = Omit<DiffCase, "index" | "key">;

/** Adds one case to the corpus, under its category (the row its failures are grouped under). */
export type AddCase = (category: string, description: string, steps: Step[]) => void;

/** A small, fast, seedable PRNG (mulberry32): the same seed gives the same corpus on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const encoder = new TextEncoder();
const boundary = "differential-boundary-7d1f";

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Uint8Array | string;
}

/** A multipart/form-data body built byte for byte, so both mocks read exactly the same bytes. */
export function multipart(parts: Part[]): { body: Uint8Array; contentType: string } {
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? "" : `; filename="${part.filename}"`}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : "";
    chunks.push(encoder.encode(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof part.data === "string" ? encoder.encode(part.data) : part.data);
    chunks.push(encoder.encode("\r\n"));
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

export function json(value: unknown): Uint8Array {
  return encoder.encode(JSON.stringify(value));
}

/** The same headers with `name` set to `value`, or left out when `value` is undefined. */
export function setHeader(headers: [string, string][], name: string, value: string | undefined): [string, string][] {
  const kept = headers.filter(([key]) => key !== name);
  return value === undefined ? kept : [...kept, [name, value]];
}

/** The steps with the probe (the step the case is about) changed. */
export function withProbe(steps: Step[], change: (probe: Step) => Step): Step[] {
  return steps.map((step) => (step.probe ? change(step) : step));
}

/** The `Authorization` of the case's own key, and the headers given. */
export function auth(headers: [string, string][] = []): [string, string][] {
  return [["authorization", "Bearer {key}"], ...headers];
}

/** The request pieces that take the corpus's WAV. */
export interface Requests {
  /** A short valid WAV, the upload's audio. */
  wav: Uint8Array;
  /** A multipart upload of the WAV as `file`, and the parts given. */
  wavUpload(extra?: Part[]): { body: Uint8Array; contentType: string };
  /** The steps that make an operation's valid request, with the state its path ids need. */
  valid(op: OperationModel): Step[];
}

export function requestsWith(wav: Uint8Array): Requests {
  const wavUpload = (extra: Part[] = []) =>
    multipart([{ name: "file", filename: "call.wav", contentType: "audio/wav", data: wav }, ...extra]);
  const uploadStep = (): Step => {
    const { body, contentType } = wavUpload();
    return { method: "POST", target: "/files", headers: auth([["content-type", contentType]]), body };
  };
  const createStep = (): Step => ({
    method: "POST",
    target: "/transcriptions",
    headers: auth([["content-type", "application/json"]]),
    body: json({ file_id: "{file_id}", model: "stt-async-v3", enable_speaker_diarization: false }),
  });
  const valid = (op: OperationModel): Step[] => {
    const setup: Step[] = [];
    const target = op.path;
    if (op.path.includes("{file_id}")) setup.push(uploadStep());
    if (op.path.includes("{transcription_id}")) setup.push(uploadStep(), createStep());
    const headers = auth();
    let body: Uint8Array | undefined;
    if (op.body?.mediaType === "multipart/form-data") {
      const upload = wavUpload();
      headers.push(["content-type", upload.contentType]);
      body = upload.body;
    } else if (op.body) {
      if (op.operationId === "createTranscription") setup.push(uploadStep());
      headers.push(["content-type", "application/json"]);
      body = json(validJsonBody(op));
    }
    return [...setup, { method: op.method, target, headers, body, probe: true }];
  };
  return { wav, wavUpload, valid };
}

/** The first documented example of the operation's JSON body, its file id the one the case made. */
export function validJsonBody(op: OperationModel): JsonObject {
  const example = structuredClone(op.body?.examples[0]) as JsonObject;
  if ("file_id" in example) example.file_id = "{file_id}";
  return example;
}
