// AsyncServiceClient: every resource of the spec over one runtime, plus transcribe(), the whole batch flow.

import { checkOptionNames, checkOptionsObject } from "./core/checks.js";
import {
  GeneratedClient,
  type ResourceClasses,
  resourceClasses,
  type UploadFileOptions,
} from "./generated/http/resources/index.js";
import type { CreateTranscriptionRequest, Transcription } from "./generated/http/types.js";
import type { UploadSource } from "./http/operation-context.js";
import { type ClientOptions, resolveClientOptions } from "./http/options.js";
import { HttpRuntime } from "./http/runtime.js";
import { checkWaitOptions, Transcriptions, type WaitOptions, waitOptionNames } from "./resources/transcriptions.js";
import { Webhooks } from "./webhooks/resource.js";

/** Options of `transcribe()`: the upload's, the transcription's wait, and whether to delete the file after. */
export interface TranscribeOptions
  extends WaitOptions,
    Pick<UploadFileOptions, "filename" | "contentType" | "onUploadProgress"> {
  /** Delete the uploaded file once the transcription is done (or has failed). Default false. */
  deleteFile?: boolean;
}

const transcribeOptionNames = [
  ...waitOptionNames,
  "filename",
  "contentType",
  "onUploadProgress",
  "deleteFile",
] as const satisfies readonly (keyof TranscribeOptions)[];

/**
 * The generated resources, with the hand-written helpers of transcriptions (waitUntilDone) and of webhooks
 * (verify, unwrap).
 */
type ClientResourceClasses = Omit<ResourceClasses, "transcriptions" | "webhooks"> & {
  transcriptions: typeof Transcriptions;
  webhooks: typeof Webhooks;
};

/**
 * The asynchronous client of the speech-to-text service. Every resource of the spec is on it, so an
 * operation or tag added to the spec appears here with `npm run generate`.
 *
 * ```ts
 * const client = new AsyncServiceClient({ apiKey: process.env.STT_API_KEY });
 * const transcription = await client.transcribe("call.wav", { model: "stt-async-v3", enable_speaker_diarization: true });
 * ```
 */
export class AsyncServiceClient extends GeneratedClient<ClientResourceClasses> {
  /** @throws ServiceConfigError when an option is invalid: no API key, a malformed URL, … (before any I/O). */
  constructor(options: ClientOptions = {}) {
    super(new HttpRuntime(resolveClientOptions(options)), {
      ...resourceClasses,
      transcriptions: Transcriptions,
      webhooks: Webhooks,
    });
  }

  /**
   * Uploads audio, creates its transcription and waits until it is done: the whole batch flow in one call.
   * `config` is the create's body without what names the audio (`file_id`, `audio_url`): the upload is the
   * audio. For audio at an address, call `transcriptions.create({ audio_url, … })` and `waitUntilDone`.
   * Rejects like `transcriptions.waitUntilDone` when it fails, and with the signal's reason when `signal`
   * aborts.
   */
  async transcribe(
    source: UploadSource,
    config: Omit<CreateTranscriptionRequest, "file_id" | "audio_url">,
    transcribeOptions?: TranscribeOptions,
  ): Promise<Transcription> {
    const options = checkOptionsObject(transcribeOptions, "transcribe options");
    checkOptionNames(options, transcribeOptionNames, "transcribe");
    const { deleteFile = false, filename, contentType, onUploadProgress, ...waitOptions } = options;
    // Checked before the upload, not after it.
    checkWaitOptions(waitOptions, "transcribe");
    const { signal } = waitOptions;
    signal?.throwIfAborted();
    const file = await this.files.upload(source, {
      filename,
      contentType,
      onUploadProgress,
      signal,
    });
    try {
      const created = await this.transcriptions.create({ ...config, file_id: file.file_id }, { signal });
      return await this.transcriptions.waitUntilDone(created.id, waitOptions);
    } finally {
      if (deleteFile) {
        // The transcription's outcome matters more than the clean-up: a failed delete does not replace it,
        // and after an abort it goes on alone, since an aborted call stops at once.
        const deleting = this.files.delete(file.file_id).catch(() => undefined);
        if (!signal?.aborted) await deleting;
      }
    }
  }
}
