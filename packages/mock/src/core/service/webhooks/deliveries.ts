// The mock's webhook deliveries: when a transcription created with a `webhook_url` ends (the mock computes its
// end, `doneAtMs`, when it is created, and its status lazily when read), one event is POSTed to that address,
// signed with every secret of the key that still signs (signing.ts), and tried again on a non-2xx answer, a
// network error or no answer within 15 s, on the spec's schedule (scaled by `retryScale` for tests), with the
// same `webhook-id`, at most six times; a redirect is never followed. What was sent, and how each attempt
// went, is kept for tests (GET /__mock/webhooks, the `onWebhookDelivery` event), within bounds: a receiver
// that hangs holds at most `maxConcurrentPerKey` of the `maxConcurrent` attempts at once (so one key's hung
// receiver never stalls another key's deliveries) and each for 15 s, and a flood of creates pushes
// out the flooding key's oldest deliveries first. Timers are unref'd where the platform has it (Node), so a
// delivery waiting never keeps a test's process alive, and reset/close clear them.
import type { TranscriptionCompletedEvent, TranscriptionFailedEvent } from "stt-service";
import type { MockState, Tenant, TranscriptionRecord } from "../state.js";
import { signingSecrets } from "../webhook-secrets.js";
import { newWebhookId, webhookSignature } from "./signing.js";
import { webhookTargetProblem } from "./targets.js";

/** The spec's schedule: after the first attempt, tries again after 5 s, 30 s, 2 min, 10 min and 45 min. */
export const webhookRetryDelaysMs: readonly number[] = [5_000, 30_000, 120_000, 600_000, 2_700_000];
/** The first attempt and its five retries. */
export const maxWebhookAttempts = webhookRetryDelaysMs.length + 1;

/** The body of a delivery: one of the spec's webhook events, told apart by `type`. */
export type WebhookEvent = TranscriptionCompletedEvent | TranscriptionFailedEvent;

/** One POST of a delivery, as tests see it. */
export interface WebhookAttempt {
  /** 1 for the first. */
  attempt: number;
  /** When it was sent, by the real clock (a receiver checks `webhook_timestamp` against its own). */
  attempted_at: string;
  /** The headers it carried (signatures, not secrets): with the key's secret, a test can check them. */
  webhook_timestamp: string;
  webhook_signature: string;
  /** The receiver's status, or null when none came (a network error, the 15 s timeout). */
  status_code: number | null;
  /** Why the attempt failed, or null when the receiver answered 2xx. */
  error: string | null;
  duration_ms: number;
}

/**
 * One event's delivery: `scheduled` until its transcription ends, `sending` while an attempt is under way or
 * waits for a free slot, `retrying` between attempts, then `delivered` (a 2xx) or `failed` (six attempts, or a
 * target not allowed).
 */
export interface WebhookDelivery {
  webhook_id: string;
  transcription_id: string;
  webhook_url: string;
  status: "scheduled" | "sending" | "retrying" | "delivered" | "failed";
  /** The event sent (null until the transcription ends). */
  event: WebhookEvent | null;
  /** The body exactly as sent and signed (null until the transcription ends). */
  body: string | null;
  attempts: WebhookAttempt[];
  /** When the next attempt is due, while `retrying`. */
  next_attempt_at: string | null;
}

