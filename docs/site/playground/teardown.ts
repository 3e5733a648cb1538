// What the playground holds while it is open, so that closing it lets go of all of it at once: the
// microphone (a device the browser shows as in use until its tracks stop), the session's socket, and the
// captions' object URLs. A session still connecting when the reader closes is let go as soon as it arrives.
import type { MicrophoneCapture, RealtimeSession } from "stt-service/realtime";

export interface Teardown {
  /** True once the reader closed the playground: a session that comes later is closed at once. */
  readonly closed: boolean;
  /** Keeps a capture, a session or an object URL to let go on close; false (and let go now) if closed already. */
  hold(thing: MicrophoneCapture | RealtimeSession | string): boolean;
  /** Stops the microphone, closes the socket, revokes the URLs. */
  close(): Promise<void>;
}

function release(thing: MicrophoneCapture | RealtimeSession | string): Promise<void> | void {
  if (typeof thing === "string") return URL.revokeObjectURL(thing);
  // A session is closed (code 1000 from the client), a capture stopped (its tracks, its AudioContext).
  if ("finalize" in thing) return thing.close();
  return thing.stop();
}

export function teardown(): Teardown {
  let closed = false;
  const held = new Set<MicrophoneCapture | RealtimeSession | string>();
  return {
    get closed() {
      return closed;
    },
    hold(thing) {
      if (closed) {
        void release(thing);
        return false;
      }
      held.add(thing);
      return true;
    },
    async close() {
      closed = true;
      const releasing = [...held].map((thing) => release(thing));
      held.clear();
      await Promise.allSettled(releasing);
    },
  };
}
