// What every check gets: the contract, the report, the HTTP caller, the options of the run, and the list of
// what the run created, which it deletes at the end whatever happened.
import type { Deadline } from "./deadline.js";
import type { HttpCaller } from "./http.js";
import type { Report } from "./report.js";
import type { Contract } from "./spec.js";
import type { StreamSession } from "./stream-session.js";

/** What a conformance run checks and how: the server's URLs and keys, and the budgets (`parseOptions` makes one). */
export interface RunOptions {
  baseUrl: string;
  streamUrl?: string;
  apiKey: string;
  secondApiKey?: string;
  audio: { name: string; bytes: Uint8Array; durationMs: number };
  only?: "http" | "stream";
  seed: number;
  junit?: string;
  budget: number;
  /** Negative requests generated per target (a body, a query, a path id, an upload). */
  negativeRuns: number;
  /** The stream's idle time-out to hold a session past; the spec's x-limits unless a server is set shorter. */
  idleTimeoutSeconds?: number;
  /** The longest a transcription may take to complete, in seconds. */
  transcriptionTimeoutSeconds: number;
  /** The longest the whole run may take, in seconds (--max-run-seconds); past it the run ends with exit 2. */
  maxRunSeconds: number;
  /**
   * How long a webhook delivery answered 500 may take to be tried again, in seconds (--webhook-retry-seconds,
   * 30 when not given); 0 leaves the retry check out, for a server whose retry schedule is slower.
   */
  webhookRetrySeconds?: number;
  /**
   * The audio the `audio_url` check names (--audio-url): by default the kit's own listener on 127.0.0.1 serves
   * the run's audio, which a remote service cannot reach (or refuses to fetch); give a public address there.
   */
  audioUrl?: string;
}

export interface Created {
  files: { apiKey: string; keyLabel: string; id: string }[];
  transcriptions: { apiKey: string; keyLabel: string; id: string }[];
}

export interface CheckContext {
  contract: Contract;
  report: Report;
  http: HttpCaller;
  options: RunOptions;
  created: Created;
  /**
   * Unique to this run, in every Idempotency-Key it sends: a key repeated within 24 hours replays the first
   * answer, so a second run with the same --seed must not reuse the first run's keys.
   */
  runId: string;
  /** Notes for the report's header, such as a group that could not run. */
  notes: string[];
  /** The run's deadline, which every wait ends by. */
  deadline: Deadline;
  /** Every stream session the run opened: the run ends each, whatever happened. */
  sessions: StreamSession[];
}

export const secondKeyLabel = "STT_SECOND_API_KEY";
