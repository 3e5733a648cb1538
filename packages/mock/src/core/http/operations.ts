// The stateful service behind the HTTP mock: each operation of the contract as the service would answer it,
// over what each API key has made. Prism checks every answer against the contract (../../node/prism-contract-engine.ts);
// an operation added to the spec without a handler here is answered from its examples.
import { type CaptionFormat, captionsFromTokens, type Model, type Transcription } from "stt-service";
import type { Token } from "stt-service/shared-runtime";
import type { MockScript } from "../../generated/realtime/mock-script.js";
import { base64url, randomBytes, randomId } from "../platform-shims.js";
import {
  type AudioUrlContent,
  type AudioUrlFailure,
  type AudioUrlLimits,
  fetchAudio,
  fileNameOf,
  isInvalidHost,
  mayFetch,
  standInAudio,
  unreachable,
} from "../service/audio-url.js";
import { Cursors } from "../service/pages.js";
import { invalid, MockHttpError, type MockResponse } from "../service/responses.js";
import type { MockState, StoredFile, Tenant, TranscriptionRecord } from "../service/state.js";
import { rotateWebhookSecret, webhookSecretsOf, webhookSecretView } from "../service/webhook-secrets.js";
import { webhookTargetProblem } from "../service/webhooks/targets.js";
import { transcribeWhole, transcriptText } from "../stream/transcriber.js";
import { hasControlCharacters } from "../text.js";
import { attachmentDisposition } from "./content-disposition.js";
import { formatMediaTypes } from "./negotiation.js";
import type { ReceivedUpload } from "./upload.js";

export interface ServiceSettings {
  script: MockScript;
  models: readonly Model[];
  /** How many times faster than the audio plays a transcription completes. */
  speed: number;
  /** The shortest processing time, so that a UI sees `processing` at least once. */
  minProcessingMs: number;
  /** Hosts besides loopback a `webhook_url` may name. */
  webhookHosts: readonly string[];
  /** Hosts an `audio_url` is fetched from; any other is answered with a stand-in audio (audio-url.ts). */
  audioUrlHosts: readonly string[];
  audioUrlLimits: AudioUrlLimits;
  /** What fetches an allowed `audio_url`: the platform's fetch. */
  fetchAudioUrl: typeof fetch;
  now(): number;
}

export interface ServiceRequest {
  operationId: string;
  tenant: Tenant;
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  body: unknown;
  upload: ReceivedUpload | undefined;
  /** The media type the answer is to be in (negotiation.ts chose it from Accept and the query). */
  accept: string | undefined;
}

type Handler = (request: ServiceRequest) => MockResponse;

/** Audio longer than this is refused, as the contract says (300 minutes per file). */
export const maxAudioMs = 300 * 60_000;
/** About 10 000 characters of context in all, as the contract says; past it: 400. */
const maxContextCharacters = 10_000;

/** Failures on demand: a transcription whose `client_reference_id` is `mock:error[:<error_type>]`. */
const failureDirective = /^mock:error(?::([a-z_]{1,64}))?$/;
const failureMessages: Record<string, string> = {
  audio_decode_failed: "The audio could not be decoded. Check that the file is a supported format.",
  internal_error: "The transcription failed inside the service. Create it again.",
};

/**
 * What the contract engines check of a file's content in place of its bytes (which go out as they are): they
 * check a binary body's type and bound, not its bytes, and the bytes need not be read into one string for it.
 */
const binaryStandIn = "(the file's bytes)";

/** Both `file_id` and `audio_url`, or neither. */
function exactlyOneAudioSource(): MockHttpError {
  return new MockHttpError(400, "invalid_request", "Invalid request.", [
    { error_type: "one_of", location: "body.audio_url", message: "Give exactly one of file_id and audio_url" },
  ]);
}

/** A URL, or undefined when it does not parse. */
function parsedUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
}

function fileView(file: StoredFile) {
  return {
    file_id: file.file_id,
    status: file.status,
    filename: file.filename,
    size: file.size,
    created_at: file.created_at,
    client_reference_id: file.client_reference_id,
  };
}

/** A mode in a sentence: "a real-time model", "an asynchronous model". */
function modeWords(mode: Model["transcription_mode"]): string {
  return mode === "async" ? "an asynchronous" : "a real-time";
}

function stringField(body: unknown, name: string): string | undefined {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : undefined;
}

