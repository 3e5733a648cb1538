// @vitest-environment jsdom
// useLiveTranscription() under jsdom, in Strict Mode, against the mock's MSW handlers with the SDK's fake
// microphone: a whole transcription from start() to stop(), then every moment a component may unmount or a
// user may click twice. What each test counts is outside the hook (sockets the global WebSocket made, tracks
// the fake device gave, unhandled rejections), so a hook that leaks fails them whatever its code.

import { type LiveTranscription, type LiveTranscriptionOptions, useLiveTranscription } from "@stt-service/react";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { SetupServer } from "msw/node";
import { StrictMode } from "react";
import { AsyncServiceClient } from "stt-service";
import { ServiceConfigError, ServiceError } from "stt-service/realtime";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type LiveHarness, speech, startHarness, startMockServer, withholdConfig } from "./live-harness.js";

let server: SetupServer;
beforeAll(() => {
  server = startMockServer();
});
afterAll(() => server.close());
let harness: LiveHarness;
beforeEach(() => {
  harness = startHarness();
});
afterEach(() => {
  harness.close();
  server.resetHandlers();
});

function options(overrides: Partial<LiveTranscriptionOptions> = {}): LiveTranscriptionOptions {
  return { temporaryKey: harness.temporaryKey, config: { model: "stt-rt-v3" }, ...overrides };
}

function renderLive(given: LiveTranscriptionOptions = options()) {
  const states: string[] = [];
  const rendered = renderHook(
    () => {
      const live = useLiveTranscription(given);
      if (states.at(-1) !== live.state) states.push(live.state);
      return live;
    },
    { wrapper: StrictMode },
  );
  return { ...rendered, states, live: (): LiveTranscription => rendered.result.current };
}

/** The text the mock's batch transcription gives for the same audio: the stream must give the same. */
async function batchText(): Promise<string> {
  const client = new AsyncServiceClient({ apiKey: "test-key" });
  const done = await client.transcribe(speech.path, { model: "stt-async-v3", enable_speaker_diarization: false });
  return done.text ?? "";
}

/** Everything released: no socket open, no live track, no unhandled rejection. */
function expectAllReleased(): void {
  expect(harness.openSockets()).toBe(0);
  expect(harness.liveTracks()).toBe(0);
  expect(harness.microphone.inUse).toBe(false);
  expect(harness.unhandledRejections).toEqual([]);
}

