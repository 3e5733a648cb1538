// The faults a stream's config message asks of the mock in its `client_reference_id`, for frontend teams to test
// against: `mock:<fault>[:after-ms:<n>][:once|:times:<n>]`. The text comes from the client, so parsing is bounded
// and strict: a reference that starts with `mock:` and does not parse is refused with the grammar, never ignored
// (a typo would otherwise pass as a healthy session, and the test it was written for would prove nothing).

/** What a session does on purpose. */
export type SessionFault =
  /** The contract's error frame with this code, then its close. */
  | { kind: "error"; errorCode: number }
  /** The connection ends without a close frame (1006). */
  | { kind: "drop" }
  /** No frame at all any more, while the socket stays open and audio is read. */
  | { kind: "stall" }
  /** The ack comes this many ms after the config. */
  | { kind: "ack-delay"; delayMs: number }
  /** No ack, ever: the socket stays open until the client closes it or the session limit. */
  | { kind: "ack-never" }
  /** A close with this code right after the config: no error frame, no ack. */
  | { kind: "close-before-ack"; closeCode: number }
  /** One frame of a type the contract does not have, then the session carries on. */
  | { kind: "unknown-message" };

export interface SessionDirective {
  fault: SessionFault;
  /** The audio (ms) after which the fault happens; 0 for the faults before the ack. */
  afterAudioMs: number;
  /** The fault applies to the first `times` sessions with this key and reference; undefined: to every one. */
  times: number | undefined;
}

/** Bounds of the numbers a directive may carry. */
export const directiveBounds = {
  /** As much audio as a session may carry: 300 minutes. */
  afterMs: 18_000_000,
  ackDelayMs: 600_000,
  times: 1000,
  /** The field's own schema maximum; parsing holds to it whatever reaches it. */
  length: 256,
} as const;

export const sessionDirectiveGrammar =
  "mock:<fault>[:after-ms:<n>][:once|:times:<n>], the fault one of error:<400-599>, drop, stall, " +
  "ack-delay-ms:<n>, ack-never, close-before-ack[:<close code>], unknown-message " +
  `(after-ms ≤ ${directiveBounds.afterMs} and only with error, drop, stall and unknown-message; ` +
  `ack-delay-ms ≤ ${directiveBounds.ackDelayMs}; times 1 to ${directiveBounds.times})`;

/** The codes a server may close with: RFC 6455's defined codes a endpoint may send, and the 3000-4999 range. */
export function isServerCloseCode(code: number): boolean {
  return (
    (code >= 1000 && code <= 1014 && code !== 1004 && code !== 1005 && code !== 1006) || (code >= 3000 && code <= 4999)
  );
}

/** A whole number of at most 9 digits, or undefined: no exponent, sign, fraction or padding past a bound. */
export function boundedInteger(text: string | undefined, max: number, min = 0): number | undefined {
  if (text === undefined || !/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/** What a reference asks: nothing (not a directive), a directive, or a problem to refuse with 400. */
export type ParsedSessionDirective = { directive: SessionDirective } | { problem: string } | undefined;

const faultsAfterAudio = new Set(["error", "drop", "stall", "unknown-message"]);

/** Text of the client's, quoted in a problem: short. */
function shown(text: string): string {
  return text.length > 80 ? `${text.slice(0, 80)}...` : text;
}

export function parseSessionDirective(reference: string | undefined): ParsedSessionDirective {
  if (reference === undefined || !reference.startsWith("mock:")) return undefined;
  const refuse = (what: string) => ({
    problem: `The mock directive "${shown(reference)}" ${what}. The grammar: ${sessionDirectiveGrammar}.`,
  });
  if (reference.length > directiveBounds.length) return refuse(`is longer than ${directiveBounds.length} characters`);
  const parts = reference.split(":").slice(1);
  // The longest valid one, error:<code>:after-ms:<n>:times:<n>, has 6 parts after "mock".
  if (parts.length > 6) return refuse("has too many parts");
  let fault: SessionFault;
  const name = parts.shift();
  switch (name) {
    case "error": {
      const errorCode = boundedInteger(parts.shift(), 599, 400);
      if (errorCode === undefined) return refuse("needs an error code from 400 to 599 after error:");
      fault = { kind: "error", errorCode };
      break;
    }
    case "drop":
    case "stall":
    case "ack-never":
    case "unknown-message":
      fault = { kind: name };
      break;
    case "ack-delay-ms": {
      const delayMs = boundedInteger(parts.shift(), directiveBounds.ackDelayMs);
      if (delayMs === undefined)
        return refuse(`needs a delay from 0 to ${directiveBounds.ackDelayMs} ms after ack-delay-ms:`);
      fault = { kind: "ack-delay", delayMs };
      break;
    }
    case "close-before-ack": {
      let closeCode = 1011;
      if (parts[0] !== undefined && /^\d/.test(parts[0])) {
        const code = boundedInteger(parts.shift(), 4999, 1000);
        if (code === undefined || !isServerCloseCode(code)) {
          return refuse(
            "needs a close code a server may send (1000-1003, 1007-1014, 3000-4999) after close-before-ack:",
          );
        }
        closeCode = code;
      }
      fault = { kind: "close-before-ack", closeCode };
      break;
    }
    default:
      return refuse(`names no fault the mock knows (${shown(name ?? "")})`);
  }
  let afterAudioMs = 0;
  if (parts[0] === "after-ms") {
    parts.shift();
    if (!faultsAfterAudio.has(fault.kind)) return refuse(`takes no after-ms: ${name} happens before any audio`);
    const value = boundedInteger(parts.shift(), directiveBounds.afterMs);
    if (value === undefined) return refuse(`needs after-ms from 0 to ${directiveBounds.afterMs}`);
    afterAudioMs = value;
  }
  let times: number | undefined;
  if (parts[0] === "once") {
    parts.shift();
    times = 1;
  } else if (parts[0] === "times") {
    parts.shift();
    times = boundedInteger(parts.shift(), directiveBounds.times, 1);
    if (times === undefined) return refuse(`needs times from 1 to ${directiveBounds.times}`);
  }
  if (parts.length > 0) return refuse(`has parts the grammar does not take (${shown(parts.join(":"))})`);
  return { directive: { fault, afterAudioMs, times } };
}
