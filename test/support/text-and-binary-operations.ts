// The spec edit of CONTRIBUTING.md's "Answers that are not JSON": two operations every speech-to-text API has,
// written in a copy of the spec as a contributor would. Captions answer text in two media types (WebVTT or
// SubRip, `format` choosing); a file's content answers bytes (audio).
import type { SpecCopy } from "./spec-copies.js";

export const captionExamples = {
  vtt: "WEBVTT\n\n00:00.000 --> 00:01.500\nHello, thanks for calling.\n",
  srt: "1\n00:00:00,000 --> 00:00:01,500\nHello, thanks for calling.\n",
};

/** The bytes the content example holds: a WAV header's first bytes, as text the YAML can carry. */
export const contentExample = "RIFF$\u0000\u0000\u0000WAVEfmt ";

export function addCaptionsAndContent(copy: SpecCopy): void {
  copy.edit("openapi.yaml", (spec) => {
    spec.paths["/transcriptions/{transcription_id}/captions"] = {
      parameters: [{ $ref: "#/components/parameters/TranscriptionId" }],
      get: {
        operationId: "getTranscriptionCaptions",
        tags: ["transcriptions"],
        summary: "Get a transcription's captions",
        description: "Returns the captions of a completed transcription, as WebVTT or SubRip.",
        "x-sdk-method": "captions",
        parameters: [
          {
            name: "format",
            in: "query",
            required: false,
            description: "The captions' format: `vtt` (WebVTT, the default) or `srt` (SubRip).",
            schema: { type: "string", enum: ["vtt", "srt"] },
          },
        ],
        responses: {
          "200": {
            description: "The captions.",
            content: {
              "text/vtt": {
                schema: { type: "string", maxLength: 10_000_000 },
                examples: { vtt: { value: captionExamples.vtt } },
              },
              "application/x-subrip": {
                schema: { type: "string", maxLength: 10_000_000 },
                examples: { srt: { value: captionExamples.srt } },
              },
            },
          },
          "401": { $ref: "#/components/responses/Unauthorized" },
          "404": { $ref: "#/components/responses/TranscriptionNotFound" },
        },
      },
    };
    spec.paths["/files/{file_id}/content"] = {
      parameters: [{ $ref: "#/components/parameters/FileId" }],
      get: {
        operationId: "getFileContent",
        tags: ["files"],
        summary: "Get a file's content",
        description: "Returns the bytes of an uploaded file, as they were uploaded.",
        "x-sdk-method": "content",
        responses: {
          "200": {
            description: "The file's bytes.",
            content: {
              "audio/wav": {
                schema: { type: "string", format: "binary" },
                examples: { wav: { value: contentExample } },
              },
            },
          },
          "401": { $ref: "#/components/responses/Unauthorized" },
          "404": { $ref: "#/components/responses/FileNotFound" },
        },
      },
    };
  });
}

/**
 * Requests for an error answer of the captions, each with an Accept that takes the captions' text: the status
 * and the error_type they must get, in JSON, the contract's error body, with nothing in `sl-violations`.
 * `owned: false` are asked in the stateful mode, of an id the key does not own.
 */
export const captionErrorRequests = [
  { asked: "Prefer: code=404", headers: { prefer: "code=404" }, status: 404, errorType: "transcription_not_found" },
  { asked: "Prefer: code=401", headers: { prefer: "code=401" }, status: 401, errorType: "unauthenticated" },
  {
    asked: "Prefer: example=transcription_not_found",
    headers: { prefer: "example=transcription_not_found" },
    status: 404,
    errorType: "transcription_not_found",
  },
  {
    asked: "Prefer: code=404 with an Accept of JSON alone",
    headers: { prefer: "code=404", accept: "application/json" },
    status: 404,
    errorType: "transcription_not_found",
  },
].map((request) => ({ ...request, headers: { accept: "text/vtt, application/x-subrip", ...request.headers } }));

/** The same, in the stateful mode, for an id the key does not own: the 404 comes first, whatever is asked. */
export const unownedCaptionRequests = [
  { asked: "no Prefer", headers: {} },
  { asked: "Prefer: example=srt", headers: { prefer: "example=srt" } },
  { asked: "Prefer: example=vtt, Accept: text/vtt", headers: { prefer: "example=vtt", accept: "text/vtt" } },
].map((request) => ({
  ...request,
  headers: { accept: "text/vtt, application/x-subrip", ...request.headers } as Record<string, string>,
  status: 404,
  errorType: "transcription_not_found",
}));

/** What an answer to one of these requests came back as, compared with the request's expectation. */
export interface ErrorAnswerSeen {
  asked: string;
  status: number;
  type: string | null;
  errorType: unknown;
  violations: string | null;
}

/** The answers the requests expect, in the shape `ErrorAnswerSeen` has. */
export function expectedErrorAnswers(requests: readonly { asked: string; status: number; errorType: string }[]) {
  return requests.map(({ asked, status, errorType }) => ({
    asked,
    status,
    type: "application/json",
    errorType,
    violations: null,
  }));
}
