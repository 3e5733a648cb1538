// The stream playground: a real-time session from the page, as the SDK runs it. A temporary key from the
// in-page mock (or from the reader's own backend), the config message from its form, the microphone or a
// sample WAV streamed, every frame shown as it passes, interim text grey and italic, final in the text's colour, finalize, keepalive
// and end of audio as buttons, the close code and reason, captions to download, and the latency the SDK
// measures, live (drawn once per animation frame, by stream-view.ts: a burst of results must not freeze the
// page). Loaded by opener.ts only when the reader opens it; its Close button lets go of the microphone and
// the socket (teardown.ts) and hands the page back to opener.ts.
import {
  captionsFromTokens,
  captureMicrophone,
  measureLatency,
  RealtimeServiceClient,
  type RealtimeSession,
} from "stt-service/realtime";
import { inPageMock } from "../in-page-mock.js";
import type { ConfigField } from "./config-field.js";
import { configForm } from "./config-form.js";
import { type FrameDirection, recordingSocket } from "./recording-socket.js";
import { sampleWav } from "./sample-wav.js";
import { streamView } from "./stream-view.js";
import { teardown } from "./teardown.js";

declare const PLAYGROUND_CONFIG_FIELDS: ConfigField[];

function element<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  properties: Partial<HTMLElementTagNameMap[Tag]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[Tag] {
  const made = Object.assign(document.createElement(tag), properties);
  made.append(...children);
  return made;
}

function choice(name: string, value: string, text: string, checked = false): HTMLLabelElement {
  return element("label", {}, element("input", { type: "radio", name, value, checked }), ` ${text} `);
}

function describeFrame(data: unknown): string {
  if (typeof data === "string") return data === "" ? '"" (end of audio)' : data;
  const bytes = data instanceof ArrayBuffer ? data.byteLength : ArrayBuffer.isView(data) ? data.byteLength : 0;
  return `[binary, ${bytes} bytes of audio]`;
}

const styleId = "stream-playground-style";

