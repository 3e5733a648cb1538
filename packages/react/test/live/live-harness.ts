// What the hook's jsdom tests share: the mock's MSW handlers, the SDK's fake microphone, and the counters the
// tests assert on (sockets opened and still open, getUserMedia calls, unhandled rejections). Each counter is
// read from the outside of the hook (the global WebSocket the SDK opens, the tracks the fake gives), so a hook
// that leaks shows up whatever its code does.
import { createMockHandlers } from "@stt-service/mock/msw";
import { ws } from "msw";
import { type SetupServer, setupServer } from "msw/node";
import { AsyncServiceClient } from "stt-service";
import { type FakeMicrophone, installFakeMicrophone } from "stt-service/realtime";
import { defaultStreamUrl } from "stt-service/shared-runtime";
import { writeSpeechLikeWav } from "#test-support/wav-fixtures.js";

/** Four seconds of speech-like audio: the mock's script has words in it. */
export const speech = writeSpeechLikeWav(4, 16_000);

export interface LiveHarness {
  microphone: FakeMicrophone;
  /** Every socket the SDK opened since the harness started. */
  sockets: WebSocket[];
  /** Sockets not closed yet. */
  openSockets(): number;
  /** Every stream getUserMedia resolved to, and how many calls were made. */
  streams: MediaStream[];
  gumCalls(): number;
  /** Tracks of the microphone still live. */
  liveTracks(): number;
  unhandledRejections: unknown[];
  /** A temporary key, minted from the mock as a backend would. */
  temporaryKey: () => Promise<string>;
  /** getUserMedia waits until `release()`; `asked` resolves once it was called. */
  holdPrompt(): { asked: Promise<void>; release: () => void };
  /** Each new socket calls this (synchronously, from its constructor). */
  onSocket: ((socket: WebSocket) => void) | undefined;
  close(): void;
}

/**
 * The mock's handlers in this process, for a whole test file (beforeAll; close() in afterAll): MSW's WebSocket
 * interception keeps a listener per server made, so one server serves every test.
 */
export function startMockServer(): SetupServer {
  const server = setupServer(...createMockHandlers());
  server.listen({ onUnhandledRequest: "error" });
  return server;
}

/**
 * Until `server.resetHandlers()`, the mock hears nothing the client sends on the stream (a handler ahead of
 * it stops each message), so no config reaches it and no ack comes: a connect that never completes.
 */
export function withholdConfig(server: SetupServer): void {
  server.use(
    ws.link(defaultStreamUrl).addEventListener("connection", ({ client }) => {
      client.addEventListener("message", (event) => event.stopPropagation());
    }),
  );
}

/** The fake microphone and the counters, for one test (speed: how much faster than real time the audio plays). */
export function startHarness(speed = 10): LiveHarness {
  const microphone = installFakeMicrophone({ audio: speech.bytes, speed });
  const sockets: WebSocket[] = [];
  const streams: MediaStream[] = [];
  const unhandledRejections: unknown[] = [];
  const onRejection = (reason: unknown) => unhandledRejections.push(reason);
  process.on("unhandledRejection", onRejection);

  // The global as MSW left it, counted: the SDK reads the global WebSocket at each connect().
  const Intercepted = globalThis.WebSocket;
  const harness: LiveHarness = {
    microphone,
    sockets,
    streams,
    unhandledRejections,
    onSocket: undefined,
    openSockets: () => sockets.filter((socket) => socket.readyState !== Intercepted.CLOSED).length,
    gumCalls: () => calls,
    liveTracks: () =>
      streams.flatMap((stream) => stream.getTracks()).filter((track) => track.readyState === "live").length,
    temporaryKey: async () => {
      const http = new AsyncServiceClient({ apiKey: "test-key" });
      const minted = await http.auth.createTemporaryKey({ usage_type: "transcribe_websocket", expires_in_seconds: 60 });
      return minted.api_key;
    },
    holdPrompt() {
      let asked: () => void = () => undefined;
      let release: () => void = () => undefined;
      const askedPromise = new Promise<void>((resolve) => {
        asked = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      gate = { asked, released };
      return { asked: askedPromise, release };
    },
    close() {
      if (own) Object.defineProperty(globalThis, "WebSocket", own);
      devices.getUserMedia = fakeGetUserMedia;
      process.off("unhandledRejection", onRejection);
      microphone.uninstall();
    },
  };
  // MSW defines the global read-only (a getter): replaced, and put back, by its descriptor.
  const own = Object.getOwnPropertyDescriptor(globalThis, "WebSocket");
  Object.defineProperty(globalThis, "WebSocket", {
    configurable: true,
    writable: true,
    value: class CountedWebSocket extends Intercepted {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        sockets.push(this);
        harness.onSocket?.(this);
      }
    },
  });

  let calls = 0;
  let gate: { asked: () => void; released: Promise<void> } | undefined;
  const devices = navigator.mediaDevices;
  const fakeGetUserMedia = devices.getUserMedia;
  devices.getUserMedia = async (constraints) => {
    calls++;
    const held = gate;
    gate = undefined;
    if (held) {
      held.asked();
      await held.released;
    }
    const stream = await fakeGetUserMedia.call(devices, constraints);
    streams.push(stream);
    return stream;
  };
  return harness;
}
