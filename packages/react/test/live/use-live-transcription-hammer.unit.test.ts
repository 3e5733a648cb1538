// @vitest-environment jsdom
// The hook hammered as an impatient user and a re-rendering app would: start() 50 times in a row, start()/stop()
// alternated 50 times without waiting, unmounting while reconnecting or finishing. Counted from outside the hook
// (sockets the global WebSocket made, live tracks, unhandled rejections), as the hook's own tests count.

import { type LiveTranscription, type LiveTranscriptionOptions, useLiveTranscription } from "@stt-service/react";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { SetupServer } from "msw/node";
import { StrictMode } from "react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type LiveHarness, startHarness, startMockServer } from "./live-harness.js";

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

function renderLive(overrides: Partial<LiveTranscriptionOptions> = {}) {
  const given: LiveTranscriptionOptions = {
    temporaryKey: harness.temporaryKey,
    config: { model: "stt-rt-v3" },
    ...overrides,
  };
  const rendered = renderHook(() => useLiveTranscription(given), { wrapper: StrictMode });
  return { ...rendered, live: (): LiveTranscription => rendered.result.current };
}

function expectAllReleased(): void {
  expect(harness.openSockets()).toBe(0);
  expect(harness.liveTracks()).toBe(0);
  expect(harness.microphone.inUse).toBe(false);
  expect(harness.unhandledRejections).toEqual([]);
}

describe("useLiveTranscription hammered", () => {
  it("start() 50 times in a row opens one microphone and one socket", async () => {
    const { live } = renderLive();
    await act(() => Promise.all(Array.from({ length: 50 }, () => live().start())));
    expect(live().state).toBe("streaming");
    expect(harness.gumCalls()).toBe(1);
    expect(harness.sockets).toHaveLength(1);
    await act(() => live().stop());
    expectAllReleased();
  });

  it("start() and stop() alternated 50 times without waiting: at most one socket open at any time, all released", async () => {
    const { live } = renderLive();
    let maxOpen = 0;
    harness.onSocket = () => {
      maxOpen = Math.max(maxOpen, harness.openSockets());
    };
    const calls: Promise<void>[] = [];
    act(() => {
      for (let index = 0; index < 50; index++) {
        calls.push(live().start());
        calls.push(live().stop());
      }
    });
    await act(() => Promise.all(calls));
    await waitFor(() => expect(["closed", "idle"]).toContain(live().state));
    expect(maxOpen).toBeLessThanOrEqual(1);
    expectAllReleased();
  });

  it("start() 50 times, then unmount while connecting: nothing left open", async () => {
    const { live, unmount } = renderLive();
    const calls: Promise<void>[] = [];
    act(() => {
      for (let index = 0; index < 50; index++) calls.push(live().start());
    });
    await waitFor(() => expect(harness.sockets.length).toBeGreaterThan(0));
    unmount();
    await Promise.all(calls);
    await waitFor(() => expect(harness.openSockets()).toBe(0));
    expect(harness.sockets).toHaveLength(1);
    expectAllReleased();
  });

  it("start()/stop() 20 rounds, each awaited: 20 sockets one after another, never two at once", async () => {
    const { live } = renderLive();
    let maxOpen = 0;
    harness.onSocket = () => {
      maxOpen = Math.max(maxOpen, harness.openSockets());
    };
    for (let round = 0; round < 20; round++) {
      await act(() => live().start());
      expect(live().state).toBe("streaming");
      await act(() => live().stop());
    }
    expect(harness.sockets).toHaveLength(20);
    expect(maxOpen).toBeLessThanOrEqual(1);
    expectAllReleased();
  });

  it("unmounted while reconnecting (the reopen's key still being fetched): no socket opens later, all released", async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked: () => void = () => undefined;
    const reopenAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    const temporaryKey = async () => {
      calls++;
      if (calls > 1) {
        asked();
        await held;
      }
      return harness.temporaryKey();
    };
    const { live, unmount } = renderLive({
      reconnect: true,
      temporaryKey,
      config: { model: "stt-rt-v3", client_reference_id: "mock:drop:after-ms:500:once" },
    });
    await act(() => live().start());
    await reopenAsked;
    expect(live().state).toBe("reconnecting");
    unmount();
    release();
    await waitFor(() => expect(harness.openSockets()).toBe(0));
    expect(harness.sockets).toHaveLength(1);
    expectAllReleased();
  });

  it("unmounted while finishing (stop() called, its last results pending): the socket and microphone released", async () => {
    const { live, unmount } = renderLive();
    await act(() => live().start());
    let stopped: Promise<void> = Promise.resolve();
    act(() => {
      stopped = live().stop();
    });
    expect(live().state).toBe("finishing");
    unmount();
    await stopped;
    await waitFor(() => expect(harness.openSockets()).toBe(0));
    expectAllReleased();
  });
});
