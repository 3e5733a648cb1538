// Makes a worker thread fail mid-call, as worker threads can, for the sync client's tests (run in a child
// process of their own: sync-script.ts). Every worker started with eval'd code from then on, and every
// worker those start in turn, first runs `prelude`: in a worker, a call for the file id `fault-<kind>`
//   fault-exit:  ends the thread at once (process.exit in a worker ends only that thread);
//   fault-crash: throws where no handler expects it;
//   fault-oom:   allocates until the thread runs out of memory (give the process a small heap).
// Written against Node's public worker API only, so it holds for any way the client starts its threads.

function prelude(): void {
  const threads = process.getBuiltinModule("node:worker_threads");
  const Original = threads.Worker;
  // A named function expression: its own source is at hand in each thread it runs in.
  const source = `(${prelude.toString()})();`;
  threads.Worker = class extends Original {
    constructor(code: string | URL, options?: ConstructorParameters<typeof Original>[1]) {
      super(options?.eval ? `${source}\n${code}` : code, options);
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
      // Small objects: V8 stops a worker at its heap limit then, where a large allocation can abort the
      // whole process (Node 24).
      const hoard: number[][] = [];
      for (;;) hoard.push([0]);
    }
    return fault ? new Promise<Response>(() => undefined) : original(input, init);
  };
}

export function injectWorkerFaults(): void {
  prelude();
}
