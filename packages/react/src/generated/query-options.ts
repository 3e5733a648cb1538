// Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type {
  CreateTemporaryApiKeyRequest,
  CreateTranscriptionRequest,
  GetTranscriptionCaptionsQuery,
  ListFilesQuery,
  ListTranscriptionsQuery,
  Transcription,
} from "stt-service";
import type { ArgumentOf, CallOptions, ClientWith } from "../query/client.js";
import { infiniteQueryKey, operationMutationKey, operationQueryKey } from "../query/keys.js";
import { nextPageParam } from "../query/pages.js";
import { type PollOptions, refetchUntilFinal } from "../query/poll.js";

/**
 * Query options of `GET /files` (operation `listFiles`: List uploaded files), calling `client.files.list`.
 *
 * Lists uploaded files, newest first, one page at a time. Pass the `next_page_cursor` of a page as
 * `cursor` to get the next one; it is `null` on the last page.
 *
 * Its key is `["stt-service", "listFiles", params]`.
 */
export function listFilesQueryOptions(
  client: ClientWith<"files", "list">,
  params: {
    /**
     * The query parameters.
     */
    query?: ListFilesQuery;
  } = {},
  options?: CallOptions,
) {
  return queryOptions({
    queryKey: operationQueryKey("listFiles", { query: params.query }),
    queryFn: async ({ signal }) => await client.files.list(params.query, { ...options, signal }),
  });
}

/**
 * Infinite query options of `GET /files` (operation `listFiles`: List uploaded files), calling
 * `client.files.list`.
 *
 * Lists uploaded files, newest first, one page at a time. Pass the `next_page_cursor` of a page as
 * `cursor` to get the next one; it is `null` on the last page.
 *
 * Each page's `next_page_cursor` is the next page's `cursor`; the list ends where a page has none (or repeats
 * one). Its key is `["stt-service", "listFiles", params, "infinite"]`.
 */