export interface WebhookSettings {
  /** The mock's clock (ms since the epoch): transcriptions end by it. */
  now(): number;
  /** The secrets that sign a key's webhooks now: the current one, and the previous while it still signs. */
  secretsOf(tenant: Tenant, nowMs: number): readonly string[];
  /** The attempt's `webhook-timestamp` clock, ms since the epoch: the real one, as a receiver's is. */
  wallClock(): number;
  /** Hosts besides loopback the mock may send webhooks to (see targets.ts). */
  allowedHosts: readonly string[];
  /** Multiplies the retry schedule: 1 is the spec's, 0.001 turns 5 s into 5 ms for a test. */
  retryScale: number;
  /** How long an attempt may wait for the receiver's answer. */
  attemptTimeoutMs: number;
  /** Attempts under way at once; more wait their turn. */
  maxConcurrent: number;
  /** Attempts of one key under way at once: the slots its receivers can hold while others wait. */
  maxConcurrentPerKey: number;
  /** Deliveries remembered per key; past it the key's oldest is forgotten (and not sent if still pending). */
  maxDeliveriesPerKey: number;
  /** Deliveries remembered in all; past it the key holding the most (on a tie, the one adding) forgets its oldest. */
  maxDeliveries: number;
  /** How a delivery is sent: the platform's fetch, or one around it (MSW's bypass). */
  fetch(url: string, init: RequestInit): Promise<Response>;
  /** Called after each attempt (and when a delivery fails for good), with a copy of the delivery. */
  onDelivery?: (delivery: WebhookDelivery) => void;
  onLog?: (line: string) => void;
}

export const defaultWebhookSettings = {
  secretsOf: signingSecrets,
  wallClock: Date.now,
  retryScale: 1,
  attemptTimeoutMs: 15_000,
  maxConcurrent: 8,
  maxConcurrentPerKey: 2,
  maxDeliveriesPerKey: 100,
  maxDeliveries: 1_000,
} as const;

type Timer = ReturnType<typeof setTimeout>;

/** A delivery with what the engine holds for it. */
interface Delivery {
  tenant: Tenant;
  record: TranscriptionRecord;
  view: WebhookDelivery;
  timer: Timer | undefined;
  /** Aborts the attempt under way. */
  controller: AbortController | undefined;
  forgotten: boolean;
}

function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** The longest wait between two looks at a clock that has not reached a transcription's end yet. */
const longestRecheckMs = 1_000;

/** setTimeout's longest wait (2^31-1 ms, about 24.8 days): a longer one would fire at once. */
const longestTimerMs = 2 ** 31 - 1;

/** A timer that never keeps a Node process alive (a browser's has no `unref`, and needs none). */
function unrefTimer(callback: () => void, delayMs: number): Timer {
  const timer = setTimeout(callback, Math.min(Math.max(0, delayMs), longestTimerMs));
  (timer as { unref?: () => void }).unref?.();
  return timer;
}

function copyOf(view: WebhookDelivery): WebhookDelivery {
  return { ...view, attempts: view.attempts.map((attempt) => ({ ...attempt })) };
}

export class WebhookDeliveries {
  readonly #settings: WebhookSettings;
  /** Every delivery remembered, oldest first. */
  readonly #deliveries = new Set<Delivery>();
  /** The delivery of each transcription followed. */
  readonly #byRecord = new WeakMap<TranscriptionRecord, Delivery>();
  /** Deliveries whose transcription has not ended yet. */
  readonly #scheduled = new Set<Delivery>();
  /** Deliveries waiting for a free slot, in turn. */
  readonly #waiting: Delivery[] = [];
  #sending = 0;
  /** Attempts under way, by key. */
  readonly #sendingByKey = new Map<Tenant, number>();
  #closed = false;
  readonly #unwatch: () => void;

  /** Deliveries for the transcriptions `state` makes (it tells of each made, and of each whose end moved). */
  constructor(state: MockState, settings: WebhookSettings) {
    if (!(Number.isFinite(settings.retryScale) && settings.retryScale >= 0)) {
      throw new RangeError(
        `webhookRetryScale must be a number from 0 up (1 is the spec's schedule), not ${settings.retryScale}.`,
      );
    }
    this.#settings = settings;
    this.#unwatch = state.watchTranscriptions((tenant, record) => this.#follow(tenant, record));
  }

