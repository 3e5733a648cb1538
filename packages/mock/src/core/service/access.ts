// Who may call the mocks, and how often. Any key works, as with the service's test keys, except: keys
// starting with `invalid` are refused (to test that path). Temporary keys (`tmp_…`) only open streams: over
// HTTP a live one answers 403 and an unknown or expired one 401, and the streaming mock takes one until it
// expires (`streamAccessOf`, over the state the HTTP mock shares). An optional per-key rate limit answers 429
// with `Retry-After`, and every answer carries the IETF draft's RateLimit fields.
import type { Model } from "stt-service";
import { mockModels } from "../../generated/realtime/mock-script.js";
import { MockHttpError } from "./responses.js";
import type { MockState, Tenant } from "./state.js";

export function checkKey(state: MockState, apiKey: string, nowMs: number): void {
  if (apiKey.startsWith("invalid")) {
    throw new MockHttpError(401, "unauthenticated", "Invalid API key.", undefined, { "www-authenticate": "Bearer" });
  }
  if (!apiKey.startsWith("tmp_")) return;
  const temporary = state.temporaryKey(apiKey);
  if (!temporary || temporary.expiresAtMs <= nowMs || (temporary.singleUse && temporary.used)) {
    throw new MockHttpError(401, "unauthenticated", "This temporary key is unknown or has expired.", undefined, {
      "www-authenticate": "Bearer",
    });
  }
  throw new MockHttpError(
    403,
    "permission_denied",
    "Temporary keys only open real-time streams; call the HTTP API with your API key.",
  );
}

export interface RateLimitState {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

const windowMs = 60_000;

/** Counts a request in the key's minute; throws the contract's 429 past the limit. Undefined when off. */
export function rateLimit(tenant: Tenant, perMinute: number, nowMs: number): RateLimitState | undefined {
  if (perMinute <= 0) return undefined;
  const window = tenant.rateWindow;
  if (nowMs - window.startMs >= windowMs) {
    window.startMs = nowMs;
    window.count = 0;
  }
  window.count += 1;
  const resetSeconds = Math.max(1, Math.ceil((window.startMs + windowMs - nowMs) / 1000));
  const state = { limit: perMinute, remaining: Math.max(0, perMinute - window.count), resetSeconds };
  if (window.count > perMinute) {
    throw new MockHttpError(429, "rate_limited", `Too many requests. Retry after ${resetSeconds} seconds.`, undefined, {
      "retry-after": String(resetSeconds),
      "ratelimit-limit": String(state.limit),
      "ratelimit-remaining": "0",
      "ratelimit-reset": String(resetSeconds),
    });
  }
  return state;
}

/** Who may open a stream, and with which models: shared with the HTTP mock when both run together. */
export interface StreamAccess {
  /** Why this key may not open a stream, or undefined when it may (a single-use key is then used up). */
  refuse(key: string): string | undefined;
  /** The key a temporary key was minted with, when this access knows it: its directive uses count as that key's. */
  ownerOf?(key: string): string | undefined;
  models: readonly Model[];
}

/** Who may open a stream: temporary keys minted over HTTP work until they expire (the state is shared). */
export function streamAccessOf(state: MockState, now: () => number): StreamAccess {
  return {
    models: mockModels,
    ownerOf: (key) => (key.startsWith("tmp_") ? state.temporaryKey(key)?.owner : undefined),
    refuse(key) {
      if (key.startsWith("invalid")) return "Invalid API key.";
      if (!key.startsWith("tmp_")) return undefined;
      const temporary = state.temporaryKey(key);
      if (!temporary) return "Unknown temporary key: mint one with POST /auth/temporary-api-key.";
      if (temporary.expiresAtMs <= now()) return "The temporary key has expired: mint a new one.";
      if (temporary.singleUse && temporary.used) return "The temporary key was single-use and is used up.";
      temporary.used = true;
      return undefined;
    },
  };
}