export function listFilesInfiniteQueryOptions(
  client: ClientWith<"files", "list">,
  params: {
    /**
     * The query parameters.
     */
    query?: Omit<ListFilesQuery, "cursor">;
  } = {},
  options?: CallOptions,
) {
  return infiniteQueryOptions({
    queryKey: infiniteQueryKey("listFiles", { query: params.query }),
    queryFn: async ({ pageParam, signal }) =>
      await client.files.list(pageParam === undefined ? params.query : { ...params.query, ["cursor"]: pageParam }, {
        ...options,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page, _pages, _pageParam, pageParams) => nextPageParam(page["next_page_cursor"], pageParams),
  });
}

/**
 * Mutation options of `POST /files` (operation `uploadFile`: Upload an audio file), calling
 * `client.files.upload`.
 *
 * Uploads an audio file as `multipart/form-data` and returns its `file_id`, which
 * `POST /transcriptions` then takes. Up to 1 GiB and 300 minutes of audio; larger files answer `413`.
 * Send an `Idempotency-Key` to make a retried upload safe.
 *
 * `mutate` takes { file, options, idempotencyKey }. Its key is `["stt-service", "uploadFile"]`.
 */
export function uploadFileMutationOptions(client: ClientWith<"files", "upload">, options?: CallOptions) {
  return {
    mutationKey: operationMutationKey("uploadFile"),
    mutationFn: async (variables: {
      /**
       * The file (part `file`): a path (Node), bytes, a Blob or File, or a stream.
       */
      file: ArgumentOf<"files", "upload", 0>;
      /**
       * The upload's options and form fields (progress, file name, content type…).
       */
      options?: ArgumentOf<"files", "upload", 1>;
      /**
       * The call's `Idempotency-Key`: give the same one to a repeat of the same write (by default the SDK makes one
       * per call).
       */
      idempotencyKey?: string;
    }) =>
      await client.files.upload(variables.file, {
        ...options,
        ...variables.options,
        idempotencyKey: variables.idempotencyKey,
      }),
  };
}

/**
 * Query options of `GET /files/{file_id}` (operation `getFile`: Get a file), calling `client.files.get`.
 *
 * Returns one uploaded file by its `file_id`.
 *
 * Its key is `["stt-service", "getFile", params]`.
 */
export function getFileQueryOptions(
  client: ClientWith<"files", "get">,
  params: {
    /**
     * Identifier of an uploaded file, as returned by `POST /files`.
     */
    fileId: string;
  },
  options?: CallOptions,
) {
  return queryOptions({
    queryKey: operationQueryKey("getFile", { fileId: params.fileId }),
    queryFn: async ({ signal }) => await client.files.get(params.fileId, { ...options, signal }),
  });
}

/**
 * Mutation options of `DELETE /files/{file_id}` (operation `deleteFile`: Delete a file), calling
 * `client.files.delete`.
 *
 * Deletes an uploaded file. Transcriptions already created from it are kept.
 *
 * `mutate` takes { fileId }. Its key is `["stt-service", "deleteFile"]`.
 */
export function deleteFileMutationOptions(client: ClientWith<"files", "delete">, options?: CallOptions) {
  return {
    mutationKey: operationMutationKey("deleteFile"),
    mutationFn: async (variables: {
      /**
       * Identifier of an uploaded file, as returned by `POST /files`.
       */
      fileId: string;
    }) => await client.files.delete(variables.fileId, { ...options }),
  };
}

/**
 * Query options of `GET /files/{file_id}/content` (operation `getFileContent`: Get a file's content), calling
 * `client.files.content`.
 *
 * Returns the bytes of an uploaded file, exactly as they were uploaded (for a transcription created
 * from an `audio_url`, the audio fetched from it). A file past its retention period has no content any
 * more: that answers `409` (`file_expired`).
 *
 * Its key is `["stt-service", "getFileContent", params]`.
 */
export function getFileContentQueryOptions(
  client: ClientWith<"files", "content">,
  params: {
    /**
     * Identifier of an uploaded file, as returned by `POST /files`.
     */
    fileId: string;
  },
  options?: CallOptions,
) {
  return queryOptions({
    queryKey: operationQueryKey("getFileContent", { fileId: params.fileId }),
    queryFn: async ({ signal }) => await client.files.content(params.fileId, { ...options, signal }),
  });
}

/**
 * Query options of `GET /transcriptions` (operation `listTranscriptions`: List transcriptions), calling
 * `client.transcriptions.list`.
 *
 * Lists transcriptions, newest first, one page at a time. Pass the `next_page_cursor` of a page as
 * `cursor` to get the next one; it is `null` on the last page. Items leave out `tokens`; get one
 * transcription to read them.
 *
 * Its key is `["stt-service", "listTranscriptions", params]`.
 */
export function listTranscriptionsQueryOptions(
  client: ClientWith<"transcriptions", "list">,
  params: {
    /**
     * The query parameters.
     */
    query?: ListTranscriptionsQuery;
  } = {},
  options?: CallOptions,
) {
  return queryOptions({
    queryKey: operationQueryKey("listTranscriptions", { query: params.query }),
    queryFn: async ({ signal }) => await client.transcriptions.list(params.query, { ...options, signal }),
  });
}

/**
 * Infinite query options of `GET /transcriptions` (operation `listTranscriptions`: List transcriptions), calling
 * `client.transcriptions.list`.
 *
 * Lists transcriptions, newest first, one page at a time. Pass the `next_page_cursor` of a page as
 * `cursor` to get the next one; it is `null` on the last page. Items leave out `tokens`; get one
 * transcription to read them.
 *
 * Each page's `next_page_cursor` is the next page's `cursor`; the list ends where a page has none (or repeats
 * one). Its key is `["stt-service", "listTranscriptions", params, "infinite"]`.
 */
export function listTranscriptionsInfiniteQueryOptions(
  client: ClientWith<"transcriptions", "list">,
  params: {
    /**
     * The query parameters.
     */
    query?: Omit<ListTranscriptionsQuery, "cursor">;
  } = {},
  options?: CallOptions,
) {
  return infiniteQueryOptions({
    queryKey: infiniteQueryKey("listTranscriptions", { query: params.query }),
    queryFn: async ({ pageParam, signal }) =>
      await client.transcriptions.list(
        pageParam === undefined ? params.query : { ...params.query, ["cursor"]: pageParam },
        { ...options, signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page, _pages, _pageParam, pageParams) => nextPageParam(page["next_page_cursor"], pageParams),
  });
}

/**
 * Mutation options of `POST /transcriptions` (operation `createTranscription`: Create a transcription), calling
 * `client.transcriptions.create`.
 *
 * Starts transcribing an uploaded file (`file_id`) or the audio at an address (`audio_url`): exactly
 * one of them, or `400`. The response has the new transcription's `id` and `status: processing`; poll
 * `GET /transcriptions/{transcription_id}` until `status` is `completed` (then it carries `text` and
 * `tokens`) or `error`, or give a `webhook_url` to be called when it ends. `model` and
 * `enable_speaker_diarization` are required; the other options are optional.
 * Send an `Idempotency-Key` to make a retried create safe.
 *
 * `mutate` takes { body, idempotencyKey }. Its key is `["stt-service", "createTranscription"]`.
 */
export function createTranscriptionMutationOptions(
  client: ClientWith<"transcriptions", "create">,
  options?: CallOptions,
) {
  return {
    mutationKey: operationMutationKey("createTranscription"),
    mutationFn: async (variables: {
      /**
       * The request body (`application/json`).
       */
      body: CreateTranscriptionRequest;
      /**
       * The call's `Idempotency-Key`: give the same one to a repeat of the same write (by default the SDK makes one
       * per call).
       */
      idempotencyKey?: string;
    }) => await client.transcriptions.create(variables.body, { ...options, idempotencyKey: variables.idempotencyKey }),
  };
}

/**
 * Query options of `GET /transcriptions/{transcription_id}` (operation `getTranscription`: Get a transcription),
 * calling `client.transcriptions.get`.
 *
 * Returns one transcription. Poll it until `status` is `completed` (it then carries `text` and
 * `tokens`) or `error` (it then carries `error_type` and `error_message`). While it is `queued` or
 * `processing`, `text` may be absent; with `enable_streaming` a `processing` transcription already
 * carries the tokens finalized so far.
 *
 * Its key is `["stt-service", "getTranscription", params]`.
 */
export function getTranscriptionQueryOptions(
  client: ClientWith<"transcriptions", "get">,
  params: {
    /**
     * Identifier of a transcription, as returned by `POST /transcriptions`.
     */
    transcriptionId: string;
  },
  options?: CallOptions,
) {
  return queryOptions({
    queryKey: operationQueryKey("getTranscription", { transcriptionId: params.transcriptionId }),
    queryFn: async ({ signal }) => await client.transcriptions.get(params.transcriptionId, { ...options, signal }),
  });
}

/**
 * Query options that poll `GET /transcriptions/{transcription_id}` (operation `getTranscription`: Get a
 * transcription), calling `client.transcriptions.get`.
 *
 * Returns one transcription. Poll it until `status` is `completed` (it then carries `text` and
 * `tokens`) or `error` (it then carries `error_type` and `error_message`). While it is `queued` or
 * `processing`, `text` may be absent; with `enable_streaming` a `processing` transcription already
 * carries the tokens finalized so far.
 *
 * Refetches until `status` is final (`completed`, `error`), on the SDK's `waitUntilDone` schedule
 * (`pollIntervalMs`, growing by half up to `maxPollIntervalMs`), then stops; a status not listed is not final. A
 * final status is data, not an error: the query resolves with it. It shares its key with
 * `getTranscriptionQueryOptions`, so both read one cache entry.
 */
export function getTranscriptionUntilDoneQueryOptions(
  client: ClientWith<"transcriptions", "get">,
  params: {
    /**
     * Identifier of a transcription, as returned by `POST /transcriptions`.
     */
    transcriptionId: string;
  },
  options: CallOptions & PollOptions = {},
) {
  const { pollIntervalMs, maxPollIntervalMs, ...callOptions } = options;
  return queryOptions({
    ...getTranscriptionQueryOptions(client, params, callOptions),
    refetchInterval: refetchUntilFinal((data: Transcription) => data["status"], ["completed", "error"], {
      pollIntervalMs,
      maxPollIntervalMs,
    }),
  });
}

/**
 * Mutation options of `DELETE /transcriptions/{transcription_id}` (operation `deleteTranscription`: Delete a
 * transcription), calling `client.transcriptions.delete`.
 *
 * Deletes a transcription and its text. A transcription that is still `queued` or `processing`
 * cannot be deleted: that answers `409`.
 *
 * `mutate` takes { transcriptionId }. Its key is `["stt-service", "deleteTranscription"]`.
 */
export function deleteTranscriptionMutationOptions(
  client: ClientWith<"transcriptions", "delete">,
  options?: CallOptions,
) {
  return {
    mutationKey: operationMutationKey("deleteTranscription"),
    mutationFn: async (variables: {
      /**
       * Identifier of a transcription, as returned by `POST /transcriptions`.
       */
      transcriptionId: string;
    }) => await client.transcriptions.delete(variables.transcriptionId, { ...options }),
  };
}

/**
 * Query options of `GET /transcriptions/{transcription_id}/captions` (operation `getTranscriptionCaptions`: Get
 * a transcription's captions), calling `client.transcriptions.captions`.
 *
 * Returns the captions of a completed transcription, as WebVTT (`text/vtt`) or SubRip
 * (`application/x-subrip`): send the one you want in `Accept`, or `format` in the query (which wins
 * over `Accept`), or neither for WebVTT. The cues follow the SDKs' `captionsFromTokens` with its
 * defaults: a cue holds one speaker's words, lasts 5 seconds at the most and holds two lines of 42
 * characters at the most; translated tokens, which have no timestamps, are left out. A transcription
 * that is not `completed` has no captions yet: that answers `409`.
 *
 * Its key is `["stt-service", "getTranscriptionCaptions", params]`.
 */
export function getTranscriptionCaptionsQueryOptions(
  client: ClientWith<"transcriptions", "captions">,
  params: {
    /**
     * Identifier of a transcription, as returned by `POST /transcriptions`.
     */
    transcriptionId: string;
    /**
     * The query parameters.
     */
    query?: GetTranscriptionCaptionsQuery;
    /**
     * The media type to answer (default: any of text/vtt, application/x-subrip); part of the key.
     */
    accept?: "text/vtt" | "application/x-subrip";
  },
  options?: CallOptions,
) {
  return queryOptions({
    queryKey: operationQueryKey("getTranscriptionCaptions", {
      transcriptionId: params.transcriptionId,
      query: params.query,
      accept: params.accept,
    }),
    queryFn: async ({ signal }) =>
      await client.transcriptions.captions(params.transcriptionId, params.query, {
        ...options,
        accept: params.accept,
        signal,
      }),
  });
}

/**
 * Query options of `GET /models` (operation `listModels`: List models), calling `client.models.list`.
 *
 * Lists the models that transcriptions (`transcription_mode: async`) and streams
 * (`transcription_mode: real_time`) can use, with their languages and abilities. It takes no input, so it
 * has no validation error to answer (the `400`/`422` that OWASP API8 asks of operations does not apply).
 *
 * Its key is `["stt-service", "listModels", params]`.
 */
export function listModelsQueryOptions(client: ClientWith<"models", "list">, options?: CallOptions) {
  return queryOptions({
    queryKey: operationQueryKey("listModels", {}),
    queryFn: async ({ signal }) => await client.models.list({ ...options, signal }),
  });
}

/**
 * Mutation options of `POST /auth/temporary-api-key` (operation `createTemporaryApiKey`: Create a temporary API
 * key), calling `client.auth.createTemporaryKey`.
 *
 * Mints a short-lived API key for one use, such as a browser page streaming audio. Your backend
 * calls this with the real key and hands the temporary one to the page, which passes it in the
 * WebSocket subprotocol list (`["stt-api-key", "<temporary key>"]`). Temporary keys look like
 * `tmp_<base64url>` and contain no character a subprotocol token forbids.
 *
 * `mutate` takes { body }. Its key is `["stt-service", "createTemporaryApiKey"]`.
 */
export function createTemporaryApiKeyMutationOptions(
  client: ClientWith<"auth", "createTemporaryKey">,
  options?: CallOptions,
) {
  return {
    mutationKey: operationMutationKey("createTemporaryApiKey"),
    mutationFn: async (variables: {
      /**
       * The request body (`application/json`).
       */
      body: CreateTemporaryApiKeyRequest;
    }) => await client.auth.createTemporaryKey(variables.body, { ...options }),
  };
}

/**
 * Query options of `GET /webhooks/secret` (operation `getWebhookSecret`: Get the webhook signing secret),
 * calling `client.webhooks.secret`.
 *
 * Returns the secret that signs this API key's webhooks (`whsec_` then base64: the key of the HMAC is
 * the bytes the base64 decodes to). Keep it on the receiving server, like the API key. It takes no
 * input, so it has no validation error.
 *
 * Its key is `["stt-service", "getWebhookSecret", params]`.
 */
export function getWebhookSecretQueryOptions(client: ClientWith<"webhooks", "secret">, options?: CallOptions) {
  return queryOptions({
    queryKey: operationQueryKey("getWebhookSecret", {}),
    queryFn: async ({ signal }) => await client.webhooks.secret({ ...options, signal }),
  });
}

/**
 * Mutation options of `POST /webhooks/secret/rotate` (operation `rotateWebhookSecret`: Rotate the webhook
 * signing secret), calling `client.webhooks.rotateSecret`.
 *
 * Makes a new signing secret and returns it. For 24 hours the previous secret still signs every
 * delivery beside the new one (two signatures in `webhook-signature`), so that receivers can move to
 * the new secret without refusing a delivery; after that only the new one signs. It takes no input, so
 * it has no validation error.
 *
 * `mutate` takes nothing. Its key is `["stt-service", "rotateWebhookSecret"]`.
 */
export function rotateWebhookSecretMutationOptions(
  client: ClientWith<"webhooks", "rotateSecret">,
  options?: CallOptions,
) {
  return {
    mutationKey: operationMutationKey("rotateWebhookSecret"),
    mutationFn: async () => await client.webhooks.rotateSecret({ ...options }),
  };
}