  /**
   * Follows a transcription just created, or whose end moved (MockState's transcription watchers): one with
   * a `webhook_url` gets a delivery, sent when it ends.
   */
  #follow(tenant: Tenant, record: TranscriptionRecord): void {
    const url = record.webhook_url;
    if (url === undefined || this.#closed || tenant.forgotten) return;
    const known = this.#byRecord.get(record);
    if (known) {
      if (this.#scheduled.has(known)) {
        if (known.timer !== undefined) clearTimeout(known.timer);
        known.timer = undefined;
        this.#waitForEnd(known);
      }
      return;
    }
    const delivery: Delivery = {
      tenant,
      record,
      view: {
        webhook_id: newWebhookId(),
        transcription_id: record.id,
        webhook_url: url,
        status: "scheduled",
        event: null,
        body: null,
        attempts: [],
        next_attempt_at: null,
      },
      timer: undefined,
      controller: undefined,
      forgotten: false,
    };
    this.#deliveries.add(delivery);
    this.#byRecord.set(record, delivery);
    this.#scheduled.add(delivery);
    this.#bound(tenant);
    if (!delivery.forgotten) this.#waitForEnd(delivery);
  }

  /**
   * Starts the deliveries of transcriptions that have ended by the mock's clock. Timers start them in real
   * time; this is for a clock a test moves by hand, called as each request arrives, so that a delivery is
   * under way by the time a client can see its transcription ended.
   */
  startDue(): void {
    const nowMs = this.#settings.now();
    for (const delivery of this.#scheduled) {
      if (nowMs >= delivery.record.doneAtMs) this.#end(delivery);
    }
  }

  /** The deliveries of a key, oldest first: copies, without secrets. */
  list(tenant: Tenant | undefined): WebhookDelivery[] {
    const out: WebhookDelivery[] = [];
    for (const delivery of this.#deliveries) if (delivery.tenant === tenant) out.push(copyOf(delivery.view));
    return out;
  }

  /** Forgets the deliveries of one key (by its API key), or all; what was pending is not sent. */
  reset(apiKey?: string): void {
    for (const delivery of [...this.#deliveries]) {
      if (apiKey === undefined || delivery.tenant.apiKey === apiKey) this.#forget(delivery);
    }
  }

  /** Forgets everything and sends nothing more. */
  close(): void {
    this.#closed = true;
    this.#unwatch();
    this.reset();
  }

  /** Deliveries remembered, all keys together (at most `maxDeliveries`). */
  get size(): number {
    return this.#deliveries.size;
  }

  #log(line: string): void {
    this.#settings.onLog?.(line);
  }

  /** Keeps the bounds, the key that just added one paying first. */
  #bound(tenant: Tenant): void {
    const counts = new Map<Tenant, { count: number; oldest: Delivery }>();
    for (const delivery of this.#deliveries) {
      const held = counts.get(delivery.tenant);
      if (held) held.count += 1;
      else counts.set(delivery.tenant, { count: 1, oldest: delivery });
    }
    const own = counts.get(tenant);
    if (own && own.count > this.#settings.maxDeliveriesPerKey) this.#drop(own.oldest);
    if (this.#deliveries.size <= this.#settings.maxDeliveries) return;
    let largest = own;
    for (const held of counts.values()) if (!largest || held.count > largest.count) largest = held;
    if (largest) this.#drop(largest.oldest);
  }

  #drop(delivery: Delivery): void {
    const pending = delivery.view.status !== "delivered" && delivery.view.status !== "failed";
    if (pending) {
      this.#log(
        `webhook ${delivery.view.webhook_id} forgotten before it was delivered: the mock keeps ${this.#settings.maxDeliveriesPerKey} deliveries per key and ${this.#settings.maxDeliveries} in all`,
      );
    }
    this.#forget(delivery);
  }

