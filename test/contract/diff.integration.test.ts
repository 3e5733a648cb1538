// The gate's classification, row by row: each row edits a one-commit clone's working tree and compares it
// with HEAD through the module API (`runGate`, what `npm run contract:diff -- --base HEAD` runs), asserting
// the verdict, where the change is, what it touches, and the exit code the CLI would give.

import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { Change, DiffResult, Touches } from "../../scripts/gate/contract/types.js";
import { runGate } from "../../scripts/gate/contract-diff.js";
import { loadSpecDocuments } from "../support/spec-documents.js";
import { absentStreamMessageName } from "../support/spec-lists.js";
import { nextMajor } from "../support/versions.js";
import { type Doc, oneCommitClone } from "./diff-clone.js";

const clone = oneCommitClone();
afterEach(() => clone.reset());
afterAll(() => clone.remove());

const today = "2026-11-24";
const openapiFile = "specs/openapi.yaml";
const asyncapiFile = "specs/asyncapi.yaml";

function gate(): DiffResult {
  return runGate({ root: clone.dir, base: "HEAD", today });
}

function exitCode(result: DiffResult): number {
  return result.failing.length > 0 ? 1 : 0;
}

interface Expected {
  file: string;
  /** The pointer, or its pattern where an index in a list of the spec's is not the point. */
  pointer: string | RegExp;
  touches: Touches;
  breaking: boolean;
  /** Words the reason must hold, so the sentence says what happened. */
  says?: RegExp;
}

function find(result: DiffResult, expected: Expected): Change | undefined {
  return result.changes.find(
    (change) =>
      change.file === expected.file &&
      (typeof expected.pointer === "string"
        ? change.pointer === expected.pointer
        : expected.pointer.test(change.pointer)) &&
      change.touches === expected.touches &&
      change.breaking === expected.breaking &&
      (!expected.says || expected.says.test(change.reason)),
  );
}

interface Row {
  name: string;
  edit: (specs: { openapi: Doc; asyncapi: Doc }) => void;
  expect: Expected[];
  exit: 0 | 1;
}

/** The frame the "new server frame" row invents: a name the stream spec does not use, so none a contributor adds. */
const newFrame = absentStreamMessageName(loadSpecDocuments(), "diffProbe");
const newFrameTitle = `${newFrame.charAt(0).toUpperCase()}${newFrame.slice(1)}`;

const schemas = (openapi: Doc) => openapi.components.schemas;
const streamSchemas = (asyncapi: Doc) => asyncapi.components.schemas;

