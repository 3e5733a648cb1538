// Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
import type {
  AcceptOptions,
  CallPromise,
  OperationContext,
  PagePromise,
  RequestOptions,
} from "../../../http/operation-context.js";
import { operationRoutes } from "../operations.js";
import type {
  CreateTranscriptionRequest,
  GetTranscriptionCaptionsQuery,
  ListTranscriptionsQuery,
  Transcription,
  TranscriptionList,
} from "../types.js";

/**
 * Asynchronous (batch) transcriptions of uploaded files.
 */
export class TranscriptionsResource {
  constructor(protected readonly context: OperationContext) {}

  /**
   * List transcriptions.
   *
   * Lists transcriptions, newest first, one page at a time. Pass the `next_page_cursor` of a page as
   * `cursor` to get the next one; it is `null` on the last page. Items leave out `tokens`; get one
   * transcription to read them.
   *
   * `await` it for one page, or `for await` over it for every item of every page.
   *
   * `GET /transcriptions` (operation `listTranscriptions`)
   *
   * @param query The query parameters.
   * @param options Per-call options: signal, deadline, retries, headers, idempotency key.
   */
  list(query?: ListTranscriptionsQuery, options?: RequestOptions): PagePromise<TranscriptionList, Transcription> {
    return this.context.list<TranscriptionList, Transcription>(operationRoutes.listTranscriptions, options, { query });
  }

  /**
   * Create a transcription.
   *
   * Starts transcribing an uploaded file (`file_id`) or the audio at an address (`audio_url`): exactly
   * one of them, or `400`. The response has the new transcription's `id` and `status: processing`; poll
   * `GET /transcriptions/{transcription_id}` until `status` is `completed` (then it carries `text` and
   * `tokens`) or `error`, or give a `webhook_url` to be called when it ends. `model` and
   * `enable_speaker_diarization` are required; the other options are optional.
   * Send an `Idempotency-Key` to make a retried create safe.
   *
   * `POST /transcriptions` (operation `createTranscription`)
   *
   * @param body The request body (`application/json`).
   * @param options Per-call options: signal, deadline, retries, headers, idempotency key.
   */
  create(body: CreateTranscriptionRequest, options?: RequestOptions): CallPromise<Transcription> {
    return this.context.run<Transcription>(operationRoutes.createTranscription, options, { body });
  }

  /**
   * Get a transcription.
   *
   * Returns one transcription. Poll it until `status` is `completed` (it then carries `text` and
   * `tokens`) or `error` (it then carries `error_type` and `error_message`). While it is `queued` or
   * `processing`, `text` may be absent; with `enable_streaming` a `processing` transcription already
   * carries the tokens finalized so far.
   *
   * `GET /transcriptions/{transcription_id}` (operation `getTranscription`)
   *
   * @param transcriptionId Identifier of a transcription, as returned by `POST /transcriptions`.
   * @param options Per-call options: signal, deadline, retries, headers, idempotency key.
   */
  get(transcriptionId: string, options?: RequestOptions): CallPromise<Transcription> {
    return this.context.run<Transcription>(operationRoutes.getTranscription, options, {
      path: { transcription_id: transcriptionId },
    });
  }

  /**
   * Delete a transcription.
   *
   * Deletes a transcription and its text. A transcription that is still `queued` or `processing`
   * cannot be deleted: that answers `409`.
   *
   * `DELETE /transcriptions/{transcription_id}` (operation `deleteTranscription`)
   *
   * @param transcriptionId Identifier of a transcription, as returned by `POST /transcriptions`.
   * @param options Per-call options: signal, deadline, retries, headers, idempotency key.
   */
  delete(transcriptionId: string, options?: RequestOptions): CallPromise<void> {
    return this.context.run<void>(operationRoutes.deleteTranscription, options, {
      path: { transcription_id: transcriptionId },
    });
  }

  /**
   * Get a transcription's captions.
   *
   * Returns the captions of a completed transcription, as WebVTT (`text/vtt`) or SubRip
   * (`application/x-subrip`): send the one you want in `Accept`, or `format` in the query (which wins
   * over `Accept`), or neither for WebVTT. The cues follow the SDKs' `captionsFromTokens` with its
   * defaults: a cue holds one speaker's words, lasts 5 seconds at the most and holds two lines of 42
   * characters at the most; translated tokens, which have no timestamps, are left out. A transcription
   * that is not `completed` has no captions yet: that answers `409`.
   *
   * `GET /transcriptions/{transcription_id}/captions` (operation `getTranscriptionCaptions`)
   *
   * @param transcriptionId Identifier of a transcription, as returned by `POST /transcriptions`.
   * @param query The query parameters.
   * @param options Per-call options: signal, deadline, retries, headers, and `accept`, the media type to answer
   * (default: any of text/vtt, application/x-subrip).
   */
  captions(
    transcriptionId: string,
    query?: GetTranscriptionCaptionsQuery,
    options?: AcceptOptions<"text/vtt" | "application/x-subrip">,
  ): CallPromise<string> {
    return this.context.run<string>(operationRoutes.getTranscriptionCaptions, options, {
      path: { transcription_id: transcriptionId },
      query,
    });
  }
}