  #forget(delivery: Delivery): void {
    delivery.forgotten = true;
    if (delivery.timer !== undefined) clearTimeout(delivery.timer);
    delivery.timer = undefined;
    delivery.controller?.abort(new Error("The delivery was forgotten (reset)."));
    this.#deliveries.delete(delivery);
    this.#scheduled.delete(delivery);
    const waiting = this.#waiting.indexOf(delivery);
    if (waiting >= 0) this.#waiting.splice(waiting, 1);
  }

  /**
   * A timer at the transcription's end, checked against the mock's clock when it fires. The clock can still
   * read short of the end then: Node counts a timer from the time its loop turn began, so a timer set late in
   * a busy turn fires early by the wall clock; a coarse clock (a browser's reduced-precision one) lags; a
   * clock a test moves by hand has not moved (`startDue` starts the delivery the moment it does). So the
   * timer waits again for what is left, each wait at least twice the last up to a second, so that none of
   * these spins and none of them strands the delivery.
   */
  #waitForEnd(delivery: Delivery, lastWaitMs = 0): void {
    const leftMs = delivery.record.doneAtMs - this.#settings.now();
    if (leftMs <= 0) {
      this.#end(delivery);
      return;
    }
    // No end yet: an audio_url's audio still being fetched (the watchers call again when it is set).
    if (!Number.isFinite(leftMs)) return;
    const waitMs = Math.max(leftMs, Math.min(lastWaitMs * 2, longestRecheckMs));
    delivery.timer = unrefTimer(() => {
      delivery.timer = undefined;
      if (!delivery.forgotten && this.#scheduled.has(delivery)) this.#waitForEnd(delivery, waitMs);
    }, waitMs);
  }

  /** The transcription ended: its event is made, once, and its first attempt queued. */
  #end(delivery: Delivery): void {
    if (!this.#scheduled.delete(delivery) || delivery.forgotten) return;
    if (delivery.timer !== undefined) clearTimeout(delivery.timer);
    delivery.timer = undefined;
    const { record } = delivery;
    const data = {
      id: record.id,
      status: record.failure ? ("error" as const) : ("completed" as const),
      file_id: record.fileMade ? record.file_id : null,
      ...(record.audio_url !== undefined ? { audio_url: record.audio_url } : {}),
      client_reference_id: record.client_reference_id,
      ...(record.failure ?? {}),
    };
    const timestamp = iso(record.doneAtMs);
    const event: WebhookEvent = record.failure
      ? { type: "transcription.failed", timestamp, data }
      : { type: "transcription.completed", timestamp, data };
    delivery.view.event = event;
    delivery.view.body = JSON.stringify(event);
    this.#queue(delivery);
  }

  #queue(delivery: Delivery): void {
    delivery.view.status = "sending";
    delivery.view.next_attempt_at = null;
    this.#waiting.push(delivery);
    this.#next();
  }

  /** Starts waiting attempts while slots are free, each key's first in turn, within its own share. */
  #next(): void {
    while (this.#sending < this.#settings.maxConcurrent) {
      const index = this.#waiting.findIndex(
        (waiting) => (this.#sendingByKey.get(waiting.tenant) ?? 0) < this.#settings.maxConcurrentPerKey,
      );
      if (index < 0) return;
      const [delivery] = this.#waiting.splice(index, 1) as [Delivery];
      const { tenant } = delivery;
      this.#sending += 1;
      this.#sendingByKey.set(tenant, (this.#sendingByKey.get(tenant) ?? 0) + 1);
      this.#attempt(delivery)
        .catch((error: unknown) => this.#log(`webhook ${delivery.view.webhook_id} failed in the mock: ${error}`))
        .finally(() => {
          this.#sending -= 1;
          const left = (this.#sendingByKey.get(tenant) ?? 1) - 1;
          if (left > 0) this.#sendingByKey.set(tenant, left);
          else this.#sendingByKey.delete(tenant);
          this.#next();
        });
    }
  }

  async #attempt(delivery: Delivery): Promise<void> {
    const { view } = delivery;
    // The key's state was forgotten (reset, or pushed out of the mock's bound): so were its secrets, and a
    // delivery signed with a new one could not be checked by anyone.
    if (delivery.tenant.forgotten) {
      this.#forget(delivery);
      return;
    }
    const body = view.body ?? "";
    const problem = webhookTargetProblem(view.webhook_url, this.#settings.allowedHosts);
    if (problem !== undefined) {
      // Refused at create; here only if the record was made some other way. Never sent, never retried.
      view.status = "failed";
      this.#log(`webhook ${view.webhook_id} not sent: ${problem}`);
      this.#settings.onDelivery?.(copyOf(view));
      return;
    }
    const startedMs = this.#settings.wallClock();
    const timestampSeconds = Math.floor(this.#settings.wallClock() / 1000);
    const signature = await webhookSignature(
      // The mock's clock, as the secrets' rotation is kept by it.
      this.#settings.secretsOf(delivery.tenant, this.#settings.now()),
      view.webhook_id,
      timestampSeconds,
      body,
    );
    if (delivery.forgotten) return;
    const controller = new AbortController();
    delivery.controller = controller;
    const timeout = unrefTimer(
      () => controller.abort(new Error(`no answer within ${this.#settings.attemptTimeoutMs} ms`)),
      this.#settings.attemptTimeoutMs,
    );
    const attempt: WebhookAttempt = {
      attempt: view.attempts.length + 1,
      attempted_at: iso(this.#settings.wallClock()),
      webhook_timestamp: String(timestampSeconds),
      webhook_signature: signature,
      status_code: null,
      error: null,
      duration_ms: 0,
    };
    try {
      const response = await this.#settings.fetch(view.webhook_url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "webhook-id": view.webhook_id,
          "webhook-timestamp": String(timestampSeconds),
          "webhook-signature": signature,
          "user-agent": "stt-mock-webhooks",
        },
        body,
        redirect: "manual",
        signal: controller.signal,
      });
      // The body is not read: any answer's status is the verdict, and a receiver that streams one for ever
      // must not hold the slot. Not awaited either: a cancel can wait on the stream's source (MSW's
      // interceptor answers it only once the body has ended).
      response.body?.cancel().catch(() => undefined);
      // A browser's fetch hides a redirect it did not follow behind status 0 (an opaque redirect).
      attempt.status_code = response.type === "opaqueredirect" ? null : response.status;
      if (response.status < 200 || response.status > 299) {
        attempt.error =
          response.type === "opaqueredirect" || (response.status >= 300 && response.status < 400)
            ? `a redirect (${response.status || "opaque"}), not followed`
            : `status ${response.status}`;
      }
    } catch (error) {
      attempt.error = controller.signal.aborted
        ? String((controller.signal.reason as Error)?.message ?? controller.signal.reason)
        : `network error: ${(error as Error)?.cause ?? (error as Error)?.message ?? error}`;
    } finally {
      clearTimeout(timeout);
      delivery.controller = undefined;
    }
    if (delivery.forgotten) return;
    attempt.duration_ms = this.#settings.wallClock() - startedMs;
    view.attempts.push(attempt);
    if (attempt.error === null) {
      view.status = "delivered";
    } else if (view.attempts.length >= maxWebhookAttempts) {
      view.status = "failed";
      this.#log(
        `webhook ${view.webhook_id} to ${view.webhook_url} failed ${maxWebhookAttempts} times; not tried again`,
      );
    } else {
      const waitMs = (webhookRetryDelaysMs[view.attempts.length - 1] ?? 0) * this.#settings.retryScale;
      view.status = "retrying";
      view.next_attempt_at = iso(this.#settings.wallClock() + waitMs);
      delivery.timer = unrefTimer(() => {
        delivery.timer = undefined;
        if (!delivery.forgotten) this.#queue(delivery);
      }, waitMs);
    }
    this.#settings.onDelivery?.(copyOf(view));
  }
}
