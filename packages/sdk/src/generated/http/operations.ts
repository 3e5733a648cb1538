// Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.

import type { OperationRoute, OperationSpec } from "../../http/operation-context.js";

/**
 * The route of every operation, by operationId: all the resources and the runtime carry (a browser
 * bundle has no use for the rest of `operationSpecs`).
 */
export const operationRoutes = {
  listFiles: {
    name: "files.list",
    method: "GET",
    path: "/files",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
    pagination: { items: "files", nextCursor: "next_page_cursor", cursorParameter: "cursor", queryArgument: 0 },
  },
  uploadFile: {
    name: "files.upload",
    method: "POST",
    path: "/files",
    requestMediaType: "multipart/form-data",
    responseMediaType: "application/json",
    idempotent: false,
    idempotencyHeader: "Idempotency-Key",
    fieldOptions: ["clientReferenceId"],
  },
  getFile: {
    name: "files.get",
    method: "GET",
    path: "/files/{file_id}",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
  },
  deleteFile: {
    name: "files.delete",
    method: "DELETE",
    path: "/files/{file_id}",
    requestMediaType: null,
    responseMediaType: null,
    idempotent: true,
    idempotencyHeader: null,
  },
  getFileContent: {
    name: "files.content",
    method: "GET",
    path: "/files/{file_id}/content",
    requestMediaType: null,
    responseMediaType: "application/octet-stream",
    responseBody: "binary",
    accept: ["application/octet-stream"],
    idempotent: true,
    idempotencyHeader: null,
  },
  listTranscriptions: {
    name: "transcriptions.list",
    method: "GET",
    path: "/transcriptions",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
    pagination: {
      items: "transcriptions",
      nextCursor: "next_page_cursor",
      cursorParameter: "cursor",
      queryArgument: 0,
    },
  },
  createTranscription: {
    name: "transcriptions.create",
    method: "POST",
    path: "/transcriptions",
    requestMediaType: "application/json",
    responseMediaType: "application/json",
    idempotent: false,
    idempotencyHeader: "Idempotency-Key",
  },
  getTranscription: {
    name: "transcriptions.get",
    method: "GET",
    path: "/transcriptions/{transcription_id}",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
    finalStatuses: ["completed", "error"],
  },
  deleteTranscription: {
    name: "transcriptions.delete",
    method: "DELETE",
    path: "/transcriptions/{transcription_id}",
    requestMediaType: null,
    responseMediaType: null,
    idempotent: true,
    idempotencyHeader: null,
  },
  getTranscriptionCaptions: {
    name: "transcriptions.captions",
    method: "GET",
    path: "/transcriptions/{transcription_id}/captions",
    requestMediaType: null,
    responseMediaType: "text/vtt",
    responseBody: "text",
    accept: ["text/vtt", "application/x-subrip"],
    idempotent: true,
    idempotencyHeader: null,
  },
  listModels: {
    name: "models.list",
    method: "GET",
    path: "/models",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
  },
  createTemporaryApiKey: {
    name: "auth.createTemporaryKey",
    method: "POST",
    path: "/auth/temporary-api-key",
    requestMediaType: "application/json",
    responseMediaType: "application/json",
    idempotent: false,
    idempotencyHeader: null,
  },
  getWebhookSecret: {
    name: "webhooks.secret",
    method: "GET",
    path: "/webhooks/secret",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
  },
  rotateWebhookSecret: {
    name: "webhooks.rotateSecret",
    method: "POST",
    path: "/webhooks/secret/rotate",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: false,
    idempotencyHeader: null,
  },
} as const satisfies Record<string, OperationRoute>;

/**
 * Every operation of the spec, by operationId. Its routes are written out rather than spread from
 * `operationRoutes`: bundlers keep a spread (it could run a getter), so a browser bundle would carry it all.
 */
