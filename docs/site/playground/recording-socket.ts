// The WebSocket the playground hands the SDK (its `WebSocket` option): the page's own, which reports every
// frame as it passes, sent and received, so the reader sees the stream as the wire carries it.
export type FrameDirection = "sent" | "received";

export interface RecordingSocket {
  /** The WebSocket class to give the SDK. */
  WebSocket: typeof WebSocket;
  /** The socket the SDK opened last, to send a keepalive by hand. */
  current(): WebSocket | undefined;
}

export function recordingSocket(onFrame: (direction: FrameDirection, data: unknown) => void): RecordingSocket {
  let current: WebSocket | undefined;
  // Made from the page's WebSocket as it is now: after MSW's interception is in place.
  const PageWebSocket = globalThis.WebSocket;
  class Recording extends PageWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      current = this;
      this.addEventListener("message", (event) => onFrame("received", event.data));
      // Wrapped on the instance: MSW's intercepting WebSocket sets its own send on each instance, which a
      // method of this class would not see.
      const send = this.send.bind(this);
      this.send = (data) => {
        onFrame("sent", data);
        send(data);
      };
    }
  }
  return { WebSocket: Recording, current: () => current };
}
