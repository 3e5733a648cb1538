// The page's suite under jsdom (vite.config.ts), with React Testing Library, on the mock's MSW handlers
// (`setupServer(...createMockHandlers())`: the mock's service in this process, at the service's production
// URLs) and the SDK's fake microphone (`installFakeMicrophone`: getUserMedia, AudioContext and the worklet,
// playing src/call.wav). Every component renders in Strict Mode, as `npm create vite` sets a page up, so each
// effect runs twice: the counts below (sockets the global WebSocket made, microphone tracks still live,
// unhandled rejections) are read from outside the hook, so a hook that leaks fails them.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { createMockHandlers } from "@stt-service/mock/msw";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { setupServer } from "msw/node";
import { type ReactNode, StrictMode } from "react";
import { AsyncServiceClient } from "stt-service";
import { type FakeMicrophone, installFakeMicrophone } from "stt-service/realtime";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest";
import { temporaryKeyFrom } from "./keys.ts";
import { Live } from "./Live.tsx";
import { Transcriptions } from "./Transcriptions.tsx";

const server = setupServer(...createMockHandlers());
// Any request or socket the handlers do not take fails the test (msw 3's option): nothing reaches a network.
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterAll(() => server.close());

// A path, not `new URL(..., import.meta.url)`: under jsdom `URL` is jsdom's, which Node's fs does not take.
const audio = new Uint8Array(await readFile(join(import.meta.dirname, "call.wav")));
let keys = 0;
// Each test with a key of its own: the mock keeps each key's data apart.
const client = () => new AsyncServiceClient({ apiKey: `react-live-${++keys}`, maxRetries: 0 });

let microphone: FakeMicrophone;
const sockets: WebSocket[] = [];
const tracks: MediaStreamTrack[] = [];
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);
let restoreWebSocket: () => void = () => undefined;
let restoreGetUserMedia: () => void = () => undefined;

beforeEach(() => {
  sockets.length = 0;
  tracks.length = 0;
  rejections.length = 0;
  // Ten times real time: the 4 s recording plays in under half a second.
  microphone = installFakeMicrophone({ audio, speed: 10 });
  process.on("unhandledRejection", onRejection);
  // The global WebSocket as MSW patched it, counted: the SDK reads the global at each connect().
  const patched = Object.getOwnPropertyDescriptor(globalThis, "WebSocket");
  const Intercepted = globalThis.WebSocket;
  Object.defineProperty(globalThis, "WebSocket", {
    configurable: true,
    writable: true,
    value: class CountedWebSocket extends Intercepted {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        sockets.push(this);
      }
    },
  });
  restoreWebSocket = () => {
    if (patched) Object.defineProperty(globalThis, "WebSocket", patched);
  };
  // The tracks the fake device hands out, to see which are still live.
  const devices = navigator.mediaDevices;
  const getUserMedia = devices.getUserMedia;
  devices.getUserMedia = async (constraints) => {
    const stream = await getUserMedia.call(devices, constraints);
    tracks.push(...stream.getTracks());
    return stream;
  };
  restoreGetUserMedia = () => {
    devices.getUserMedia = getUserMedia;
  };
});

afterEach(() => {
  cleanup();
  restoreGetUserMedia();
  restoreWebSocket();
  microphone.uninstall();
  process.off("unhandledRejection", onRejection);
});

const openSockets = () => sockets.filter((socket) => socket.readyState !== WebSocket.CLOSED).length;
const liveTracks = () => tracks.filter((track) => track.readyState === "live").length;

function renderStrict(children: ReactNode) {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <StrictMode>
      <QueryClientProvider client={queries}>{children}</QueryClientProvider>
    </StrictMode>,
  );
}

test("Strict Mode: Start streams the microphone on one socket, Stop gives the batch transcript's text, then all is released", async () => {
  const account = client();
  const batch = await account.transcribe(
    new File([audio], "call.wav", { type: "audio/wav" }),
    { model: "stt-async-v3", enable_speaker_diarization: false },
    { pollIntervalMs: 1 },
  );
  renderStrict(<Live temporaryKey={temporaryKeyFrom(account)} />);
  expect(screen.getByTestId("state").textContent).toBe("idle");
  fireEvent.click(screen.getByRole("button", { name: "Start" }));
  await waitFor(() => expect(screen.getByTestId("state").textContent).toBe("streaming"), { timeout: 15_000 });
  await microphone.played;
  fireEvent.click(screen.getByRole("button", { name: "Stop" }));
  await waitFor(() => expect(screen.getByTestId("state").textContent).toBe("closed"), { timeout: 15_000 });
  expect(screen.getByTestId("final").textContent).toBe(batch.text);
  expect(screen.queryByRole("alert")).toBeNull();
  expect({ sockets: sockets.length, microphones: tracks.length }).toEqual({ sockets: 1, microphones: 1 });
  expect({ open: openSockets(), live: liveTracks(), rejections }).toEqual({ open: 0, live: 0, rejections: [] });
});

test("Strict Mode, unmounted during connect: no open socket, no live microphone track, no unhandled rejection", async () => {
  const { unmount } = renderStrict(<Live temporaryKey={temporaryKeyFrom(client())} />);
  fireEvent.click(screen.getByRole("button", { name: "Start" }));
  // The socket is being opened: the hook cannot have it yet.
  await waitFor(() => expect(sockets).toHaveLength(1), { timeout: 15_000 });
  unmount();
  await waitFor(() => expect({ open: openSockets(), live: liveTracks() }).toEqual({ open: 0, live: 0 }), {
    timeout: 15_000,
  });
  expect(microphone.inUse).toBe(false);
  expect(rejections).toEqual([]);
});

test("the query options list the key's transcriptions, newest first", async () => {
  const account = client();
  const options = { model: "stt-async-v3", enable_speaker_diarization: false };
  const first = await account.transcribe(new File([audio], "call.wav"), options, { pollIntervalMs: 1 });
  const second = await account.transcribe(new File([audio], "call.wav"), options, { pollIntervalMs: 1 });
  renderStrict(<Transcriptions client={account} />);
  const list = await screen.findByRole("list", { name: "Transcriptions" }, { timeout: 15_000 });
  expect([...list.querySelectorAll("li")].map((item) => item.textContent)).toEqual([
    `${second.id}: completed`,
    `${first.id}: completed`,
  ]);
});
