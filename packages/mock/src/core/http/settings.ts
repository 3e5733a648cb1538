// What the HTTP mock's pipeline (http-core.ts) and its dispatch (dispatch.ts) are run with: the contract engine,
// the state, the service's pace, and the switches a user sets (stateless, dynamic, latency, failures, rate
// limit). Its own file so that both read it without importing each other.
import type { Model } from "stt-service";
import type { MockScript } from "../../generated/realtime/mock-script.js";
import type { Hasher } from "../platform-shims.js";
import type { AudioUrlLimits } from "../service/audio-url.js";
import type { MockState } from "../service/state.js";
import type { ContractEngine } from "./contract-engine.js";

export interface HttpCoreSettings {
  engine: ContractEngine;
  state: MockState;
  script: MockScript;
  models: readonly Model[];
  /** Answer everything from the contract's examples, remembering nothing. */
  stateless: boolean;
  /** With `stateless`: random data valid against the schemas instead of the examples. */
  dynamic: boolean;
  /** The path every operation is under, as the spec's servers have it (`/v1`). */
  basePath: string;
  speed: number;
  minProcessingMs: number;
  /** Added to every answer: a fixed delay, or a random one between the two. */
  latencyMs: readonly [number, number];
  /** The share of calls answered 503 (as the contract's example, with Retry-After), from 0 to 1. */
  failureRate: number;
  /** Requests per minute and key; 0 turns the limit (and its headers) off. */
  rateLimitPerMinute: number;
  /**
   * What an answer at odds with the contract becomes: `report` sends it as it is, with the findings in
   * `sl-violations` and a log line (the Node server, as Prism does); `fail` answers the contract's 500 naming
   * the violation, and logs it (the MSW handlers, where there is no server log to read).
   */
  onResponseViolation?: "report" | "fail";
  /** Hosts besides loopback a `webhook_url` may name. Default none. */
  allowWebhookHosts?: readonly string[];
  /** Hosts an `audio_url` is fetched from (../service/audio-url.ts); any other gets a stand-in audio. Default none. */
  allowAudioUrlHosts?: readonly string[];
  /** Bounds of those fetches. Default 64 MiB and 30 s. */
  audioUrlLimits?: Partial<AudioUrlLimits>;
  /** What makes those fetches. Default the platform's fetch. */
  fetch?: typeof fetch;
  /** SHA-256 as the platform has it fastest (node:crypto's in the Node server). */
  sha256?: () => Hasher;
  now(): number;
  random(): number;
  onLog?: (line: string) => void;
}
