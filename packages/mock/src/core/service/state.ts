// What the stateful mock remembers, per API key: files (with their bytes, in a bounded store), transcriptions,
// idempotency keys, temporary keys minted for streams, and a rate-limit window. Every store has a stated
// bound, so a mock that runs for days, or a client that floods it, cannot grow without end; the keys' states
// themselves are bounded too (the least recently used key is forgotten first), and where one key's use could
// push out another's data (temporary keys), the bound is per key.
import { MockHttpError, type MockResponse } from "./responses.js";
import type { WebhookSecrets } from "./webhook-secrets.js";

export interface StoredFile {
  file_id: string;
  status: "uploaded" | "expired";
  filename: string;
  size: number;
  created_at: string;
  client_reference_id: string | null;
  contentType: string;
  durationMs: number;
  /** The uploaded bytes; dropped when the store evicts the file (it then expires). */
  bytes: Uint8Array[] | undefined;
  sequence: number;
  owner: Tenant;
}

export interface TranscriptionRecord {
  id: string;
  /** For one created from an `audio_url`, the file made of its audio (made once the audio is at hand). */
  file_id: string;
  /** The address the audio was named by, for one created from an `audio_url`. */
  audio_url: string | undefined;
  /** Where `transcription.completed` or `.failed` is sent when it ends (checked at create). */
  webhook_url: string | undefined;
  /**
   * Whether the file `file_id` names was made: false while an allowed `audio_url` is being fetched, and for
   * good when the fetch failed (a webhook's `data.file_id` is then null).
   */
  fileMade: boolean;
  model: string;
  created_at: string;
  createdMs: number;
  /**
   * When processing ends, ms since the epoch; Infinity while an `audio_url` is being fetched. Each time it is
   * set after create, MockState's transcription watchers are told.
   */
  doneAtMs: number;
  durationMs: number;
  /** The request's options, as sent (without file_id, audio_url, webhook_url, model and client_reference_id). */
  options: Record<string, unknown>;
  client_reference_id: string | null;
  /** Set when the transcription ends in `error`. */
  failure: { error_type: string; error_message: string } | undefined;
  sequence: number;
}

/** Told of a transcription made, or whose end moved: `record.doneAtMs` is when it ends, `record.failure` how. */
export type TranscriptionWatcher = (tenant: Tenant, record: TranscriptionRecord) => void;

export interface IdempotencyEntry {
  fingerprint: string;
  expiresAtMs: number;
  /** Undefined while the first request is being handled. */
  response: MockResponse | undefined;
}

export interface TemporaryKey {
  owner: string;
  expiresAtMs: number;
  singleUse: boolean;
  used: boolean;
}

/** Bounds of what the stateful HTTP mock remembers, so that a long test run cannot grow it without end. */
export interface StateLimits {
  /**
   * Bytes of uploads kept, all keys together; past it the oldest files of the key holding the most expire
   * (their bytes are dropped). Uploads still arriving have a bound of the same size of their own.
   */
  maxStoredBytes: number;
  /** Files remembered, all keys together; past it the oldest are forgotten. */
  maxFiles: number;
  /** Transcriptions remembered per key; past it the oldest are forgotten. */
  maxTranscriptionsPerKey: number;
  /** Idempotency keys remembered per key (each for 24 h); past it the oldest are forgotten. */
  maxIdempotencyKeysPerKey: number;
  /** Temporary keys remembered per key; past it that key's expired and used ones go first, then its oldest. */
  maxTemporaryKeysPerKey: number;
  /** API keys whose state is remembered; past it the least recently used key's state is forgotten. */
  maxKeyStates: number;
}

export const defaultStateLimits: StateLimits = {
  maxStoredBytes: 1024 ** 3,
  maxFiles: 100_000,
  maxTranscriptionsPerKey: 100_000,
  maxIdempotencyKeysPerKey: 10_000,
  maxTemporaryKeysPerKey: 100,
  maxKeyStates: 1_000,
};

/** Everything one API key has made: no other key sees it. */
export class Tenant {
  constructor(readonly apiKey: string) {}

