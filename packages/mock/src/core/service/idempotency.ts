// Idempotency-Key as the contract says (after the IETF draft "The Idempotency-Key HTTP Header Field"): per API
// key, a repeat of a successful request within 24 h gets the first answer and creates nothing; the same key
// with another request is refused (422); a repeat while the first is still being handled is refused (409).
// Only successes are kept: a request that failed can be retried with its key.
import type { MockResponse } from "./responses.js";
import type { IdempotencyEntry, MockState, Tenant } from "./state.js";

const keptForMs = 24 * 60 * 60 * 1000;

export type IdempotencyClaim =
  /** The key is new: this request holds it until it is settled. */
  | { kind: "claimed"; key: string; entry: IdempotencyEntry }
  /** The key's first request is still being handled. */
  | { kind: "in-use"; key: string }
  /** The key answered before: a repeat gets that answer if it is the same request. */
  | { kind: "done"; key: string; entry: IdempotencyEntry };

export function claimIdempotencyKey(state: MockState, tenant: Tenant, key: string, nowMs: number): IdempotencyClaim {
  const existing = tenant.idempotency.get(key);
  if (existing && existing.expiresAtMs > nowMs) {
    return existing.response === undefined ? { kind: "in-use", key } : { kind: "done", key, entry: existing };
  }
  const entry: IdempotencyEntry = { fingerprint: "", expiresAtMs: nowMs + keptForMs, response: undefined };
  state.rememberIdempotency(tenant, key, entry, nowMs);
  return { kind: "claimed", key, entry };
}

/** Keeps a success for repeats; anything else (undefined) frees the key. Settles a claim once. */
export function settleIdempotencyKey(
  tenant: Tenant,
  claim: Extract<IdempotencyClaim, { kind: "claimed" }>,
  response: MockResponse | undefined,
  fingerprint: string,
): void {
  if (tenant.idempotency.get(claim.key) !== claim.entry || claim.entry.response !== undefined) return;
  if (response === undefined) {
    tenant.idempotency.delete(claim.key);
    return;
  }
  claim.entry.fingerprint = fingerprint;
  claim.entry.response = response;
}
