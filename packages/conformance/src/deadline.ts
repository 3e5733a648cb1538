// The run's deadline: every wait of the kit (a request, a Retry-After, a poll, a stream frame) ends by it,
// so a server that answers just under each time-out, or asks again and again to retry later, cannot hold a
// run for hours within its request budget. When it passes, the wait that was under way throws
// DeadlineReached naming what it was waiting on, and the run ends with exit 2.

export class DeadlineReached extends Error {}

export class Deadline {
  private readonly endsAt: number;
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;
  /** What the kit waits on now (the latest wait begun), for the message when the deadline passes. */
  private waitingOn = "the start of the run";

  constructor(
    readonly seconds: number,
    /** How the message names the bound, such as "--max-run-seconds 900". */
    private readonly name: string,
  ) {
    this.endsAt = Date.now() + seconds * 1000;
    this.timer = setTimeout(() => this.controller.abort(), seconds * 1000);
    this.timer.unref();
  }

  /** Aborts when the deadline passes: hand it to whatever waits (fetch, a timer). */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get passed(): boolean {
    return this.controller.signal.aborted || Date.now() >= this.endsAt;
  }

  remainingMs(): number {
    return Math.max(0, this.endsAt - Date.now());
  }

  /** Notes what the kit is about to wait on; throws when the deadline has already passed. */
  begin(what: string): void {
    this.waitingOn = what;
    if (this.passed) throw this.reached();
  }

  reached(): DeadlineReached {
    return new DeadlineReached(`cannot finish within ${this.name} s: it was waiting on ${this.waitingOn}`);
  }

  /** Waits `ms`, or throws DeadlineReached if the deadline comes first. */
  async sleep(ms: number, what: string): Promise<void> {
    this.begin(what);
    // Waiting past the deadline only to stop there would hold the run for nothing.
    if (ms > this.remainingMs()) throw this.reached();
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.signal.removeEventListener("abort", done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.signal.addEventListener("abort", done);
    });
    if (this.passed) throw this.reached();
  }

  dispose(): void {
    clearTimeout(this.timer);
  }
}