  readonly files = new Map<string, StoredFile>();
  readonly transcriptions = new Map<string, TranscriptionRecord>();
  readonly idempotency = new Map<string, IdempotencyEntry>();
  /** The temporary keys this key minted, oldest first. */
  readonly temporaryKeys = new Map<string, TemporaryKey>();
  /** Set once the state is forgotten (reset or evicted): what a request still in flight adds is not kept. */
  forgotten = false;
  /** Orders items newest first in lists: ids are random, sequence numbers are not. */
  #sequence = 0;
  rateWindow = { startMs: 0, count: 0 };
  /** Uploads of this key whose bodies are still arriving. */
  uploadsArriving = 0;
  /** Bytes of this key's files still held (not expired). */
  storedBytes = 0;
  /** Bytes of this key's uploads that have arrived so far, of uploads not finished: part of its holding. */
  arrivingBytes = 0;
  /** The webhook signing secrets, made on first use (webhook-secrets.ts). */
  webhookSecrets: WebhookSecrets | undefined;

  nextSequence(): number {
    this.#sequence += 1;
    return this.#sequence;
  }
}

/**
 * An upload whose body is arriving. Its bytes are its key's holding until it ends; the store may refuse it
 * while it arrives (when its key holds the most bytes still arriving), which aborts `signal` with the answer.
 */
export class ArrivingUpload {
  bytes = 0;
  readonly #controller = new AbortController();

  /** `owner` is undefined for an upload answered from the examples: it holds bytes, but no state. */
  constructor(readonly owner: Tenant | undefined) {}

  /** Aborted, with the MockHttpError to answer, when the store refuses this upload. */
  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  refuse(error: MockHttpError): void {
    this.#controller.abort(error);
  }
}

export class MockState {
  readonly limits: StateLimits;
  readonly #tenants = new Map<string, Tenant>();
  /** Every remembered file, oldest first, whichever key owns it. */
  readonly #files = new Set<StoredFile>();
  readonly #temporaryKeys = new Map<string, TemporaryKey>();
  #storedBytes = 0;
  /** Uploads still arriving, and their bytes so far: bounded by `maxStoredBytes` of their own. */
  readonly #arriving = new Set<ArrivingUpload>();
  #arrivingBytes = 0;

  readonly #transcriptionWatchers = new Set<TranscriptionWatcher>();

  constructor(limits: Partial<StateLimits> = {}) {
    this.limits = { ...defaultStateLimits, ...limits };
  }

  /**
   * Calls `watcher` with each transcription made, and again each time its end moves (an `audio_url`'s audio
   * fetched, or its fetch failed): what the webhook deliveries wait on. Returns the way to stop watching.
   */
  watchTranscriptions(watcher: TranscriptionWatcher): () => void {
    this.#transcriptionWatchers.add(watcher);
    return () => this.#transcriptionWatchers.delete(watcher);
  }

  /** Tells the watchers that a transcription's end (`doneAtMs`, `failure`) was set. */
  transcriptionScheduled(tenant: Tenant, record: TranscriptionRecord): void {
    if (tenant.forgotten || tenant.transcriptions.get(record.id) !== record) return;
    for (const watcher of this.#transcriptionWatchers) watcher(tenant, record);
  }

  /**
   * The state of a key that passed the key check, made on first use. A Map keeps insertion order, so moving
   * a key to the end on each use keeps the least recently used first: past `maxKeyStates`, it is forgotten.
   */
  tenant(apiKey: string): Tenant {
    let tenant = this.#tenants.get(apiKey);
    if (tenant) {
      this.#tenants.delete(apiKey);
    } else {
      tenant = new Tenant(apiKey);
      while (this.#tenants.size >= this.limits.maxKeyStates) {
        this.#forget(this.#tenants.values().next().value as Tenant);
      }
    }
    this.#tenants.set(apiKey, tenant);
    return tenant;
  }

  /** The state of a key if the mock holds one; makes none and does not count as a use. */
  peekTenant(apiKey: string): Tenant | undefined {
    return this.#tenants.get(apiKey);
  }

  /** How many keys' states are held (at most `maxKeyStates`). */
  get keyStateCount(): number {
    return this.#tenants.size;
  }

  /** How many temporary keys are remembered, all keys together. */
  get temporaryKeyCount(): number {
    return this.#temporaryKeys.size;
  }

  #forget(tenant: Tenant): void {
    tenant.forgotten = true;
    for (const file of [...tenant.files.values()]) this.removeFile(file);
    for (const key of tenant.temporaryKeys.keys()) this.#temporaryKeys.delete(key);
    tenant.temporaryKeys.clear();
    this.#tenants.delete(tenant.apiKey);
  }