/** Draws the playground into `into`; `onClose` runs after the Close button has let go of everything. */
export function mountPlayground(into: HTMLElement, onClose: () => void): void {
  // A file beside this script, as the page's policy allows styles only from the site (no inline <style>); once,
  // however often the playground is opened again.
  if (!document.getElementById(styleId)) {
    document.head.append(
      element("link", { id: styleId, rel: "stylesheet", href: new URL("playground.css", import.meta.url).href }),
    );
  }
  const held = teardown();
  const close = element("button", {
    type: "button",
    id: "playground-close",
    textContent: "Close the playground",
  });
  close.addEventListener("click", async () => {
    close.disabled = true;
    view.clear();
    await held.close();
    into.replaceChildren();
    onClose();
  });
  const form = configForm(PLAYGROUND_CONFIG_FIELDS);
  const keyUrl = element("input", { type: "url", name: "key-url", placeholder: "https://your-backend/temporary-key" });
  const streamUrl = element("input", { type: "url", name: "stream-url", placeholder: "wss://…/transcribe" });
  const seconds = element("input", {
    type: "number",
    name: "seconds",
    min: "1",
    step: "1",
    placeholder: "until you end it",
  });
  const start = element("button", { type: "button", id: "playground-start", textContent: "Connect and stream" });
  const finalize = element("button", {
    type: "button",
    id: "playground-finalize",
    textContent: "Finalize",
    disabled: true,
  });
  const keepalive = element("button", {
    type: "button",
    id: "playground-keepalive",
    textContent: "Keepalive",
    disabled: true,
  });
  const endAudio = element("button", {
    type: "button",
    id: "playground-end",
    textContent: "End of audio",
    disabled: true,
  });
  const finalText = element("span", { className: "final" });
  const interimText = element("span", { className: "interim" });
  const status = element("p", { id: "playground-status", textContent: "Not connected." });
  // Said by screen readers as it changes (connected, closed and why), without moving the reader's focus.
  status.setAttribute("role", "status");
  status.dataset.state = "idle";
  // A scrolling box: focusable, so a keyboard can scroll it, and named for the screen reader that lands on it.
  const frames = element("ol", { className: "frames", id: "playground-frames", tabIndex: 0 });
  frames.setAttribute("aria-label", "Frames");
  const captions = element("p", { className: "captions" });
  const latencyValues = {
    ttft: element("dd", { id: "latency-ttft", textContent: "–" }),
    last: element("dd", { id: "latency-last", textContent: "–" }),
    p50: element("dd", { id: "latency-p50", textContent: "–" }),
    p95: element("dd", { id: "latency-p95", textContent: "–" }),
    count: element("dd", { id: "latency-count", textContent: "0" }),
  };
  const latency = element(
    "dl",
    { className: "latency" },
    ...[
      ["Time to first token", latencyValues.ttft],
      ["Finalization, last", latencyValues.last],
      ["Finalization p50", latencyValues.p50],
      ["Finalization p95", latencyValues.p95],
      ["Final tokens timed", latencyValues.count],
    ].flatMap(([label, value]) => [element("div", {}, element("dt", { textContent: label as string }), value as Node)]),
  );
  into.append(
    element("div", { className: "playground-head" }, element("h2", { textContent: "Stream playground" }), close),
    element(
      "p",
      {},
      "A real-time session from this page through the SDK. By default the mock runs in the page (no server, nothing leaves the browser) and mints the temporary key; no long-lived key is ever put in the page.",
    ),
    element(
      "fieldset",
      {},
      element("legend", { textContent: "Server" }),
      choice("server", "mock", "the mock, in this page", true),
      choice("server", "named", "my server:"),
      element("label", {}, " temporary key from ", keyUrl),
      element("label", {}, " stream at ", streamUrl),
    ),
    element(
      "fieldset",
      {},
      element("legend", { textContent: "Audio" }),
      choice("source", "microphone", "the microphone", true),
      choice("source", "sample", "a sample WAV (4 s)"),
      element("label", {}, " stop after seconds: ", seconds),
    ),
    form.element,
    element("div", { className: "controls" }, start, finalize, keepalive, endAudio),
    status,
    element("p", { className: "transcript", id: "playground-transcript" }, finalText, interimText),
    latency,
    element("h3", { textContent: "Frames" }),
    frames,
    captions,
  );

  const view = streamView({ frames, finalText, interimText, latency: latencyValues });
  let startedAt = 0;
  const onFrame = (direction: FrameDirection, data: unknown) => {
    const time = (performance.now() - startedAt).toFixed(0).padStart(6);
    view.frame(direction, `${time} ms ${direction === "sent" ? "→ sent    " : "← received"} ${describeFrame(data)}`);
  };
  const setState = (state: string, text: string) => {
    view.flush();
    status.dataset.state = state;
    status.textContent = text;
  };

  start.addEventListener("click", () => {
    start.disabled = true;
    void run().catch((error: unknown) => {
      // Closing cancels the session: its waits reject, and nothing is left on the page to tell.
      if (held.closed) return;
      setState("failed", `Failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
      start.disabled = false;
    });
  });

  async function run(): Promise<void> {
    view.clear();
    captions.replaceChildren();
    const named = (into.querySelector('input[name="server"]:checked') as HTMLInputElement).value === "named";
    const useMicrophone =
      (into.querySelector('input[name="source"]:checked') as HTMLInputElement).value === "microphone";
    setState("connecting", "Connecting…");
    const mock = named ? undefined : await inPageMock();
    if (held.closed) return;
    const temporaryKey = named
      ? async () => {
          const response = await fetch(keyUrl.value, { method: "POST" });
          const text = await response.text();
          // A backend answers with the temporary key, as JSON ({ "api_key": … }) or as text.
          return text.trim().startsWith("{")
            ? String((JSON.parse(text) as { api_key?: unknown }).api_key)
            : text.trim();
        }
      : () => (mock as NonNullable<typeof mock>).mintTemporaryKey();
    const socket = recordingSocket(onFrame);
    const capture = useMicrophone ? await captureMicrophone() : undefined;
    if (capture && !held.hold(capture)) return;
    const config = { ...form.read(), ...(capture?.config ?? {}) };
    const client = new RealtimeServiceClient({
      temporaryKey,
      streamUrl: named ? streamUrl.value : mock?.streamUrl,
      WebSocket: socket.WebSocket,
    });
    startedAt = performance.now();
    let session: RealtimeSession;
    try {
      session = await client.connect(config as Parameters<RealtimeServiceClient["connect"]>[0]);
    } catch (error) {
      await capture?.stop();
      throw error;
    }
    if (!held.hold(session)) return;
    const meter = measureLatency(session);
    meter.onChange(view.latency);
    session.on("final", ({ text }) => view.final(text));
    session.on("interim", ({ text }) => view.interim(text));
    session.on("close", ({ code, reason }) => {
      if (held.closed) return;
      setState("closed", `Closed: ${code}${reason ? ` (${reason})` : ""}.`);
      for (const button of [finalize, keepalive, endAudio]) button.disabled = true;
      start.disabled = false;
      offerCaptions(session);
    });
    setState("streaming", `Streaming ${useMicrophone ? "the microphone" : "the sample WAV"}…`);
    for (const button of [finalize, keepalive, endAudio]) button.disabled = false;

    let ended = false;
    const endOfAudio = () => {
      ended = true;
      endAudio.disabled = true;
      void capture?.stop();
    };
    finalize.onclick = () => void session.finalize().catch(() => undefined);
    keepalive.onclick = () => socket.current()?.send(JSON.stringify({ type: "keepalive" }));
    endAudio.onclick = endOfAudio;

    const limitSeconds = Number(seconds.value) > 0 ? Number(seconds.value) : Number.POSITIVE_INFINITY;
    if (capture) {
      const limitBytes = limitSeconds * capture.config.sample_rate * 2;
      await session.stream(
        (async function* () {
          let sent = 0;
          for await (const chunk of capture) {
            if (ended || held.closed) break;
            const room = limitBytes - sent;
            yield room < chunk.byteLength ? chunk.subarray(0, room) : chunk;
            sent += Math.min(room, chunk.byteLength);
            if (sent >= limitBytes) break;
          }
          await capture.stop();
        })(),
      );
    } else {
      const wav = sampleWav(Math.min(4, limitSeconds));
      await session.stream(
        (async function* () {
          // 100 ms a frame (the header rides with the first).
          for (let at = 0, end = 44 + 3_200; at < wav.length && !ended && !held.closed; at = end, end += 3_200) {
            yield wav.subarray(at, end);
          }
        })(),
        { realtime: true },
      );
    }
    if (held.closed) return;
    setState("finishing", "End of audio sent; waiting for the last final tokens…");
    await session.finish();
  }

  function offerCaptions(session: RealtimeSession): void {
    const tokens = session.transcript.finalTokens;
    if (tokens.length === 0) return;
    captions.replaceChildren("Captions: ");
    for (const format of ["vtt", "srt"] as const) {
      const url = URL.createObjectURL(new Blob([captionsFromTokens(tokens, { format })], { type: "text/plain" }));
      held.hold(url);
      captions.append(element("a", { href: url, download: `transcript.${format}`, textContent: `.${format}` }), " ");
    }
  }
}
