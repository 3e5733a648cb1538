// What finalize() and finish() wait for: the deadline restarts with every frame from the server, so only
// silence ends a wait. Fake timers: the test says exactly when time passes.
import { afterEach, describe, expect, it, vi } from "vitest";
import { Waits } from "../../src/realtime/waits.js";

describe("the finish deadline", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("restarts with each frame heard, and fires only after timeoutMs of silence", () => {
    vi.useFakeTimers();
    const silences: string[] = [];
    const waits = new Waits(1_000, (waiting) => silences.push(waiting));
    void waits.start("finish").catch(() => undefined);
    for (let frame = 0; frame < 10; frame++) {
      vi.advanceTimersByTime(900);
      waits.heard();
    }
    expect(silences).toEqual([]);
    vi.advanceTimersByTime(999);
    expect(silences).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(silences).toEqual(["finish"]);
  });
});