function contextLength(context: unknown): number {
  // Everything a context holds counts: its facts, text, terms and term translations.
  return JSON.stringify(context ?? {}).replace(/[{}[\]",:]/g, "").length;
}

export class MockService {
  readonly #state: MockState;
  readonly #settings: ServiceSettings;
  readonly #cursors = new Cursors();
  /** The transcript of each transcription, made once it is first read as completed. */
  readonly #transcripts = new WeakMap<TranscriptionRecord, Token[]>();
  readonly #handlers: Record<string, Handler> = {
    uploadFile: (request) => this.#upload(request),
    listFiles: (request) => this.#listFiles(request),
    getFile: (request) => ({ status: 200, body: fileView(this.#file(request.tenant, request.path.file_id)) }),
    getFileContent: (request) => this.#fileContent(request),
    deleteFile: (request) => {
      this.#state.removeFile(this.#file(request.tenant, request.path.file_id));
      return { status: 204 };
    },
    createTranscription: (request) => this.#createTranscription(request),
    listTranscriptions: (request) => this.#listTranscriptions(request),
    getTranscription: (request) => ({
      status: 200,
      body: this.#transcriptionView(this.#transcription(request.tenant, request.path.transcription_id), true),
    }),
    deleteTranscription: (request) => this.#deleteTranscription(request),
    getTranscriptionCaptions: (request) => this.#captions(request),
    listModels: () => ({ status: 200, body: { models: this.#settings.models } }),
    createTemporaryApiKey: (request) => this.#createTemporaryKey(request),
    getWebhookSecret: ({ tenant }) => ({
      status: 200,
      body: webhookSecretView(webhookSecretsOf(tenant, this.#settings.now())),
    }),
    rotateWebhookSecret: ({ tenant }) => ({
      status: 200,
      body: webhookSecretView(rotateWebhookSecret(tenant, this.#settings.now())),
    }),
  };

  constructor(state: MockState, settings: ServiceSettings) {
    this.#state = state;
    this.#settings = settings;
  }

  /**
   * A resource the key owns, by the schema the spec marks it with (`x-resource`) and its id: what the mock
   * keeps of it. A marked schema the mock keeps nothing of has no owned ids, so its paths answer 404.
   */
  owned(schema: string, tenant: Tenant, id: string): Record<string, unknown> | undefined {
    const stores: Record<string, ReadonlyMap<string, object>> = {
      FileObject: tenant.files,
      Transcription: tenant.transcriptions,
    };
    return Object.hasOwn(stores, schema) ? (stores[schema]?.get(id) as Record<string, unknown> | undefined) : undefined;
  }

  handles(operationId: string): boolean {
    return Object.hasOwn(this.#handlers, operationId);
  }

  /** Answers a request the contract allows. Throws MockHttpError for the contract's error answers. */
  handle(request: ServiceRequest): MockResponse {
    const handler = this.#handlers[request.operationId];
    if (!handler) throw new Error(`no handler for ${request.operationId}`);
    return handler(request);
  }

  #limitOf(query: ServiceRequest["query"]): number {
    const value = Number(query.limit ?? 100);
    // `limit=` reaches here as "" (Prism lets an empty value through): refuse it as any other bad limit.
    if (!Number.isInteger(value) || value < 1)
      throw invalid("query.limit", "invalid", "limit must be an integer from 1 to 1000.");
    return Math.min(value, 1000);
  }

  #cursorOf(query: ServiceRequest["query"]): string | undefined {
    return typeof query.cursor === "string" ? query.cursor : undefined;
  }

  #file(tenant: Tenant, fileId: string | undefined): StoredFile {
    const file = fileId === undefined ? undefined : tenant.files.get(fileId);
    if (!file) throw new MockHttpError(404, "file_not_found", "File not found.");
    return file;
  }

  #transcription(tenant: Tenant, id: string | undefined): TranscriptionRecord {
    const record = id === undefined ? undefined : tenant.transcriptions.get(id);
    if (!record) throw new MockHttpError(404, "transcription_not_found", "Transcription not found.");
    return record;
  }

  #upload({ tenant, upload }: ServiceRequest): MockResponse {
    if (!upload) throw invalid("body.file", "missing", "Field required: send the audio as the multipart part `file`.");
    if (hasControlCharacters(upload.file.filename)) {
      throw invalid("body.file", "invalid_format", "The file name holds control characters; send a plain file name.");
    }
    const verdict = upload.file.audio.verdict(maxAudioMs);
    if (!verdict.ok) throw new MockHttpError(422, verdict.reason, verdict.message);
    const nowMs = this.#settings.now();
    const file: StoredFile = {
      file_id: randomId(),
      status: "uploaded",
      filename: upload.file.filename,
      size: upload.file.size,
      created_at: iso(nowMs),
      client_reference_id: upload.clientReferenceId ?? null,
      contentType: upload.file.contentType,
      durationMs: verdict.durationMs,
      bytes: upload.file.chunks,
      sequence: tenant.nextSequence(),
      owner: tenant,
    };
    this.#state.addFile(file);
    return { status: 201, body: fileView(file) };
  }

  #listFiles({ tenant, query }: ServiceRequest): MockResponse {
    const page = this.#cursors.page(
      "files",
      tenant.apiKey,
      tenant.files.values(),
      this.#limitOf(query),
      this.#cursorOf(query),
    );
    return { status: 200, body: { files: page.items.map(fileView), next_page_cursor: page.nextCursor } };
  }

  #model(id: string, location: string, mode: Model["transcription_mode"]): Model {
    const model = this.#settings.models.find((candidate) => candidate.id === id);
    const examples = this.#settings.models
      .filter((candidate) => candidate.transcription_mode === mode)
      .map((candidate) => candidate.id)
      .join(", ");
    if (!model) throw invalid(location, "invalid_value", `Unknown model ${id}; GET /models lists them (${examples}).`);
    if (model.transcription_mode !== mode) {
      throw invalid(
        location,
        "invalid_value",
        `${id} is ${modeWords(model.transcription_mode)} model; this takes ${modeWords(mode)} model (${examples}).`,
      );
    }
    return model;
  }

  #createTranscription({ tenant, body }: ServiceRequest): MockResponse {
    const request = body as Record<string, unknown>;
    const fileId = stringField(request, "file_id");
    const audioUrl = stringField(request, "audio_url");
    // The engines refuse both and neither (the body's oneOf) before the service runs: this holds it anyway.
    if ((fileId === undefined) === (audioUrl === undefined)) throw exactlyOneAudioSource();
    const file = audioUrl === undefined ? this.#file(tenant, fileId) : undefined;
    const modelId = stringField(request, "model") ?? "";
    const model = this.#model(modelId, "body.model", "async");
    const unsupported = (location: string, what: string) =>
      new MockHttpError(400, "unsupported_option", `The model ${modelId} does not support ${what}.`, [
        { error_type: "unsupported", location, message: "Not supported by this model" },
      ]);
    if (request.translation !== undefined && !model.supports_translation) {
      throw unsupported("body.translation", "translation");
    }
    if (request.enable_speaker_diarization === true && !model.supports_diarization) {
      throw unsupported("body.enable_speaker_diarization", "speaker diarization");
    }
    if (contextLength(request.context) > maxContextCharacters) {
      throw invalid("body.context", "too_long", `Context must be at most ${maxContextCharacters} characters in all`);
    }
    const webhookUrl = this.#webhookUrl(stringField(request, "webhook_url"));
    if (file?.status === "expired") {
      throw new MockHttpError(409, "file_expired", "The file has expired. Upload it again to transcribe it.");
    }
    const nowMs = this.#settings.now();
    const {
      file_id: _file,
      audio_url: _audioUrl,
      webhook_url: _webhookUrl,
      model: _model,
      client_reference_id: reference,
      ...options
    } = request;
    const directive = typeof reference === "string" ? failureDirective.exec(reference) : null;
    const errorType = directive ? (directive[1] ?? "audio_decode_failed") : undefined;
    const record: TranscriptionRecord = {
      id: randomId(),
      file_id: file?.file_id ?? randomId(),
      audio_url: audioUrl,
      webhook_url: webhookUrl,
      fileMade: file !== undefined,
      model: modelId,
      created_at: iso(nowMs),
      createdMs: nowMs,
      doneAtMs: nowMs + this.#processingMs(file?.durationMs ?? 0),
      durationMs: file?.durationMs ?? 0,
      options,
      client_reference_id: typeof reference === "string" ? reference : null,
      failure: errorType
        ? {
            error_type: errorType,
            error_message: failureMessages[errorType] ?? `The transcription failed on purpose (${reference}).`,
          }
        : undefined,
      sequence: tenant.nextSequence(),
    };
    const fetching = audioUrl === undefined ? undefined : this.#audioFromUrl(tenant, record, audioUrl, nowMs);
    this.#state.addTranscription(tenant, record);
    if (fetching) void this.#fetched(tenant, record, fetching);
    return { status: 201, body: this.#transcriptionView(record, true) };
  }

  /** How long a transcription of `durationMs` of audio is processing. */
  #processingMs(durationMs: number): number {
    return Math.max(this.#settings.minProcessingMs, durationMs / this.#settings.speed);
  }

  /** The `webhook_url` of a create, when the mock may call it: loopback, or a host it was told to allow. */
  #webhookUrl(webhookUrl: string | undefined): string | undefined {
    if (webhookUrl === undefined) return undefined;
    const problem = webhookTargetProblem(webhookUrl, this.#settings.webhookHosts);
    if (problem === undefined) return webhookUrl;
    throw new MockHttpError(400, "webhook_url_not_allowed", problem, [
      {
        error_type: "not_allowed",
        location: "body.webhook_url",
        message: "Not an address this mock sends webhooks to",
      },
    ]);
  }

  /**
   * Sets a transcription from an `audio_url` on its way: from a stand-in audio made a file at once (the
   * default), failing as unreachable (a host under `.invalid`), or, for an allowed host, waiting on the fetch
   * this returns (the transcription is processing until it ends).
   */
  #audioFromUrl(
    tenant: Tenant,
    record: TranscriptionRecord,
    audioUrl: string,
    nowMs: number,
  ): Promise<AudioUrlContent | AudioUrlFailure> | undefined {
    const url = parsedUrl(audioUrl);
    if (!url) throw invalid("body.audio_url", "invalid_format", "audio_url must be an http or https URL.");
    if (isInvalidHost(url)) {
      record.failure = unreachable(url, "its host does not resolve");
      return undefined;
    }
    const { audioUrlHosts, audioUrlLimits, fetchAudioUrl } = this.#settings;
    if (mayFetch(url, audioUrlHosts)) {
      record.doneAtMs = Number.POSITIVE_INFINITY;
      return fetchAudio(url, audioUrlLimits, maxAudioMs, fetchAudioUrl, this.#state, tenant);
    }
    this.#fileOfAudio(tenant, record, url, standInAudio(this.#settings.script), nowMs);
    return undefined;
  }

  /** Makes the file of a transcription's `audio_url` (its id given at create), and times the transcription by it. */
  #fileOfAudio(tenant: Tenant, record: TranscriptionRecord, url: URL, audio: AudioUrlContent, nowMs: number): void {
    this.#state.addFile({
      file_id: record.file_id,
      status: "uploaded",
      filename: fileNameOf(url),
      size: audio.size,
      created_at: iso(nowMs),
      client_reference_id: null,
      contentType: audio.contentType,
      durationMs: audio.durationMs,
      bytes: audio.chunks,
      sequence: tenant.nextSequence(),
      owner: tenant,
    });
    record.fileMade = true;
    record.durationMs = audio.durationMs;
    record.doneAtMs = nowMs + this.#processingMs(audio.durationMs);
  }

  /** Ends the wait on an allowed `audio_url`'s fetch: the file made and the transcription timed, or failed. */
  async #fetched(
    tenant: Tenant,
    record: TranscriptionRecord,
    fetching: Promise<AudioUrlContent | AudioUrlFailure>,
  ): Promise<void> {
    const fetched = await fetching;
    const nowMs = this.#settings.now();
    if ("error_type" in fetched) {
      record.failure = fetched;
      record.doneAtMs = nowMs;
    } else {
      this.#fileOfAudio(tenant, record, new URL(record.audio_url ?? ""), fetched, nowMs);
    }
    this.#state.transcriptionScheduled(tenant, record);
  }

  #fileContent({ tenant, path }: ServiceRequest): MockResponse {
    const file = this.#file(tenant, path.file_id);
    if (!file.bytes) {
      throw new MockHttpError(409, "file_expired", "The file has expired and its content is gone. Upload it again.");
    }
    return {
      status: 200,
      headers: {
        "content-type": "application/octet-stream",
        "content-disposition": attachmentDisposition(file.filename),
      },
      body: binaryStandIn,
      bytes: file.bytes,
    };
  }

  #captions({ tenant, path, query, accept }: ServiceRequest): MockResponse {
    const record = this.#transcription(tenant, path.transcription_id);
    const status = this.#statusOf(record);
    if (status !== "completed") {
      throw new MockHttpError(
        409,
        "transcription_invalid_state",
        status === "processing"
          ? "The transcription is processing; it has captions once it is completed."
          : "The transcription failed; it has no captions.",
      );
    }
    // `format` wins over Accept; negotiation.ts already made it the media type asked for.
    const format: CaptionFormat =
      query.format === "srt" || (query.format === undefined && accept === formatMediaTypes.srt) ? "srt" : "vtt";
    return {
      status: 200,
      headers: { "content-type": formatMediaTypes[format] ?? "text/vtt" },
      body: captionsFromTokens(this.#tokensOf(record), { format }),
    };
  }

  #statusOf(record: TranscriptionRecord): Transcription["status"] {
    if (this.#settings.now() < record.doneAtMs) return "processing";
    return record.failure ? "error" : "completed";
  }

  #tokensOf(record: TranscriptionRecord): Token[] {
    let tokens = this.#transcripts.get(record);
    if (!tokens) {
      tokens = transcribeWhole(this.#settings.script, record.options, record.durationMs);
      this.#transcripts.set(record, tokens);
    }
    return tokens;
  }

  #transcriptionView(record: TranscriptionRecord, withTokens: boolean): Transcription {
    const nowMs = this.#settings.now();
    const view: Transcription = {
      id: record.id,
      status: this.#statusOf(record),
      file_id: record.file_id,
      ...(record.audio_url !== undefined ? { audio_url: record.audio_url } : {}),
      ...(record.webhook_url !== undefined ? { webhook_url: record.webhook_url } : {}),
      model: record.model,
      created_at: record.created_at,
      enable_speaker_diarization: record.options.enable_speaker_diarization === true,
      enable_language_identification: record.options.enable_language_identification === true,
      client_reference_id: record.client_reference_id,
    };
    for (const name of ["enable_streaming", "language_hints", "translation", "context"] as const) {
      if (record.options[name] !== undefined) Object.assign(view, { [name]: record.options[name] });
    }
    if (view.status === "error" && record.failure) return { ...view, ...record.failure };
    // Unknown while an `audio_url` is being fetched.
    if (record.doneAtMs !== Number.POSITIVE_INFINITY) view.duration_ms = Math.round(record.durationMs * 10) / 10;
    if (view.status === "completed") {
      const tokens = this.#tokensOf(record);
      view.text = transcriptText(tokens);
      if (withTokens) view.tokens = tokens;
    } else if (withTokens && record.options.enable_streaming !== false) {
      // With enable_streaming (the default), a processing transcription carries the tokens final so far.
      const progress = (nowMs - record.createdMs) / (record.doneAtMs - record.createdMs);
      const heardMs = record.durationMs * progress;
      view.tokens = this.#tokensOf(record).filter((token) => token.end_ms !== undefined && token.end_ms <= heardMs);
    }
    return view;
  }

  #listTranscriptions({ tenant, query }: ServiceRequest): MockResponse {
    const page = this.#cursors.page(
      "transcriptions",
      tenant.apiKey,
      tenant.transcriptions.values(),
      this.#limitOf(query),
      this.#cursorOf(query),
    );
    return {
      status: 200,
      body: {
        transcriptions: page.items.map((record) => this.#transcriptionView(record, false)),
        next_page_cursor: page.nextCursor,
      },
    };
  }

  #deleteTranscription({ tenant, path }: ServiceRequest): MockResponse {
    const record = this.#transcription(tenant, path.transcription_id);
    if (this.#settings.now() < record.doneAtMs) {
      throw new MockHttpError(
        409,
        "transcription_invalid_state",
        "The transcription is processing and cannot be deleted yet.",
      );
    }
    tenant.transcriptions.delete(record.id);
    return { status: 204 };
  }

  #createTemporaryKey({ tenant, body }: ServiceRequest): MockResponse {
    const request = body as { expires_in_seconds: number; single_use?: boolean };
    const nowMs = this.#settings.now();
    const expiresAtMs = nowMs + request.expires_in_seconds * 1000;
    const apiKey = `tmp_${base64url(randomBytes(24))}`;
    this.#state.addTemporaryKey(
      tenant,
      apiKey,
      { owner: tenant.apiKey, expiresAtMs, singleUse: request.single_use === true, used: false },
      nowMs,
    );
    return { status: 201, body: { api_key: apiKey, expires_at: iso(expiresAtMs) } };
  }
}
