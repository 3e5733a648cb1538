// The stateful service behind the HTTP mock: each operation of the contract as the service would answer it,
// over what each API key has made. Prism checks every answer against the contract (../../node/prism-engine.ts);
// an operation added to the spec without a handler here is answered from its examples.
import type { Model, Transcription } from "stt-service";
import type { Token } from "stt-service/shared-runtime";
import type { MockScript } from "../../generated/realtime/mock-script.js";
import { base64url, randomBytes, randomId } from "../portable.js";
import { hasControlCharacters } from "../text.js";
import { transcribeWhole, transcriptText } from "../transcriber.js";
import { Cursors } from "./pages.js";
import { invalid, MockHttpError, type MockResponse } from "./responses.js";
import type { MockState, StoredFile, Tenant, TranscriptionRecord } from "./state.js";
import type { ReceivedUpload } from "./upload.js";

export interface ServiceSettings {
  script: MockScript;
  models: readonly Model[];
  /** How many times faster than the audio plays a transcription completes. */
  speed: number;
  /** The shortest processing time, so that a UI sees `processing` at least once. */
  minProcessingMs: number;
  now(): number;
}

export interface ServiceRequest {
  operationId: string;
  tenant: Tenant;
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  body: unknown;
  upload: ReceivedUpload | undefined;
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
    listModels: () => ({ status: 200, body: { models: this.#settings.models } }),
    createTemporaryApiKey: (request) => this.#createTemporaryKey(request),
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
    const file = this.#file(tenant, stringField(request, "file_id"));
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
    if (file.status === "expired") {
      throw new MockHttpError(409, "file_expired", "The file has expired. Upload it again to transcribe it.");
    }
    const nowMs = this.#settings.now();
    const { file_id: _file, model: _model, client_reference_id: reference, ...options } = request;
    const processingMs = Math.max(this.#settings.minProcessingMs, file.durationMs / this.#settings.speed);
    const directive = typeof reference === "string" ? failureDirective.exec(reference) : null;
    const errorType = directive ? (directive[1] ?? "audio_decode_failed") : undefined;
    const record: TranscriptionRecord = {
      id: randomId(),
      file_id: file.file_id,
      model: modelId,
      created_at: iso(nowMs),
      createdMs: nowMs,
      doneAtMs: nowMs + processingMs,
      durationMs: file.durationMs,
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
    this.#state.addTranscription(tenant, record);
    return { status: 201, body: this.#transcriptionView(record, true) };
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
    const done = nowMs >= record.doneAtMs;
    const view: Transcription = {
      id: record.id,
      status: !done ? "processing" : record.failure ? "error" : "completed",
      file_id: record.file_id,
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
    view.duration_ms = Math.round(record.durationMs * 10) / 10;
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
