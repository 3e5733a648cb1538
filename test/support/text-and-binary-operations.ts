// The spec edit of CONTRIBUTING.md's "Answers that are not JSON": two operations the spec does not have, written
// in a copy of the spec as a contributor would. Subtitles answer text in two media types (WebVTT or SubRip,
// `format` choosing); a file's preview (its first seconds) answers bytes (audio). Their names are neither the
// captions walk's nor the spec's own (the spec has getTranscriptionCaptions and getFileContent): they stay
// operations of their own, and a name the spec comes to use stops them, saying so.
import type { SpecCopy } from "./spec-copies.js";

export const subtitleExamples = {
  vtt: "WEBVTT\n\n00:00.000 --> 00:01.500\nHello, thanks for calling.\n",
  srt: "1\n00:00:00,000 --> 00:00:01,500\nHello, thanks for calling.\n",
};

/** The bytes the preview example holds: a WAV header's first bytes, as text the YAML can carry. */
export const previewExample = "RIFF$\u0000\u0000\u0000WAVEfmt ";

/** The paths and operationIds these operations take: the spec must not use them already. */
const invented = {
  paths: ["/transcriptions/{transcription_id}/subtitles", "/files/{file_id}/preview"],
  operationIds: ["getTranscriptionSubtitles", "getFilePreview"],
};

export function addSubtitlesAndPreview(copy: SpecCopy): void {
  copy.edit("openapi.yaml", (spec) => {
    const operationIds = Object.values(spec.paths).flatMap((item) =>
      Object.values(item as Record<string, { operationId?: string }>).map((operation) => operation?.operationId),
    );
    const taken = [
      ...invented.paths.filter((path) => path in spec.paths),
      ...invented.operationIds.filter((id) => operationIds.includes(id)),
    ];
    if (taken.length > 0) {
      throw new Error(
        `specs/openapi.yaml now has ${taken.join(", ")}: rename the operations test/support/text-and-binary-operations.ts invents, so that they stay its own.`,
      );
    }
    spec.paths["/transcriptions/{transcription_id}/subtitles"] = {
      parameters: [{ $ref: "#/components/parameters/TranscriptionId" }],
      get: {
        operationId: "getTranscriptionSubtitles",
        tags: ["transcriptions"],
        summary: "Get a transcription's subtitles",
        description: "Returns the subtitles of a completed transcription, as WebVTT or SubRip.",
        "x-sdk-method": "subtitles",
        parameters: [
          {
            name: "format",
            in: "query",
            required: false,
            description: "The subtitles' format: `vtt` (WebVTT, the default) or `srt` (SubRip).",
            schema: { type: "string", enum: ["vtt", "srt"] },
          },
        ],
        responses: {
          "200": {
            description: "The subtitles.",
            content: {
              "text/vtt": {
                schema: { type: "string", maxLength: 10_000_000 },
                examples: { vtt: { value: subtitleExamples.vtt } },
              },
              "application/x-subrip": {
                schema: { type: "string", maxLength: 10_000_000 },
                examples: { srt: { value: subtitleExamples.srt } },
              },
            },
          },
          "401": { $ref: "#/components/responses/Unauthorized" },
          "404": { $ref: "#/components/responses/TranscriptionNotFound" },
        },
      },
    };
    spec.paths["/files/{file_id}/preview"] = {
      parameters: [{ $ref: "#/components/parameters/FileId" }],
      get: {
        operationId: "getFilePreview",
        tags: ["files"],
        summary: "Get a file's preview",
        description: "Returns the first seconds of an uploaded file's audio, as WAV.",
        "x-sdk-method": "preview",
        responses: {
          "200": {
            description: "The preview's bytes.",
            content: {
              "audio/wav": {
                schema: { type: "string", format: "binary" },
                examples: { wav: { value: previewExample } },
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
 * Requests for an error answer of the subtitles, each with an Accept that takes their text: the status
 * and the error_type they must get, in JSON, the contract's error body, with nothing in `sl-violations`.
 * `owned: false` are asked in the stateful mode, of an id the key does not own.
 */
export const subtitleErrorRequests = [
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
export const unownedSubtitleRequests = [
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