export const operationSpecs = {
  /**
   * `GET /files`: List uploaded files.
   */
  listFiles: {
    name: "files.list",
    method: "GET",
    path: "/files",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
    pagination: { items: "files", nextCursor: "next_page_cursor", cursorParameter: "cursor", queryArgument: 0 },
    operationId: "listFiles",
    resource: "files",
    sdkMethod: "list",
    successStatus: 200,
    errorStatuses: [400, 401, 403, 429, 500, 503],
  },
  /**
   * `POST /files`: Upload an audio file.
   */
  uploadFile: {
    name: "files.upload",
    method: "POST",
    path: "/files",
    requestMediaType: "multipart/form-data",
    responseMediaType: "application/json",
    idempotent: false,
    idempotencyHeader: "Idempotency-Key",
    fieldOptions: ["clientReferenceId"],
    operationId: "uploadFile",
    resource: "files",
    sdkMethod: "upload",
    successStatus: 201,
    errorStatuses: [400, 401, 403, 409, 413, 422, 429, 500, 503],
  },
  /**
   * `GET /files/{file_id}`: Get a file.
   */
  getFile: {
    name: "files.get",
    method: "GET",
    path: "/files/{file_id}",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
    operationId: "getFile",
    resource: "files",
    sdkMethod: "get",
    successStatus: 200,
    errorStatuses: [400, 401, 403, 404, 429, 500, 503],
  },
  /**
   * `DELETE /files/{file_id}`: Delete a file.
   */
  deleteFile: {
    name: "files.delete",
    method: "DELETE",
    path: "/files/{file_id}",
    requestMediaType: null,
    responseMediaType: null,
    idempotent: true,
    idempotencyHeader: null,
    operationId: "deleteFile",
    resource: "files",
    sdkMethod: "delete",
    successStatus: 204,
    errorStatuses: [400, 401, 403, 404, 429, 500, 503],
  },
  /**
   * `GET /files/{file_id}/content`: Get a file's content.
   */
  getFileContent: {
    name: "files.content",
    method: "GET",
    path: "/files/{file_id}/content",
    requestMediaType: null,
    responseMediaType: "application/octet-stream",
    responseBody: "binary",
    accept: ["application/octet-stream"],
    idempotent: true,
    idempotencyHeader: null,
    operationId: "getFileContent",
    resource: "files",
    sdkMethod: "content",
    successStatus: 200,
    errorStatuses: [400, 401, 403, 404, 409, 429, 500, 503],
  },
  /**
   * `GET /transcriptions`: List transcriptions.
   */
  listTranscriptions: {
    name: "transcriptions.list",
    method: "GET",
    path: "/transcriptions",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
    pagination: {
      items: "transcriptions",
      nextCursor: "next_page_cursor",
      cursorParameter: "cursor",
      queryArgument: 0,
    },
    operationId: "listTranscriptions",
    resource: "transcriptions",
    sdkMethod: "list",
    successStatus: 200,
    errorStatuses: [400, 401, 403, 429, 500, 503],
  },
  /**
   * `POST /transcriptions`: Create a transcription.
   */
  createTranscription: {
    name: "transcriptions.create",
    method: "POST",
    path: "/transcriptions",
    requestMediaType: "application/json",
    responseMediaType: "application/json",
    idempotent: false,
    idempotencyHeader: "Idempotency-Key",
    operationId: "createTranscription",
    resource: "transcriptions",
    sdkMethod: "create",
    successStatus: 201,
    errorStatuses: [400, 401, 403, 404, 409, 422, 429, 500, 503],
  },
  /**
   * `GET /transcriptions/{transcription_id}`: Get a transcription.
   */
  getTranscription: {
    name: "transcriptions.get",
    method: "GET",
    path: "/transcriptions/{transcription_id}",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
    finalStatuses: ["completed", "error"],
    operationId: "getTranscription",
    resource: "transcriptions",
    sdkMethod: "get",
    successStatus: 200,
    errorStatuses: [400, 401, 403, 404, 429, 500, 503],
  },
  /**
   * `DELETE /transcriptions/{transcription_id}`: Delete a transcription.
   */
  deleteTranscription: {
    name: "transcriptions.delete",
    method: "DELETE",
    path: "/transcriptions/{transcription_id}",
    requestMediaType: null,
    responseMediaType: null,
    idempotent: true,
    idempotencyHeader: null,
    operationId: "deleteTranscription",
    resource: "transcriptions",
    sdkMethod: "delete",
    successStatus: 204,
    errorStatuses: [400, 401, 403, 404, 409, 429, 500, 503],
  },
  /**
   * `GET /transcriptions/{transcription_id}/captions`: Get a transcription's captions.
   */
  getTranscriptionCaptions: {
    name: "transcriptions.captions",
    method: "GET",
    path: "/transcriptions/{transcription_id}/captions",
    requestMediaType: null,
    responseMediaType: "text/vtt",
    responseBody: "text",
    accept: ["text/vtt", "application/x-subrip"],
    idempotent: true,
    idempotencyHeader: null,
    operationId: "getTranscriptionCaptions",
    resource: "transcriptions",
    sdkMethod: "captions",
    successStatus: 200,
    errorStatuses: [400, 401, 403, 404, 409, 429, 500, 503],
  },
  /**
   * `GET /models`: List models.
   */
  listModels: {
    name: "models.list",
    method: "GET",
    path: "/models",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
    operationId: "listModels",
    resource: "models",
    sdkMethod: "list",
    successStatus: 200,
    errorStatuses: [401, 403, 429, 500, 503],
  },
  /**
   * `POST /auth/temporary-api-key`: Create a temporary API key.
   */
  createTemporaryApiKey: {
    name: "auth.createTemporaryKey",
    method: "POST",
    path: "/auth/temporary-api-key",
    requestMediaType: "application/json",
    responseMediaType: "application/json",
    idempotent: false,
    idempotencyHeader: null,
    operationId: "createTemporaryApiKey",
    resource: "auth",
    sdkMethod: "createTemporaryKey",
    successStatus: 201,
    errorStatuses: [400, 401, 403, 429, 500, 503],
  },
  /**
   * `GET /webhooks/secret`: Get the webhook signing secret.
   */
  getWebhookSecret: {
    name: "webhooks.secret",
    method: "GET",
    path: "/webhooks/secret",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: true,
    idempotencyHeader: null,
    operationId: "getWebhookSecret",
    resource: "webhooks",
    sdkMethod: "secret",
    successStatus: 200,
    errorStatuses: [401, 403, 429, 500, 503],
  },
  /**
   * `POST /webhooks/secret/rotate`: Rotate the webhook signing secret.
   */
  rotateWebhookSecret: {
    name: "webhooks.rotateSecret",
    method: "POST",
    path: "/webhooks/secret/rotate",
    requestMediaType: null,
    responseMediaType: "application/json",
    idempotent: false,
    idempotencyHeader: null,
    operationId: "rotateWebhookSecret",
    resource: "webhooks",
    sdkMethod: "rotateSecret",
    successStatus: 200,
    errorStatuses: [401, 403, 429, 500, 503],
  },
} as const satisfies Record<string, OperationSpec>;

export type OperationId = keyof typeof operationSpecs;

/** Speech-to-Text Service API 2.0.0: the servers of the spec. The first is the default base URL. */
export const httpServers = [
  {
    url: "https://api.stt-service.dev/v1",
    description: "Production: the service. It includes the version prefix /v1, so the paths below are relative to\nit.",
  },
  {
    url: "http://127.0.0.1:4010/v1",
    description:
      "Local: the mock (npm run mock), the same /v1 paths on a loopback origin, so a base URL differs from\nproduction only by its origin. Plain HTTP (OWASP API8 asks for https) because it listens on 127.0.0.1\nonly and carries no real key or audio: nothing crosses a network to be protected.",
  },
] as const;

export const defaultBaseUrl = "https://api.stt-service.dev/v1";

/**
 * What every temporary key looks like (TemporaryApiKey.api_key): a browser client refuses any other key
 * before it leaves the page.
 */
export const temporaryKeyForm = {
  // Marked pure: a bundler keeps a module-level new RegExp otherwise, in bundles that never check a key.
  pattern: /* @__PURE__ */ new RegExp("^tmp_[A-Za-z0-9_-]+$", "u"),
  maxLength: 256,
} as const;