const rows: Row[] = [
  {
    name: "a stream timeout that shrinks (x-limits)",
    edit: ({ asyncapi }) => {
      asyncapi.channels.transcribe["x-limits"]["idle-timeout-seconds"] = 5;
    },
    expect: [
      {
        file: asyncapiFile,
        pointer: "/channels/transcribe/x-limits/idle-timeout-seconds",
        touches: "client-frame",
        breaking: true,
        says: /shrinks from 20 to 5/,
      },
    ],
    exit: 1,
  },
  {
    name: "a stream timeout that grows (x-limits)",
    edit: ({ asyncapi }) => {
      asyncapi.channels.transcribe["x-limits"]["config-timeout-seconds"] = 30;
    },
    expect: [
      {
        file: asyncapiFile,
        pointer: "/channels/transcribe/x-limits/config-timeout-seconds",
        touches: "client-frame",
        breaking: false,
      },
    ],
    exit: 0,
  },
  {
    name: "an optional field added to a response",
    edit: ({ openapi }) => {
      schemas(openapi).Transcription.properties.word_count = { type: "integer", minimum: 0, maximum: 1000000 };
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/components/schemas/Transcription/properties/word_count",
        touches: "http-response",
        breaking: false,
      },
    ],
    exit: 0,
  },
  {
    name: "a required field added to a request",
    edit: ({ openapi }) => {
      const request = schemas(openapi).CreateTemporaryApiKeyRequest;
      request.properties.purpose = { type: "string", maxLength: 64 };
      request.required.push("purpose");
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/components/schemas/CreateTemporaryApiKeyRequest/properties/purpose",
        touches: "http-request",
        breaking: true,
        says: /required/,
      },
    ],
    exit: 1,
  },
  {
    name: "an optional field added to a request",
    edit: ({ openapi }) => {
      schemas(openapi).CreateTemporaryApiKeyRequest.properties.purpose = { type: "string", maxLength: 64 };
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/components/schemas/CreateTemporaryApiKeyRequest/properties/purpose",
        touches: "http-request",
        breaking: false,
      },
    ],
    exit: 0,
  },
  {
    name: "a field removed from a response (created_at, as in the issue)",
    edit: ({ openapi }) => {
      const transcription = schemas(openapi).Transcription;
      delete transcription.properties.created_at;
      transcription.required = transcription.required.filter((name: string) => name !== "created_at");
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/components/schemas/Transcription/properties/created_at",
        touches: "http-response",
        breaking: true,
        says: /removed.*deprecated: true.*x-sunset/s,
      },
    ],
    exit: 1,
  },
  {
    name: "a response field no longer required",
    edit: ({ openapi }) => {
      const transcription = schemas(openapi).Transcription;
      transcription.required = transcription.required.filter((name: string) => name !== "model");
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/components/schemas/Transcription/properties/model",
        touches: "http-response",
        breaking: true,
        says: /may find it missing/,
      },
    ],
    exit: 1,
  },
  {
    name: "a request field no longer required",
    edit: ({ openapi }) => {
      const request = schemas(openapi).CreateTemporaryApiKeyRequest;
      request.required = request.required.filter((name: string) => name !== "expires_in_seconds");
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/components/schemas/CreateTemporaryApiKeyRequest/properties/expires_in_seconds",
        touches: "http-request",
        breaking: false,
      },
    ],
    exit: 0,
  },
  {
    name: "an open enum grown in a response (FileStatus)",
    edit: ({ openapi }) => {
      schemas(openapi).FileStatus.anyOf[0].enum.push("archived");
    },
    expect: [
      { file: openapiFile, pointer: "/components/schemas/FileStatus", touches: "http-response", breaking: false },
    ],
    exit: 0,
  },
  {
    name: "an open enum closed in a response (narrower: no break)",
    edit: ({ openapi }) => {
      schemas(openapi).FileStatus = { title: "FileStatus", type: "string", enum: ["uploaded", "expired"] };
    },
    expect: [
      { file: openapiFile, pointer: "/components/schemas/FileStatus", touches: "http-response", breaking: false },
    ],
    exit: 0,
  },
  {
    name: "a closed enum grown where clients receive it, in both specs (TranslationStatus, in Token)",
    edit: ({ openapi }) => {
      schemas(openapi).TranslationStatus.enum.push("partial");
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/components/schemas/TranslationStatus",
        touches: "http-response",
        breaking: true,
        says: /never promised/,
      },
      { file: openapiFile, pointer: "/components/schemas/TranslationStatus", touches: "server-frame", breaking: true },
    ],
    exit: 1,
  },
  {
    name: "a closed enum grown where clients send it (AudioFormat)",
    edit: ({ asyncapi }) => {
      streamSchemas(asyncapi).AudioFormat.enum.push("opus");
    },
    expect: [
      { file: asyncapiFile, pointer: "/components/schemas/AudioFormat", touches: "client-frame", breaking: false },
    ],
    exit: 0,
  },
  {
    name: "a closed enum shrunk where clients send it (AudioFormat)",
    edit: ({ asyncapi }) => {
      const format = streamSchemas(asyncapi).AudioFormat;
      format.enum = format.enum.filter((value: string) => value !== "alaw");
    },
    expect: [
      {
        file: asyncapiFile,
        pointer: "/components/schemas/AudioFormat",
        touches: "client-frame",
        breaking: true,
        says: /"alaw".*rejected/,
      },
    ],
    exit: 1,
  },
  {
    name: "a closed enum grown in a request (usage_type)",
    edit: ({ openapi }) => {
      schemas(openapi).CreateTemporaryApiKeyRequest.properties.usage_type.enum.push("transcribe_batch");
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/components/schemas/CreateTemporaryApiKeyRequest/properties/usage_type",
        touches: "http-request",
        breaking: false,
      },
    ],
    exit: 0,
  },
  {
    name: "maxLength lowered: a break where clients send it, none where they receive it",
    edit: ({ openapi }) => {
      schemas(openapi).ClientReferenceId.maxLength = 128;
      schemas(openapi).FileObject.properties.filename.maxLength = 200;
    },
    expect: [
      { file: openapiFile, pointer: "/components/schemas/ClientReferenceId", touches: "http-request", breaking: true },
      {
        file: openapiFile,
        pointer: "/components/schemas/FileObject/properties/filename",
        touches: "http-response",
        breaking: false,
      },
    ],
    exit: 1,
  },
  {
    name: "maxLength raised where clients receive it",
    edit: ({ openapi }) => {
      schemas(openapi).FileObject.properties.filename.maxLength = 1024;
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/components/schemas/FileObject/properties/filename",
        touches: "http-response",
        breaking: true,
      },
    ],
    exit: 1,
  },
  {
    name: "a type changed in a server frame's field",
    edit: ({ asyncapi }) => {
      streamSchemas(asyncapi).AckMessage.properties.session_id.type = "integer";
    },
    expect: [
      {
        file: asyncapiFile,
        pointer: "/components/schemas/AckMessage/properties/session_id",
        touches: "server-frame",
        breaking: true,
      },
    ],
    exit: 1,
  },
  {
    name: "a pattern changed in a request path parameter",
    edit: ({ openapi }) => {
      openapi.components.parameters.FileId.schema.pattern = "^[a-z0-9-]+$";
    },
    expect: [
      { file: openapiFile, pointer: "/components/parameters/FileId/schema", touches: "http-request", breaking: true },
    ],
    exit: 1,
  },
  {
    name: "a default changed (enable_streaming), a behaviour break for HTTP and the stream",
    edit: ({ openapi }) => {
      schemas(openapi).TranscriptionConfig.properties.enable_streaming.default = false;
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/components/schemas/TranscriptionConfig/properties/enable_streaming",
        touches: "sdk-behaviour",
        breaking: true,
        says: /default changes from true to false/,
      },
    ],
    exit: 1,
  },
  {
    name: "x-error-kinds: 429 moved from ServiceRateLimitError to ServiceAPIError",
    edit: ({ openapi }) => {
      const kinds = openapi["x-error-kinds"];
      kinds.find((kind: Doc) => kind.name === "ServiceRateLimitError")["http-statuses"] = [];
      kinds.find((kind: Doc) => kind.name === "ServiceAPIError")["http-statuses"].push(429);
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/x-error-kinds/1/http-statuses",
        touches: "sdk-behaviour",
        breaking: true,
        says: /429 now raises `ServiceAPIError` instead of `ServiceRateLimitError`/,
      },
    ],
    exit: 1,
  },
  {
    name: "x-stream-errors: 402 remapped to another kind",
    edit: ({ asyncapi }) => {
      asyncapi["x-stream-errors"].codes.find((code: Doc) => code["error-code"] === 402).kind = "ServiceAPIError";
    },
    expect: [
      {
        file: asyncapiFile,
        pointer: "/x-stream-errors/codes/2/kind",
        touches: "sdk-behaviour",
        breaking: true,
        says: /402 now raises `ServiceAPIError`/,
      },
    ],
    exit: 1,
  },
  {
    name: "an operation renamed (getFile → fetchFile): an SDK break only",
    edit: ({ openapi }) => {
      openapi.paths["/files/{file_id}"].get.operationId = "fetchFile";
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/paths/~1files~1{file_id}/get",
        touches: "sdk-surface",
        breaking: true,
        says: /"getFile" to "fetchFile"/,
      },
    ],
    exit: 1,
  },
  {
    name: "x-sdk-method renamed",
    edit: ({ openapi }) => {
      openapi.paths["/auth/temporary-api-key"].post["x-sdk-method"] = "mintTemporaryKey";
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/paths/~1auth~1temporary-api-key/post",
        touches: "sdk-surface",
        breaking: true,
        says: /x-sdk-method/,
      },
    ],
    exit: 1,
  },
  {
    name: "x-sdk-pagination removed from a list: an SDK break",
    edit: ({ openapi }) => {
      delete openapi.paths["/files"].get["x-sdk-pagination"];
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/paths/~1files/get/x-sdk-pagination",
        touches: "sdk-surface",
        breaking: true,
      },
    ],
    exit: 1,
  },
  {
    name: "x-sdk-poll's final statuses changed: the React package's until-done query stops elsewhere",
    edit: ({ openapi }) => {
      openapi.paths["/transcriptions/{transcription_id}"].get["x-sdk-poll"]["final-statuses"] = ["completed"];
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/paths/~1transcriptions~1{transcription_id}/get/x-sdk-poll",
        touches: "sdk-surface",
        breaking: true,
        says: /until-done query polls until other statuses/,
      },
    ],
    exit: 1,
  },
  {
    name: "an operation's tag renamed (the SDK's resource)",
    edit: ({ openapi }) => {
      openapi.paths["/models"].get.tags = ["catalog"];
      openapi.tags.find((tag: Doc) => tag.name === "models").name = "catalog";
    },
    expect: [
      { file: openapiFile, pointer: "/paths/~1models/get", touches: "sdk-surface", breaking: true, says: /resource/ },
    ],
    exit: 1,
  },
  {
    name: "a schema renamed (FileObject → StoredFile): an exported type gone, the wire unchanged",
    edit: ({ openapi }) => {
      const renamed = JSON.parse(
        JSON.stringify(openapi).replaceAll("#/components/schemas/FileObject", "#/components/schemas/StoredFile"),
      );
      const all = renamed.components.schemas;
      all.StoredFile = { ...all.FileObject, title: "StoredFile" };
      delete all.FileObject;
      Object.assign(openapi, renamed);
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/components/schemas/FileObject",
        touches: "sdk-surface",
        breaking: true,
        says: /`FileObject` is gone/,
      },
    ],
    exit: 1,
  },
  {
    name: "a new server frame",
    edit: ({ asyncapi }) => {
      asyncapi.components.messages[newFrame] = {
        name: newFrame,
        title: newFrameTitle,
        payload: {
          title: `${newFrameTitle}Message`,
          type: "object",
          properties: { [newFrame]: { type: "string", maxLength: 200 } },
        },
      };
      asyncapi.channels.transcribe.messages[newFrame] = { $ref: `#/components/messages/${newFrame}` };
      asyncapi.operations[`send${newFrameTitle}`] = {
        action: "send",
        channel: { $ref: "#/channels/transcribe" },
        messages: [{ $ref: `#/channels/transcribe/messages/${newFrame}` }],
      };
    },
    expect: [
      {
        file: asyncapiFile,
        pointer: `/components/messages/${newFrame}`,
        touches: "server-frame",
        breaking: false,
        says: /report a frame they do not know/,
      },
    ],
    exit: 0,
  },
  {
    name: "a server frame removed (finished)",
    edit: ({ asyncapi }) => {
      delete asyncapi.operations.sendFinished;
    },
    expect: [{ file: asyncapiFile, pointer: "/components/messages/finished", touches: "server-frame", breaking: true }],
    exit: 1,
  },
  {
    name: "an optional field added to a client frame",
    edit: ({ asyncapi }) => {
      streamSchemas(asyncapi).FinalizeMessage.properties.reason = { type: "string", maxLength: 64 };
    },
    expect: [
      {
        file: asyncapiFile,
        pointer: "/components/schemas/FinalizeMessage/properties/reason",
        touches: "client-frame",
        breaking: false,
      },
    ],
    exit: 0,
  },
  {
    name: "a field removed from a server frame: reported in the stream spec",
    edit: ({ asyncapi }) => {
      const ack = streamSchemas(asyncapi).AckMessage;
      delete ack.properties.model;
      ack.required = ack.required.filter((name: string) => name !== "model");
    },
    expect: [
      {
        file: asyncapiFile,
        pointer: "/components/schemas/AckMessage/properties/model",
        touches: "server-frame",
        breaking: true,
      },
    ],
    exit: 1,
  },
  {
    name: "an AsyncAPI action flipped (sendAck becomes receive)",
    edit: ({ asyncapi }) => {
      asyncapi.operations.sendAck.action = "receive";
    },
    expect: [{ file: asyncapiFile, pointer: "/operations/sendAck/action", touches: "server-frame", breaking: true }],
    exit: 1,
  },
  {
    name: "a success status changed (201 → 200 on POST /files)",
    edit: ({ openapi }) => {
      const responses = openapi.paths["/files"].post.responses;
      responses["200"] = responses["201"];
      delete responses["201"];
    },
    expect: [
      { file: openapiFile, pointer: "/paths/~1files/post/responses/201", touches: "http-response", breaking: true },
      { file: openapiFile, pointer: "/paths/~1files/post/responses/200", touches: "http-response", breaking: true },
    ],
    exit: 1,
  },
  {
    name: "a response header removed",
    edit: ({ openapi }) => {
      delete openapi.paths["/files/{file_id}"].get.responses["200"].headers["RateLimit-Reset"];
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/paths/~1files~1{file_id}/get/responses/200/headers/RateLimit-Reset",
        touches: "http-response",
        breaking: true,
      },
    ],
    exit: 1,
  },
  {
    name: "a request content type added",
    edit: ({ openapi }) => {
      const content = openapi.paths["/auth/temporary-api-key"].post.requestBody.content;
      content["application/x-www-form-urlencoded"] = { schema: content["application/json"].schema };
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/paths/~1auth~1temporary-api-key/post/requestBody/content/application~1x-www-form-urlencoded",
        touches: "http-request",
        breaking: false,
      },
    ],
    exit: 0,
  },
  {
    name: "security changed on an operation",
    edit: ({ openapi }) => {
      openapi.components.securitySchemes.signedUrl = { type: "apiKey", in: "query", name: "signature" };
      openapi.paths["/models"].get.security = [{ signedUrl: [] }];
    },
    expect: [{ file: openapiFile, pointer: "/paths/~1models/get/security", touches: "http-request", breaking: true }],
    exit: 1,
  },
  {
    name: "a path renamed: the operation moves (a path parameter's name alone does not, below)",
    edit: ({ openapi }) => {
      openapi.paths["/stored-files/{file_id}"] = openapi.paths["/files/{file_id}"];
      delete openapi.paths["/files/{file_id}"];
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/paths/~1stored-files~1{file_id}/get",
        touches: "http-request",
        breaking: true,
        says: /moves from GET \/files\/\{file_id\} to GET \/stored-files\/\{file_id\}/,
      },
    ],
    exit: 1,
  },
  {
    name: "a field removed from Token in openapi.yaml breaks HTTP responses and the stream's server frames",
    edit: ({ openapi }) => {
      delete schemas(openapi).Token.properties.speaker;
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/components/schemas/Token/properties/speaker",
        touches: "http-response",
        breaking: true,
      },
      {
        file: openapiFile,
        pointer: "/components/schemas/Token/properties/speaker",
        touches: "server-frame",
        breaking: true,
      },
    ],
    exit: 1,
  },
  {
    name: "a break in openapi.yaml with its major moved, but reaching the stream whose major did not",
    edit: ({ openapi }) => {
      delete schemas(openapi).Token.properties.speaker;
      openapi.info.version = nextMajor(openapi.info.version);
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/components/schemas/Token/properties/speaker",
        touches: "server-frame",
        breaking: true,
      },
    ],
    exit: 1,
  },
  {
    name: "the same break with both majors moved",
    edit: ({ openapi, asyncapi }) => {
      delete schemas(openapi).Token.properties.speaker;
      openapi.info.version = nextMajor(openapi.info.version);
      asyncapi.info.version = nextMajor(asyncapi.info.version);
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/components/schemas/Token/properties/speaker",
        touches: "http-response",
        breaking: true,
      },
    ],
    exit: 0,
  },
  {
    name: "an operation deprecated: no break",
    edit: ({ openapi }) => {
      Object.assign(openapi.paths["/models"].get, { deprecated: true, "x-sunset": "2027-06-01" });
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/paths/~1models/get",
        touches: "http-request",
        breaking: false,
        says: /sunset 2027-06-01/,
      },
    ],
    exit: 0,
  },
  // A second review's corpus: verdicts the gate had wrong.
  {
    name: "a request's integer made a number (every integer still passes): a widening, no break",
    edit: ({ openapi }) => {
      schemas(openapi).CreateTemporaryApiKeyRequest.properties.expires_in_seconds.type = "number";
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/components/schemas/CreateTemporaryApiKeyRequest/properties/expires_in_seconds",
        touches: "http-request",
        breaking: false,
        says: /gains number: it accepts more/,
      },
    ],
    exit: 0,
  },
  {
    name: "a response's number made an integer: clients receive a subset, no break",
    edit: ({ openapi }) => {
      schemas(openapi).Transcription.properties.duration_ms.type = "integer";
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/components/schemas/Transcription/properties/duration_ms",
        touches: "http-response",
        breaking: false,
        says: /loses number: clients receive a subset/,
      },
    ],
    exit: 0,
  },
  {
    name: "a response's integer made a number: clients may get fractions they never handled",
    edit: ({ openapi }) => {
      schemas(openapi).FileObject.properties.size.type = "number";
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/components/schemas/FileObject/properties/size",
        touches: "http-response",
        breaking: true,
        says: /gains number/,
      },
    ],
    exit: 1,
  },
  {
    name: "an error type moved to another stream code (402 → 409): older SDKs raise the fallback kind for it",
    edit: ({ asyncapi }) => {
      const quota = asyncapi["x-stream-errors"].codes.find((entry: Doc) => entry["error-type"] === "quota_exceeded");
      quota["error-code"] = 409;
    },
    expect: [
      {
        file: asyncapiFile,
        pointer: /^\/x-stream-errors\/codes\/\d+\/error-code$/,
        touches: "sdk-behaviour",
        breaking: true,
        says: /quota_exceeded moves from code 402 to 409/,
      },
    ],
    exit: 1,
  },
  {
    name: "a status newly given to a kind outside the fallback's family (408 → ServiceTimeoutError)",
    edit: ({ openapi }) => {
      openapi["x-error-kinds"].find((kind: Doc) => kind.name === "ServiceTimeoutError")["http-statuses"] = [408];
    },
    expect: [
      {
        file: openapiFile,
        pointer: /^\/x-error-kinds\/\d+\/http-statuses$/,
        touches: "sdk-behaviour",
        breaking: true,
        says: /HTTP 408 now raises `ServiceTimeoutError` instead of `ServiceAPIError`/,
      },
    ],
    exit: 1,
  },
  {
    name: "a status newly given to a kind of the fallback (410 → ServiceNotFoundError): listed, no break",
    edit: ({ openapi }) => {
      openapi["x-error-kinds"].find((kind: Doc) => kind.name === "ServiceNotFoundError")["http-statuses"] = [404, 410];
    },
    expect: [
      {
        file: openapiFile,
        pointer: /^\/x-error-kinds\/\d+\/http-statuses$/,
        touches: "sdk-behaviour",
        breaking: false,
        says: /HTTP 410 now raises `ServiceNotFoundError`, a kind of `ServiceAPIError`/,
      },
    ],
    exit: 0,
  },
  {
    name: "the SDK's default keepalive period (keepalive-interval-seconds) changes: a behaviour break",
    edit: ({ asyncapi }) => {
      asyncapi.channels.transcribe["x-limits"]["keepalive-interval-seconds"] = 30;
    },
    expect: [
      {
        file: asyncapiFile,
        pointer: "/channels/transcribe/x-limits/keepalive-interval-seconds",
        touches: "sdk-behaviour",
        breaking: true,
        says: /default keepalive period.*pass the idle time-out/,
      },
    ],
    exit: 1,
  },
  {
    name: "a default on a field every request must send (the create body's enable_speaker_diarization): no break",
    edit: ({ openapi }) => {
      schemas(openapi).CreateTranscriptionRequest.properties.enable_speaker_diarization.default = true;
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/components/schemas/CreateTranscriptionRequest/properties/enable_speaker_diarization",
        touches: "http-request",
        breaking: false,
        says: /default true is added on a field every request must send: it is never left out/,
      },
    ],
    exit: 0,
  },
  {
    name: "the default of a field requests may leave out is removed (enable_streaming): a behaviour break",
    edit: ({ openapi }) => {
      delete schemas(openapi).TranscriptionConfig.properties.enable_streaming.default;
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/components/schemas/TranscriptionConfig/properties/enable_streaming",
        touches: "sdk-behaviour",
        breaking: true,
        says: /default true is removed: what the service does when it is left out is no longer promised/,
      },
    ],
    exit: 1,
  },
  {
    name: "a default added in a response documents the service: no break",
    edit: ({ openapi }) => {
      schemas(openapi).Transcription.properties.enable_streaming = {
        ...schemas(openapi).Transcription.properties.enable_streaming,
        default: true,
      };
    },
    expect: [
      {
        file: openapiFile,
        pointer: "/components/schemas/Transcription/properties/enable_streaming",
        touches: "http-response",
        breaking: false,
        says: /documents the service/,
      },
    ],
    exit: 0,
  },
];

