// A query's refetch interval that polls a job until its status is final, on the SDK's waitUntilDone schedule.

/** How often an until-done query polls: the same options, and defaults, as the SDK's `waitUntilDone`. */
export interface PollOptions {
  /** The first wait between two polls; it grows by half each time, up to `maxPollIntervalMs`. Default 1 000. */
  pollIntervalMs?: number;
  /** The longest wait between two polls. Default 10 000. */
  maxPollIntervalMs?: number;
}

/** The longest interval a browser's timers hold (2^31 − 1 ms); a longer one would fire at once. */
const maxTimerMs = 2_147_483_647;

function checkedInterval(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 1 || value > maxTimerMs) {
    throw new TypeError(`${name} must be a number of milliseconds from 1 to ${maxTimerMs}, not ${String(value)}.`);
  }
  return value;
}

/** What the interval reads of TanStack Query's query: its state (a `Query` of TanStack Query is one). */
export interface PolledQuery<Data> {
  state: { data: Data | undefined; status: "pending" | "error" | "success"; dataUpdateCount: number };
}

/**
 * A `refetchInterval` that refetches until `statusOf` the data is one of `finalStatuses`, then stops. A status
 * not listed (a new one the spec adds later) is not final. A failed poll stops it too: the query shows the
 * error (after TanStack Query's own retries), and `refetch()` starts it again.
 */
export function refetchUntilFinal<Data>(
  statusOf: (data: Data) => unknown,
  finalStatuses: readonly string[],
  options: PollOptions = {},
): (query: PolledQuery<Data>) => number | false {
  const first = checkedInterval("pollIntervalMs", options.pollIntervalMs, 1_000);
  const longest = Math.max(first, checkedInterval("maxPollIntervalMs", options.maxPollIntervalMs, 10_000));
  return ({ state }) => {
    if (state.status === "error") return false;
    if (state.data !== undefined && finalStatuses.includes(String(statusOf(state.data)))) return false;
    const polls = Math.max(0, state.dataUpdateCount - 1);
    return Math.min(Math.round(first * 1.5 ** polls), longest);
  };
}