describe("useLiveTranscription() in Strict Mode under jsdom, with the MSW handlers and a fake microphone", () => {
  it("renders idle and opens nothing until start(), though Strict Mode mounted it twice", () => {
    const { live } = renderLive();
    expect(live().state).toBe("idle");
    expect(live().finalText).toBe("");
    expect(harness.gumCalls()).toBe(0);
    expect(harness.sockets).toHaveLength(0);
  });

  it("start() → streaming → the batch text of the same audio → stop() → closed, on one socket and one microphone", async () => {
    const expected = await batchText();
    expect(expected.split(" ").length).toBeGreaterThan(3);
    const finals: string[] = [];
    const { live, states } = renderLive(options({ onFinal: ({ text }) => finals.push(text) }));
    await act(() => live().start());
    expect(live().state).toBe("streaming");
    await harness.microphone.played;
    await waitFor(() => expect(live().level).toBeGreaterThan(0));
    await act(() => live().stop());
    expect(live().state).toBe("closed");
    expect(live().error).toBeUndefined();
    expect(live().finalText).toBe(expected);
    expect(
      live()
        .tokens.map((token) => token.text)
        .join(""),
    ).toBe(expected);
    expect(finals.at(-1)).toBe(expected);
    expect(live().latency?.timeToFirstTokenMs).toBeGreaterThanOrEqual(0);
    expect(states).toEqual(["idle", "connecting", "streaming", "finishing", "closed"]);
    expect(harness.sockets).toHaveLength(1);
    expect(harness.gumCalls()).toBe(1);
    expectAllReleased();
  });

  it("unmounted during connect: the socket that completes later is closed, the microphone released, nothing rejects", async () => {
    const { live, unmount } = renderLive();
    // Unmounts while the SDK is making the socket: the hook cannot have it yet.
    harness.onSocket = () => unmount();
    // start() resolves once streaming, or once its run ended: abandoned, it first releases what it acquired.
    await live().start();
    expect(harness.sockets).toHaveLength(1);
    expectAllReleased();
    expect(harness.gumCalls()).toBe(1);
  });

  it("unmounted while waiting for the ack: the socket is closed at once, not when connect() would time out", async () => {
    // No config reaches the mock, so no ack comes; connect() alone would hold the socket for a minute.
    withholdConfig(server);
    const { live, unmount } = renderLive(options({ connectTimeoutMs: 60_000 }));
    const frames: unknown[] = [];
    harness.onSocket = (socket) => {
      socket.addEventListener("open", () => unmount());
      socket.addEventListener("message", (event) => frames.push(event.data));
    };
    await live().start();
    expect(harness.sockets).toHaveLength(1);
    // Closed by the client, before the mock gave up waiting for the config (its error frame).
    expect(frames).toEqual([]);
    expectAllReleased();
  });

  it("unmounted during the microphone prompt: the tracks the prompt gives after unmount are stopped, no socket opens", async () => {
    const prompt = harness.holdPrompt();
    const { live, unmount } = renderLive();
    const started = live().start();
    await prompt.asked;
    unmount();
    prompt.release();
    await started;
    expect(harness.streams).toHaveLength(1);
    expect(harness.sockets).toHaveLength(0);
    expectAllReleased();
  });

  it("unmounted mid-stream: the socket and the microphone are released", async () => {
    const { live, unmount } = renderLive();
    await act(() => live().start());
    expect(live().state).toBe("streaming");
    expect(harness.openSockets()).toBe(1);
    expect(harness.liveTracks()).toBe(1);
    const socket = harness.sockets[0] as WebSocket;
    const closed = new Promise((resolve) => socket.addEventListener("close", resolve));
    unmount();
    // Unmounting stops the tracks at once; the socket's close comes from the server's side.
    expect(harness.liveTracks()).toBe(0);
    await closed;
    expectAllReleased();
  });

  it("start() twice opens one microphone and one socket; both calls resolve once streaming", async () => {
    const { live } = renderLive();
    await act(() => Promise.all([live().start(), live().start()]));
    expect(live().state).toBe("streaming");
    expect(harness.gumCalls()).toBe(1);
    expect(harness.sockets).toHaveLength(1);
    await act(() => live().stop());
    expectAllReleased();
  });

  it("stop() during start(): closed, and what start() was acquiring is released as it arrives", async () => {
    const prompt = harness.holdPrompt();
    const { live } = renderLive();
    let started: Promise<void> = Promise.resolve();
    act(() => {
      started = live().start();
    });
    await prompt.asked;
    const stopped = live().stop();
    prompt.release();
    await act(() => Promise.all([started, stopped]));
    expect(live().state).toBe("closed");
    expect(harness.sockets).toHaveLength(0);
    expectAllReleased();
  });

  it("start() after stop(): the first finishes, then a second session streams", async () => {
    const { live, states } = renderLive();
    await act(() => live().start());
    let stopped: Promise<void> = Promise.resolve();
    let restarted: Promise<void> = Promise.resolve();
    act(() => {
      stopped = live().stop();
      restarted = live().start();
    });
    // The second start() waits for the first session's last final tokens.
    expect(live().state).toBe("finishing");
    await act(() => Promise.all([stopped, restarted]));
    expect(live().state).toBe("streaming");
    // The first session's "closed" may render or be batched away before the second one's "connecting".
    const after = states.slice(states.indexOf("finishing")).filter((state) => state !== "closed");
    expect(after).toEqual(["finishing", "connecting", "streaming"]);
    expect(harness.sockets).toHaveLength(2);
    expect(harness.openSockets()).toBe(1);
    await act(() => live().stop());
    expect(live().state).toBe("closed");
    expectAllReleased();
  });

  it("a MediaStream the app gave is read, never stopped: its track stays live after stop()", async () => {
    const given = await navigator.mediaDevices.getUserMedia({ audio: true });
    const { live } = renderLive(options({ source: given }));
    await act(() => live().start());
    expect(live().state).toBe("streaming");
    await harness.microphone.played;
    await act(() => live().stop());
    expect(live().state).toBe("closed");
    expect(live().finalText).not.toBe("");
    expect(given.getAudioTracks().map((track) => track.readyState)).toEqual(["live"]);
    expect(harness.gumCalls()).toBe(1); // the app's own call, none by the hook
    for (const track of given.getTracks()) track.stop();
    expectAllReleased();
  });

  it("a refused key ends in state error with the ServiceError, the microphone released", async () => {
    const errors: ServiceError[] = [];
    const { live } = renderLive(
      options({ temporaryKey: async () => "tmp_never-minted", onError: (error) => errors.push(error) }),
    );
    await act(() => live().start());
    expect(live().state).toBe("error");
    expect(live().error).toBeInstanceOf(ServiceError);
    expect(errors).toEqual([live().error]);
    expectAllReleased();
  });

  it("refuses a long-lived apiKey, and a missing temporaryKey, while rendering", () => {
    const withApiKey = { ...options(), apiKey: "sk_long_lived" } as unknown as LiveTranscriptionOptions;
    const silence = silenceConsoleError();
    try {
      expect(() => renderHook(() => useLiveTranscription(withApiKey))).toThrow(ServiceConfigError);
      expect(() => renderHook(() => useLiveTranscription(withApiKey))).toThrow(/temporaryKey/);
      const noKey = { config: { model: "stt-rt-v3" } } as unknown as LiveTranscriptionOptions;
      expect(() => renderHook(() => useLiveTranscription(noKey))).toThrow(/temporaryKey/);
    } finally {
      silence();
    }
    expect(harness.sockets).toHaveLength(0);
  });
});

/** React logs a render's error before rethrowing it: expected here. */
function silenceConsoleError(): () => void {
  const original = console.error;
  console.error = () => undefined;
  return () => {
    console.error = original;
  };
}