  get storedBytes(): number {
    return this.#storedBytes;
  }

  /** Bytes of uploads still arriving. */
  get arrivingBytes(): number {
    return this.#arrivingBytes;
  }

  get fileCount(): number {
    return this.#files.size;
  }

  /** Starts counting an upload's bytes as its key's; `endUpload` stops (whichever way the upload ends). */
  beginUpload(owner: Tenant | undefined): ArrivingUpload {
    const upload = new ArrivingUpload(owner);
    this.#arriving.add(upload);
    return upload;
  }

  /**
   * Takes room for `bytes` more of an arriving upload. Uploads still arriving never expire a stored file
   * (bytes a client may never finish sending must not cost another key its data): they have a bound of
   * their own, and when it is full the key with the most bytes arriving pays. If that is this upload's key,
   * this upload is refused (the MockHttpError thrown); otherwise that key's largest upload is refused (its
   * signal aborts with the answer) and its bytes are released at once.
   */
  reserveArriving(upload: ArrivingUpload, bytes: number): void {
    const max = this.limits.maxStoredBytes;
    if (upload.bytes + bytes > max) {
      throw new MockHttpError(
        413,
        "file_too_large",
        `The file is larger than this mock's upload store (${max} bytes; --store-mb, start option stateLimits.maxStoredBytes).`,
      );
    }
    while (this.#arrivingBytes + bytes > max) {
      const largest = this.#largestArriving(upload, bytes);
      if (largest === undefined) {
        throw new MockHttpError(
          503,
          "service_unavailable",
          "The mock's upload store is full of uploads still arriving, and yours holds the most of them. Retry after 1 second.",
          undefined,
          { "retry-after": "1" },
        );
      }
      this.endUpload(largest);
      largest.refuse(
        new MockHttpError(
          503,
          "service_unavailable",
          "The mock's upload store is full of uploads still arriving, and this key's hold the most: this one was refused to make room. Retry after 1 second.",
          undefined,
          { "retry-after": "1" },
        ),
      );
    }
    upload.bytes += bytes;
    if (upload.owner) upload.owner.arrivingBytes += bytes;
    this.#arrivingBytes += bytes;
  }

  /** Releases what an upload held while it arrived, at once; once per upload, however it ended. */
  endUpload(upload: ArrivingUpload): void {
    if (!this.#arriving.delete(upload)) return;
    if (upload.owner) upload.owner.arrivingBytes -= upload.bytes;
    this.#arrivingBytes -= upload.bytes;
  }

  /**
   * The largest upload of the key holding more bytes arriving than `upload`'s key would with `bytes` more,
   * or undefined when no key does (ties go against `upload`: the one asking for room pays first). An upload
   * without a key is a holder of its own.
   */
  #largestArriving(upload: ArrivingUpload, bytes: number): ArrivingUpload | undefined {
    const holdings = new Map<Tenant | ArrivingUpload, { bytes: number; largest: ArrivingUpload }>();
    for (const arriving of this.#arriving) {
      const holder = arriving.owner ?? arriving;
      const holding = holdings.get(holder);
      if (!holding) holdings.set(holder, { bytes: arriving.bytes, largest: arriving });
      else {
        holding.bytes += arriving.bytes;
        if (arriving.bytes > holding.largest.bytes) holding.largest = arriving;
      }
    }
    const own = upload.owner ?? upload;
    let payer = {
      bytes: (holdings.get(own)?.bytes ?? upload.bytes) + bytes,
      largest: undefined as ArrivingUpload | undefined,
    };
    for (const [holder, holding] of holdings) {
      if (holder !== own && holding.bytes > payer.bytes && holding.largest.bytes > 0) payer = holding;
    }
    return payer.largest;
  }

