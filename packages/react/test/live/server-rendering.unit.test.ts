// @vitest-environment node
// Server rendering: importing @stt-service/react and rendering a component that uses useLiveTranscription()
// with react-dom/server, in Node without a DOM, gives the idle state, and reads none of the browser's globals
// (window, document, navigator, WebSocket, AudioContext), neither at import nor at render: each is trapped by a
// getter that records the read, so even a `typeof window` check would show.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it, vi } from "vitest";

const browserGlobals = ["window", "document", "navigator", "WebSocket", "AudioContext", "AudioWorkletNode"];
const restore: (() => void)[] = [];

/** Records every read of the browser's globals from now on (their values, where Node has one, are kept). */
function trapBrowserGlobals(): string[] {
  const read: string[] = [];
  for (const name of browserGlobals) {
    const own = Object.getOwnPropertyDescriptor(globalThis, name);
    const value = own && ("value" in own ? own.value : own.get?.call(globalThis));
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        read.push(name);
        return value;
      },
    });
    restore.push(() => {
      if (own) Object.defineProperty(globalThis, name, own);
      else delete (globalThis as Record<string, unknown>)[name];
    });
  }
  return read;
}

afterEach(() => {
  for (const undo of restore.splice(0).reverse()) undo();
});

it("imports and renders on the server in the idle state, reading no browser global", async () => {
  vi.resetModules(); // the package's modules evaluate again, under the traps
  const read = trapBrowserGlobals();
  const { useLiveTranscription } = await import("@stt-service/react");
  function Dictation() {
    const live = useLiveTranscription({
      temporaryKey: async () => "tmp_never-called",
      config: { model: "stt-rt-v3" },
    });
    return createElement("p", { "data-state": live.state }, `${live.finalText}|${live.interimText}|${live.level}`);
  }
  const html = renderToString(createElement(Dictation));
  expect(html).toBe('<p data-state="idle">||0</p>');
  expect(read).toEqual([]);
});
