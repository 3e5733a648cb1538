// The page of the hook's Chromium test (live-transcription.browser.test.ts), bundled by esbuild (React's
// development build, so Strict Mode mounts twice): a component using useLiveTranscription() in <StrictMode>,
// its state and text in data attributes, and what the test counts, from outside the hook: the sockets the page
// made (the global WebSocket, wrapped) and how many are open, the tracks getUserMedia gave and how many are
// live, and every unhandled rejection.
import { type LiveTranscription, useLiveTranscription } from "@stt-service/react";
import { createElement, StrictMode, useEffect } from "react";
import { createRoot, type Root } from "react-dom/client";

const parameters = new URLSearchParams(location.search);
const sockets: WebSocket[] = [];
const streams: MediaStream[] = [];
const unhandledRejections: string[] = [];
window.addEventListener("unhandledrejection", (event) => {
  unhandledRejections.push(String(event.reason?.message ?? event.reason));
});

/** Set by the test: the component unmounts the moment the SDK makes its socket (during connect). */
let unmountOnSocket = false;
const BrowserWebSocket = globalThis.WebSocket;
globalThis.WebSocket = class CountedWebSocket extends BrowserWebSocket {
  constructor(url: string | URL, protocols?: string | string[]) {
    super(url, protocols);
    sockets.push(this);
    if (unmountOnSocket) unmount();
  }
};
const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
navigator.mediaDevices.getUserMedia = async (constraints) => {
  const stream = await open(constraints);
  streams.push(stream);
  return stream;
};

/** How many times the component's effects mounted: 2 for one mount in Strict Mode's development build. */
let effectMounts = 0;

/** The last render's hook result: start() and stop() from the outside, and stop() after unmount too. */
let live: LiveTranscription | undefined;

function Dictation() {
  live = useLiveTranscription({
    temporaryKey: async () => "tmp_from-the-backend",
    streamUrl: parameters.get("stream") ?? undefined,
    config: { model: "stt-rt-v3" },
  });
  useEffect(() => {
    effectMounts++;
  }, []);
  return createElement("p", { id: "transcript", "data-state": live.state }, live.finalText);
}

let root: Root | undefined;
function mount(): void {
  root = createRoot(document.querySelector("#app") as HTMLElement);
  root.render(createElement(StrictMode, null, createElement(Dictation)));
}
function unmount(): void {
  root?.unmount();
  root = undefined;
}
mount();

/** For the test's page.evaluate. */
const test = {
  start: () => live?.start(),
  stop: () => live?.stop(),
  unmountDuringConnect: () => {
    unmountOnSocket = true;
  },
  state: () => live?.state,
  finalText: () => live?.finalText ?? "",
  mounted: () => root !== undefined,
  effectMounts: () => effectMounts,
  counts: () => ({
    sockets: sockets.length,
    openSockets: sockets.filter((socket) => socket.readyState !== BrowserWebSocket.CLOSED).length,
    tracks: streams.flatMap((stream) => stream.getTracks()).length,
    liveTracks: streams.flatMap((stream) => stream.getTracks()).filter((track) => track.readyState === "live").length,
    unhandledRejections,
  }),
};
(globalThis as unknown as { liveTest: typeof test }).liveTest = test;
export type LiveTest = typeof test;