  addFile(file: StoredFile): void {
    // The key's state was forgotten while its upload arrived: nothing of it is kept, as after a reset.
    if (file.owner.forgotten) return;
    file.owner.files.set(file.file_id, file);
    this.#files.add(file);
    this.#storedBytes += file.size;
    file.owner.storedBytes += file.size;
    this.#evictUntilFits(file);
    while (this.#files.size > this.limits.maxFiles) {
      // The key holding the most files gives up its oldest: one key's uploads push out its own first.
      const oldest = this.#largest((tenant) => tenant.files.size)
        ?.files.values()
        .next().value;
      this.removeFile(oldest ?? (this.#files.values().next().value as StoredFile));
    }
  }

  removeFile(file: StoredFile): void {
    file.owner.files.delete(file.file_id);
    if (this.#files.delete(file) && file.bytes) {
      this.#storedBytes -= file.size;
      file.owner.storedBytes -= file.size;
    }
    file.bytes = undefined;
  }

  /** The key with the most of something (at most `maxKeyStates` to look through). */
  #largest(measure: (tenant: Tenant) => number): Tenant | undefined {
    let largest: Tenant | undefined;
    for (const tenant of this.#tenants.values()) {
      if (measure(tenant) > 0 && (!largest || measure(tenant) > measure(largest))) largest = tenant;
    }
    return largest;
  }

  /**
   * Expires files until the stored bytes fit, for `added`, a file whose upload has finished (it is never
   * one of them). The key holding the most, counting its bytes still arriving, gives up its oldest file: a
   * key filling the store expires its own files before anyone else's.
   */
  #evictUntilFits(added: StoredFile): void {
    while (this.#storedBytes > this.limits.maxStoredBytes) {
      const evictable = (tenant: Tenant) => tenant.storedBytes - (tenant === added.owner ? added.size : 0);
      const owner = this.#largest((tenant) => (evictable(tenant) > 0 ? tenant.storedBytes + tenant.arrivingBytes : 0));
      let victim: StoredFile | undefined;
      for (const file of owner?.files.values() ?? []) {
        if (file.bytes && file !== added) {
          victim = file;
          break;
        }
      }
      if (!victim) return;
      // As the service does past retention: the file stays listed, as `expired`, and cannot be transcribed.
      victim.bytes = undefined;
      victim.status = "expired";
      this.#storedBytes -= victim.size;
      victim.owner.storedBytes -= victim.size;
    }
  }

  addTranscription(tenant: Tenant, record: TranscriptionRecord): void {
    if (tenant.forgotten) return;
    tenant.transcriptions.set(record.id, record);
    while (tenant.transcriptions.size > this.limits.maxTranscriptionsPerKey) {
      const oldest = tenant.transcriptions.keys().next().value as string;
      tenant.transcriptions.delete(oldest);
    }
    this.transcriptionScheduled(tenant, record);
  }

  rememberIdempotency(tenant: Tenant, key: string, entry: IdempotencyEntry, nowMs: number): void {
    tenant.idempotency.set(key, entry);
    for (const [oldKey, old] of tenant.idempotency) {
      if (tenant.idempotency.size <= this.limits.maxIdempotencyKeysPerKey && old.expiresAtMs > nowMs) break;
      tenant.idempotency.delete(oldKey);
    }
  }

  /** Remembers a temporary key among its owner's: a key minting many pushes out only its own. */
  addTemporaryKey(owner: Tenant, key: string, temporary: TemporaryKey, nowMs: number): void {
    if (owner.forgotten) return;
    for (const [oldKey, old] of owner.temporaryKeys) {
      if (old.expiresAtMs <= nowMs || (old.singleUse && old.used)) {
        owner.temporaryKeys.delete(oldKey);
        this.#temporaryKeys.delete(oldKey);
      }
    }
    while (owner.temporaryKeys.size >= this.limits.maxTemporaryKeysPerKey) {
      const oldest = owner.temporaryKeys.keys().next().value as string;
      owner.temporaryKeys.delete(oldest);
      this.#temporaryKeys.delete(oldest);
    }
    owner.temporaryKeys.set(key, temporary);
    this.#temporaryKeys.set(key, temporary);
  }

  temporaryKey(key: string): TemporaryKey | undefined {
    const temporary = this.#temporaryKeys.get(key);
    // A temporary key's use is its owner's: the owner's state, which holds the key, stays recent.
    const owner = temporary && this.#tenants.get(temporary.owner);
    if (owner) {
      this.#tenants.delete(owner.apiKey);
      this.#tenants.set(owner.apiKey, owner);
    }
    return temporary;
  }

  /** Forgets what one key made, or everything. */
  reset(apiKey?: string): void {
    const tenants = apiKey === undefined ? [...this.#tenants.values()] : [this.#tenants.get(apiKey)];
    for (const tenant of tenants) if (tenant) this.#forget(tenant);
  }
}
