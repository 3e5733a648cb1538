// What the stream playground shows of a session as it runs: the frame list, the transcript and the latency
// figures. A server may send thousands of results in a second, faster than a page can draw them: drawn one by
// one (a row appended, then `scrollHeight` read, a layout each time; the whole transcript rewritten for each
// final result), 5 000 results took a minute or more to draw. So what arrives is only queued, and drawn once
// per animation frame: the rows that came, the final text that came added to what is shown, the interim text
// replaced, the list scrolled once (test/docs/stream-playground-burst.browser.test.ts counts it).
import type { LatencyMetrics } from "stt-service/realtime";
import type { FrameDirection } from "./recording-socket.js";

/** Rows the frame list keeps: the oldest go, so an hour's stream does not grow the page. */
export const maxFrameRows = 400;

export interface StreamViewElements {
  /** The frame list. */
  frames: HTMLOListElement;
  /** The final text: only ever appended to. */
  finalText: HTMLElement;
  /** The interim text, replaced as it changes. */
  interimText: HTMLElement;
  latency: Record<"ttft" | "last" | "p50" | "p95" | "count", HTMLElement>;
}

export interface StreamView {
  /** A row of the frame list, as text (a frame's content is never markup). */
  frame(direction: FrameDirection, text: string): void;
  /** The session's final text so far (the SDK's, which only grows). */
  final(text: string): void;
  interim(text: string): void;
  latency(metrics: LatencyMetrics): void;
  /** Draws what is queued now: the status is set after it, so it never tells of frames not shown yet. */
  flush(): void;
  /** Empties the list and the transcript, and drops what is queued, for a new session. */
  clear(): void;
}

function figure(ms: number | undefined): string {
  return ms === undefined ? "–" : `${Math.round(ms)} ms`;
}

export function streamView(elements: StreamViewElements): StreamView {
  const { frames, finalText, interimText } = elements;
  let rows: { direction: FrameDirection; text: string }[] = [];
  let finalSoFar = "";
  /** How much of `finalSoFar` the page shows. */
  let finalShown = 0;
  let interim = "";
  let metrics: LatencyMetrics | undefined;
  let scheduled: number | undefined;

  const schedule = () => {
    scheduled ??= requestAnimationFrame(draw);
  };

  function draw(): void {
    scheduled = undefined;
    if (finalSoFar.length > finalShown) {
      // A text node of its own: what is shown stays as it is, and nothing read as markup.
      finalText.append(finalSoFar.slice(finalShown));
      finalShown = finalSoFar.length;
    }
    if (interimText.textContent !== interim) interimText.textContent = interim;
    if (metrics) {
      const { ttft, last, p50, p95, count } = elements.latency;
      ttft.textContent = figure(metrics.timeToFirstTokenMs);
      last.textContent = figure(metrics.finalization.lastMs);
      p50.textContent = figure(metrics.finalization.p50Ms);
      p95.textContent = figure(metrics.finalization.p95Ms);
      count.textContent = String(metrics.finalization.count);
      metrics = undefined;
    }
    if (rows.length > 0) {
      const batch = document.createDocumentFragment();
      // Rows beyond the cap would be removed as soon as drawn: only the last ones are made.
      for (const { direction, text } of rows.slice(-maxFrameRows)) {
        const row = document.createElement("li");
        row.className = direction;
        row.textContent = text;
        batch.append(row);
      }
      rows = [];
      frames.append(batch);
      for (let excess = frames.childElementCount - maxFrameRows; excess > 0; excess--) {
        frames.firstElementChild?.remove();
      }
      // Read last, after every change of the batch: one layout for all of them.
      frames.scrollTop = frames.scrollHeight;
    }
  }

  return {
    frame(direction, text) {
      rows.push({ direction, text });
      // A hidden tab runs no animation frames: the queue is trimmed here too, so it stays small until drawn.
      if (rows.length >= 2 * maxFrameRows) rows = rows.slice(-maxFrameRows);
      schedule();
    },
    final(text) {
      finalSoFar = text;
      schedule();
    },
    interim(text) {
      interim = text;
      schedule();
    },
    latency(next) {
      metrics = next;
      schedule();
    },
    flush() {
      if (scheduled === undefined) return;
      cancelAnimationFrame(scheduled);
      draw();
    },
    clear() {
      if (scheduled !== undefined) cancelAnimationFrame(scheduled);
      scheduled = undefined;
      rows = [];
      finalSoFar = "";
      finalShown = 0;
      interim = "";
      metrics = undefined;
      frames.replaceChildren();
      finalText.replaceChildren();
      interimText.replaceChildren();
    },
  };
}
