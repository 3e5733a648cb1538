// Makes a worker thread fail mid-call, as worker threads can, for the sync client's tests (run in a child
// process of their own: sync-script.ts). Every worker started with eval'd code from then on, and every
// worker those start in turn, first runs `prelude`: in a worker, a call for the file id `fault-<kind>`
//   fault-exit:  ends the thread at once (process.exit in a worker ends only that thread);
//   fault-crash: throws where no handler expects it;
//   fault-oom:   allocates until the thread runs out of the heap each worker gets here (workerHeapMb).
// Written against Node's public worker API only, so it holds for any way the client starts its threads.

function prelude(): void {
  // Room for the worker to load the SDK's sources (it ran in 24 MB here), small enough to run out soon.
  const workerHeapMb = 64;
  const threads = process.getBuiltinModule("node:worker_threads");
  const Original = threads.Worker;
  // A named function expression: its own source is at hand in each thread it runs in.
  const source = `(${prelude.toString()})();`;
  threads.Worker = class extends Original {
    constructor(code: string | URL, options?: ConstructorParameters<typeof Original>[1]) {
      // A heap limit of the thread's own, so that fault-oom ends the worker alone: a process-wide
      // --max-old-space-size bounds every thread of the script (its main thread, tsx's loader thread), and
      // a fatal out-of-memory in any thread aborts the whole script, which then reports nothing.
      super(options?.eval ? `${source}\n${code}` : code, {
        ...options,
        resourceLimits: { maxOldGenerationSizeMb: workerHeapMb, ...options?.resourceLimits },
      });
    }
  } as typeof Original;
  process.getBuiltinModule("node:module").syncBuiltinESMExports();
  if (threads.isMainThread) return;
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const fault = /\/fault-(\w+)$/.exec(String(input))?.[1];
    if (fault === "exit") process.exit(3);
    if (fault === "crash") setImmediate(() => Promise.reject(new Error("the worker crashed")));
    if (fault === "oom") {
      // Small objects only: V8 stops a worker at its heap limit then, where a large allocation can abort the
      // whole process (Node 24). A list, not an array: an array's backing store grows in large allocations
      // (tens of MB near the limit), and on a loaded machine, where the collector lags, one of those can be
      // the allocation that fails.
      let hoard: { next: unknown } | undefined;
      for (;;) hoard = { next: hoard };
    }
    return fault ? new Promise<Response>(() => undefined) : original(input, init);
  };
}

export function injectWorkerFaults(): void {
  prelude();
}