describe("contract:diff classifies edits of the working tree against HEAD", () => {
  it.each(rows)("$name", (row) => {
    clone.edit(row.edit);
    const result = gate();
    for (const expected of row.expect) {
      const change = find(result, expected);
      expect(change, `${JSON.stringify(expected)} in\n${JSON.stringify(result.changes, null, 1)}`).toBeDefined();
      expect(change?.reason.length).toBeGreaterThan(20);
    }
    expect(exitCode(result)).toBe(row.exit);
  });
});

describe("edits that change nothing a client sees", () => {
  it("finds no change when nothing was edited, or only descriptions, examples and the order of properties", () => {
    expect(gate().changes).toEqual([]);
    clone.edit(({ openapi, asyncapi }) => {
      const transcription = schemas(openapi).Transcription;
      transcription.description = "Reworded.";
      transcription.properties = Object.fromEntries(Object.entries(transcription.properties).reverse());
      delete openapi.paths["/files/{file_id}"].get.responses["200"].content["application/json"].examples;
      openapi.paths["/files/{file_id}"].get.summary = "Get one file";
      streamSchemas(asyncapi).AckMessage.description = "Reworded too.";
      asyncapi.components.messages.ack.examples = [];
    });
    const result = gate();
    expect(result.changes).toEqual([]);
    expect(exitCode(result)).toBe(0);
  });

  it("finds no change in shapes that are the same: allOf, a const as a one-value enum, alternatives reordered, a header's case, a path parameter's name", () => {
    clone.edit(({ openapi, asyncapi }) => {
      const all = schemas(openapi);
      // A property moved into an allOf member, and a $ref wrapped in an allOf to add a description.
      const { api_key: apiKey, ...rest } = all.TemporaryApiKey.properties;
      all.TemporaryApiKey.properties = rest;
      all.TemporaryApiKey.allOf = [{ type: "object", properties: { api_key: apiKey } }];
      all.FileList.properties.next_page_cursor = {
        description: "The cursor of the next page.",
        allOf: [{ $ref: "#/components/schemas/NextPageCursor" }],
      };
      // `const` for a one-value enum; the alternatives of an anyOf in the other order.
      const finalize = streamSchemas(asyncapi).FinalizeMessage.properties.type;
      delete finalize.const;
      finalize.enum = ["finalize"];
      const config = streamSchemas(asyncapi).ConfigMessage.allOf;
      const alternatives = config.find((member: Doc) => Array.isArray(member.anyOf));
      alternatives.anyOf.reverse();
      // HTTP header names in another case.
      openapi.components.parameters.IdempotencyKey.name = "idempotency-key";
      const file = openapi.paths["/files/{file_id}"];
      const ok = file.get.responses["200"];
      ok.headers["x-request-id"] = ok.headers["X-Request-Id"];
      delete ok.headers["X-Request-Id"];
      // A path parameter renamed in the template and its definition: the URLs are the same.
      openapi.components.parameters.FileId.name = "id";
      openapi.paths["/files/{id}"] = file;
      delete openapi.paths["/files/{file_id}"];
      // Every path that uses the parameter follows its new name.
      openapi.paths["/files/{id}/content"] = openapi.paths["/files/{file_id}/content"];
      delete openapi.paths["/files/{file_id}/content"];
    });
    const result = gate();
    expect(result.changes.filter((change) => change.file !== "contract/sdk-surface.json")).toEqual([]);
    expect(exitCode(result)).toBe(0);
  });

  it("finds no wire change when a $ref is inlined with the same shape", () => {
    clone.edit(({ openapi }) => {
      schemas(openapi).Transcription.properties.status = structuredClone(schemas(openapi).TranscriptionStatus);
    });
    const result = gate();
    expect(result.changes).toEqual([]);
  });

  it("finds only a new exported type when a schema is extracted into a component of its own", () => {
    clone.edit(({ openapi }) => {
      const all = schemas(openapi);
      all.FileName = { title: "FileName", ...all.FileObject.properties.filename };
      all.FileObject.properties.filename = { $ref: "#/components/schemas/FileName" };
    });
    const result = gate();
    expect(result.changes.map((change) => [change.pointer, change.touches, change.breaking])).toEqual([
      ["/components/schemas/FileName", "sdk-surface", false],
    ]);
    expect(exitCode(result)).toBe(0);
  });

  it("takes a response made evolvable (additionalProperties: false dropped) as no break", () => {
    // The specs no longer close responses, so the base is a commit that still did.
    clone.edit(({ openapi }) => {
      schemas(openapi).FileObject.additionalProperties = false;
    });
    clone.commit("a closed response, as the contract once had");
    let result: ReturnType<typeof gate>;
    try {
      clone.edit(({ openapi }) => {
        delete schemas(openapi).FileObject.additionalProperties;
      });
      result = gate();
    } finally {
      clone.dropLastCommit();
    }
    expect(
      find(result, {
        file: openapiFile,
        pointer: "/components/schemas/FileObject",
        touches: "http-response",
        breaking: false,
      }),
    ).toBeDefined();
    expect(exitCode(result)).toBe(0);
  });
});

describe("the verdict", () => {
  it("names the spec whose major must still move when a break reaches both and only one moved", async () => {
    const { formatText } = await import("../../scripts/gate/contract/report.js");
    clone.edit(({ openapi }) => {
      delete schemas(openapi).Token.properties.speaker;
      openapi.info.version = nextMajor(openapi.info.version);
    });
    const result = gate();
    expect(exitCode(result)).toBe(1);
    const text = formatText(result);
    expect(text).toMatch(/FAIL: \d+ breaking change\(s\) without a new major of specs\/asyncapi\.yaml\./);
    // The HTTP side is announced by its new major; the stream's is not.
    expect(text).toMatch(/BREAKING \(announced by a new major\) http-response/);
    expect(text).toMatch(/\nBREAKING server-frame/);
  });
});
