// Opening a session on a new socket: the config goes out once the socket opens, then the acknowledgement
// is awaited, within a deadline. An error frame, a close or the deadline before it rejects; so does an
// exception while reading a frame, which never reaches the app.

import type { ServiceError } from "../core/service-error.js";
import { ServiceTimeoutError } from "../generated/errors.js";
import type { AckMessage } from "../generated/realtime/messages.js";
import { describeClose, readFrame, streamError, unhandled } from "./frames.js";
import { closedBeforeAck, type ProbeResult, type RefusedUpgrade, type UrlSource } from "./upgrade.js";
import type { WebSocketLike } from "./websocket-like.js";

export interface HandshakeSteps {
  url: string;
  timeoutMs: number;
  secrets: readonly string[];
  /** The caller gave up (connect()'s signal, or close() during a reconnect): the socket is closed, and the wait rejects with its reason. */
  signal?: AbortSignal;
  /** The socket opened (the config goes out next). */
  opened(): void;
  /** The acknowledgement, called before any later frame is read: the session takes the socket over here. */
  acknowledged(ack: AckMessage): void;
  /** A frame other than the acknowledgement or an error: `data` as it came, `reason` why it is ignored. */
  ignored(frame: unknown, data: unknown, reason: string): void;
  /** The HTTP answer of a refused upgrade, where the WebSocket shows it. */
  refusedUpgrade(): RefusedUpgrade | undefined;
  /** Why a socket that never opened failed (given its error event's `error`), where the runtime can ask (Node). */
  probe(error: unknown): Promise<ProbeResult>;
  /** Where the URL came from: the `streamUrl` option, `STT_STREAM_URL`, or the spec's default (production). */
  urlSource: UrlSource;
  /** The socket is done with: closed, or given up after a rejection (whose events are ignored from then on). */
  closed(): void;
}

/** Sends `config` on the socket and resolves once the server acknowledges it. */
export function handshake(socket: WebSocketLike, config: string, steps: HandshakeSteps): Promise<void> {
  return new Promise((resolve, reject) => {
    let serverError: ServiceError | undefined;
    let opened = false;
    // What the socket's error event carried (`ws`: the system error; Node 22+ and browsers: little or nothing).
    let socketError: unknown;
    // Set once the handshake has its outcome: a later close or error of the same socket says nothing new.
    let ended = false;
    /** The outcome is known: no deadline, no abort from now on. */
    const end = () => {
      ended = true;
      clearTimeout(timer);
      steps.signal?.removeEventListener("abort", abort);
    };
    const fail = (error: unknown, reason: string) => {
      end();
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
    // Closing a socket still connecting is safe in every WebSocket (the browser's, undici's, `ws`'s): it fails
    // the upgrade with an error and a close, which `fail` has stopped listening to.
    const abort = () => fail(steps.signal?.reason, "the client gave up connecting");
    steps.signal?.addEventListener("abort", abort, { once: true });
    socket.onopen = guarded(() => {
      opened = true;
      steps.opened();
      socket.send(config);
    });
    /** The socket closed (or, never opened, failed) before the acknowledgement: rejects with why. */
    const closedEarly = (code: number, reason: string) => {
      if (ended) return;
      end();
      steps.closed();
      if (serverError) return reject(serverError);
      const failure = {
        url: steps.url,
        close: describeClose(code, reason, steps.secrets),
        refused: steps.refusedUpgrade(),
        secrets: steps.secrets,
        urlSource: steps.urlSource,
      };
      if (opened || failure.refused) return reject(closedBeforeAck({ ...failure, cause: socketError }));
      // Never opened, and no HTTP answer shown: the runtime says why where it can (Node: the system error `ws`
      // named, else what the same upgrade request meets when made again, since Node 22+'s WebSocket says
      // nothing), so that the error's kind does not depend on which WebSocket the runtime has.
      void steps
        .probe(socketError)
        .then((probed) => reject(closedBeforeAck({ ...failure, cause: socketError, ...probed })));
    };
    // The error is the cause of the close that follows. Node 22's WebSocket (undici 6) ends a connection that
    // never opened with the error alone, no close event: then the error is the end (as a close 1006, which
    // is what a socket that closes without a close frame reports).
    socket.onerror = guarded((event: unknown) => {
      socketError = (event as { error?: unknown } | undefined)?.error;
      if (!opened) closedEarly(1006, "");
    });
    socket.onclose = guarded((event) => closedEarly(event.code, event.reason));
    socket.onmessage = guarded((event) => {
      const read = readFrame(event.data);
      if (read.name === "ack") {
        end();
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
