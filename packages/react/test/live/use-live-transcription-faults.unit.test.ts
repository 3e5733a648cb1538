// @vitest-environment jsdom
// useLiveTranscription() when the stream fails, by the mock's directives (client_reference_id, docs/mock.md):
// an error frame instead of the ack, an error mid-stream, a drop that `reconnect` recovers from. The state says
// what happened (error with the SDK's error kind, or reconnecting then streaming), and whatever the failure,
// the microphone and the socket are released with no unhandled rejection.

import { type LiveTranscriptionOptions, useLiveTranscription } from "@stt-service/react";
import { act, renderHook } from "@testing-library/react";
import type { SetupServer } from "msw/node";
import { StrictMode } from "react";
import { ServiceAPIError, ServiceAuthenticationError } from "stt-service/realtime";
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
afterEach(() => harness.close());

function renderLive(directive: string, overrides: Partial<LiveTranscriptionOptions> = {}) {
  const states: string[] = [];
  const rendered = renderHook(
    () => {
      const live = useLiveTranscription({
        temporaryKey: harness.temporaryKey,
        config: { model: "stt-rt-v3", client_reference_id: directive },
        ...overrides,
      });
      if (states.at(-1) !== live.state) states.push(live.state);
      return live;
    },
    { wrapper: StrictMode },
  );
  return { states, live: () => rendered.result.current };
}

function expectAllReleased(): void {
  expect(harness.openSockets()).toBe(0);
  expect(harness.liveTracks()).toBe(0);
  expect(harness.microphone.inUse).toBe(false);
  expect(harness.unhandledRejections).toEqual([]);
}

describe("useLiveTranscription() under the mock's stream faults (MSW handlers, jsdom, Strict Mode)", () => {
  it("an error frame instead of the ack (mock:error:401): state error with ServiceAuthenticationError, all released", async () => {
    const { live, states } = renderLive("mock:error:401");
    await act(() => live().start());
    expect(live().state).toBe("error");
    expect(live().error).toBeInstanceOf(ServiceAuthenticationError);
    expect(states).toEqual(["idle", "connecting", "error"]);
    expectAllReleased();
  });

  it("an error mid-stream (mock:error:500:after-ms:1000): streaming, then error with ServiceAPIError, all released", async () => {
    let failed: (value?: unknown) => void = () => undefined;
    const failure = new Promise((resolve) => {
      failed = resolve;
    });
    const { live, states } = renderLive("mock:error:500:after-ms:1000", { onError: () => failed() });
    await act(() => live().start());
    // The error may come before this line runs (1 s of audio plays in 0.1 s): the states tell the order.
    await act(() => failure);
    expect(live().state).toBe("error");
    expect(live().error).toBeInstanceOf(ServiceAPIError);
    // Straight from streaming to error: no finishing of a session that has failed.
    expect(states).toEqual(["idle", "connecting", "streaming", "error"]);
    expectAllReleased();
  });

  it("a drop with reconnect (mock:drop:after-ms:1000:once): reconnecting, then streaming again on a new socket, one microphone", async () => {
    // A fresh temporary key for each connection, as an app's backend mints them: the mock counts `:once` by the
    // key that minted it, so the reconnection, on a new temporary key, is not dropped again.
    const minted: string[] = [];
    const temporaryKey = async () => {
      const key = await harness.temporaryKey();
      minted.push(key);
      return key;
    };
    const { live, states } = renderLive("mock:drop:after-ms:1000:once", { reconnect: true, temporaryKey });
    await act(() => live().start());
    await harness.microphone.played;
    await act(() => live().stop());
    expect(live().error).toBeUndefined();
    expect(live().state).toBe("closed");
    expect(live().finalText).not.toBe("");
    const reconnecting = states.indexOf("reconnecting");
    expect(reconnecting).toBeGreaterThan(states.indexOf("streaming"));
    expect(states.slice(reconnecting + 1)).toContain("streaming");
    expect(harness.sockets).toHaveLength(2);
    expect(new Set(minted).size).toBe(2);
    expect(harness.gumCalls()).toBe(1);
    expectAllReleased();
  });
});
