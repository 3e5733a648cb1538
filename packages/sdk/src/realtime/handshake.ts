// Opening a session on a new socket: the config goes out once the socket opens, then the acknowledgement
// is awaited, within a deadline. An error frame, a close or the deadline before it rejects; so does an
// exception while reading a frame, which never reaches the app.

import type { ServiceError } from "../core/service-error.js";
import { ServiceTimeoutError } from "../generated/errors.js";
import type { AckMessage } from "../generated/realtime/messages.js";
import type { WebSocketLike } from "./connection.js";
import { describeClose, readFrame, streamError, unhandled } from "./frames.js";
import { closedBeforeAck, type RefusedUpgrade } from "./upgrade.js";

export interface HandshakeSteps {
  url: string;
  timeoutMs: number;
  secrets: readonly string[];
  /** The socket opened (the config goes out next). */
  opened(): void;
  /** The acknowledgement, called before any later frame is read: the session takes the socket over here. */
  acknowledged(ack: AckMessage): void;
  /** A frame other than the acknowledgement or an error: `data` as it came, `reason` why it is ignored. */
  ignored(frame: unknown, data: unknown, reason: string): void;
  /** The HTTP answer of a refused upgrade, where the WebSocket shows it. */
  refusedUpgrade(): RefusedUpgrade | undefined;
  /** The socket is done with: closed, or given up after a rejection (whose events are ignored from then on). */
  closed(): void;
}

/** Sends `config` on the socket and resolves once the server acknowledges it. */
export function handshake(socket: WebSocketLike, config: string, steps: HandshakeSteps): Promise<void> {
  return new Promise((resolve, reject) => {
    let serverError: ServiceError | undefined;
    const fail = (error: ServiceError, reason: string) => {
      clearTimeout(timer);
      socket.onmessage = null;
      socket.onclose = null;
      steps.closed();
      socket.close(1000, reason);
      reject(error);
    };
    const guarded =
      <Event>(handler: (event: Event) => void) =>
      (event: Event) => {
        try {
          handler(event);
        } catch (thrown) {
          fail(unhandled(thrown, steps.secrets), "the client could not read a frame");
        }
      };
    const timer = setTimeout(
      () =>
        fail(
          new ServiceTimeoutError(`No acknowledgement within ${steps.timeoutMs} ms of connecting to ${steps.url}.`),
          "connect timed out",
        ),
      steps.timeoutMs,
    );
    socket.onopen = guarded(() => {
      steps.opened();
      socket.send(config);
    });
    socket.onerror = () => undefined; // the close that follows says what happened
    socket.onclose = guarded((event) => {
      clearTimeout(timer);
      steps.closed();
      reject(
        serverError ??
          closedBeforeAck(
            steps.url,
            describeClose(event.code, event.reason, steps.secrets),
            steps.refusedUpgrade(),
            steps.secrets,
          ),
      );
    });
    socket.onmessage = guarded((event) => {
      const read = readFrame(event.data);
      if (read.name === "ack") {
        clearTimeout(timer);
        steps.acknowledged(read.message);
        resolve();
      } else if (read.name === "error") {
        // Kept for the close that follows, which the client starts too in case the server does not.
        serverError = streamError(read.message, steps.secrets);
        socket.close(1000, "error received");
      } else if (read.name === "unknown") {
        steps.ignored(read.frame, event.data, read.reason);
      } else {
        steps.ignored(read.message, event.data, "expected the acknowledgement");
      }
    });
  });
}
