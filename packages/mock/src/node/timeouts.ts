// How long a client of either mock may take: the bounds of time on what the other side sends, set on Node's
// HTTP server (the HTTP mock's, and the one the streaming mock upgrades from), and the check that keeps them
// within what a timer can wait.
import { timerBoundProblem } from "stt-service/shared-runtime";

/**
 * How long a client may take, so that a connection dribbling its headers or body a byte at a time cannot
 * hold a socket (and an upload's Idempotency-Key) for ever. Node answers 408 and closes the connection.
 */
export interface ConnectionTimeouts {
  /** From the connection's first byte to the end of a request's headers. */
  headersTimeoutMs: number;
  /** From the first byte to the end of the whole request, body included (an upload of 1 GiB must fit). */
  requestTimeoutMs: number;
  /** A connection that sends and receives nothing for this long is closed. */
  idleTimeoutMs: number;
  /**
   * The HTTP mock's minimum request-body data rate: a body arriving slower than this on average (bytes a
   * second), once `bodyRateGraceMs` have passed, is cut off with 408, as Kestrel does (240 B/s after 5 s).
   */
  minBodyBytesPerSecond: number;
  /** How long a request body may arrive at any rate before `minBodyBytesPerSecond` applies. */
  bodyRateGraceMs: number;
}

export const defaultConnectionTimeouts: ConnectionTimeouts = {
  headersTimeoutMs: 30_000,
  requestTimeoutMs: 15 * 60_000,
  idleTimeoutMs: 60_000,
  minBodyBytesPerSecond: 240,
  bodyRateGraceMs: 5_000,
};

/** Node's http options for these timeouts, shared by the HTTP mock and the streaming mock's upgrade. */
export function serverTimeoutOptions(timeouts: ConnectionTimeouts) {
  const requestTimeout = Math.max(1, timeouts.requestTimeoutMs);
  return {
    // Node refuses a headers timeout longer than the request timeout.
    headersTimeout: Math.min(Math.max(1, timeouts.headersTimeoutMs), requestTimeout),
    requestTimeout,
    // Node checks both timeouts at this interval (30 s by default, which would let a short timeout run long).
    connectionsCheckingInterval: Math.max(10, Math.min(1_000, timeouts.headersTimeoutMs / 4, requestTimeout / 4)),
  };
}

/**
 * Refuses a time in a mock's start options longer than a timer can wait: Node would fire it after about 1 ms,
 * closing every connection or session at once. `times` holds numbers and groups of them (`{ timeouts }`),
 * each named in the message as `where` says (`startMocks() timeouts.idleTimeoutMs`). The bound and its
 * wording are stt-service/shared-runtime's, as for the command-line flags.
 */
export function checkTimes(where: string, times: Record<string, number | object | undefined>): void {
  for (const [name, value] of Object.entries(times)) {
    if (typeof value === "object" && value !== null) {
      for (const [key, inner] of Object.entries(value)) checkTimes(where, { [`${name}.${key}`]: inner });
      continue;
    }
    // Only times: a group may hold other numbers too (minBodyBytesPerSecond).
    if (value === undefined || !name.endsWith("Ms")) continue;
    const problem = timerBoundProblem(`${where} ${name}`, value);
    if (problem !== undefined) throw new RangeError(problem);
  }
}
