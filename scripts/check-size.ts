// `npm run size`: what the SDK weighs in a browser app. Bundles the built package (dist/, as users install
// it) the way an app's bundler does (esbuild: browser, ESM, minified, code splitting) and measures gzip -9
// of what loads up front: the entry chunk and every chunk it imports statically. Chunks behind a dynamic
// import (Node-only paths such as uploads from a file path) load only when used, and are listed apart.
//
// Each entry has the issue's budget and a ceiling. The ceiling is what CI enforces: the size measured when it
// was last lowered, plus a little room, so the bundle never grows unnoticed; lower it whenever the bundle
// shrinks. Until the size meets the budget, the distance to it is printed on every run.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Metafile } from "esbuild";

const root = resolve(import.meta.dirname, "..");

interface SizeEntry {
  name: string;
  /** The module an app writes, importing from the built package. */
  source: string;
  /** The same from the sources, to say which of them take the room (dist/ is already bundled). */
  fromSources: string;
  /** The issue's target, bytes of gzip -9. */
  budget: number;
  /** What CI enforces for now, bytes of gzip -9. */
  ceiling: number;
}

const entries: SizeEntry[] = [
  {
    name: "whole client (HTTP + real-time + errors)",
    source: `export { AsyncServiceClient, RealtimeServiceClient, ServiceError } from "${root}/dist/index.js";`,
    fromSources: `export { AsyncServiceClient, RealtimeServiceClient, ServiceError } from "${root}/src/index.ts";`,
    budget: 8_000,
    ceiling: 13_600,
  },
  {
    name: "real-time client alone",
    source: `export { RealtimeServiceClient, ServiceError } from "${root}/dist/realtime.js";`,
    fromSources: `export { RealtimeServiceClient, ServiceError } from "${root}/src/realtime.ts";`,
    budget: 3_000,
    ceiling: 8_200,
  },
];

/**
 * What the real-time session cannot do without, before a line of its own code: the error kinds its error
 * frames map to, the server-frame guards, the redacting logger, the WebSocket opener, the event emitter and
 * the option checks. Not enforced; printed so that whoever sets the real-time budget sees what is left of
 * it for the session itself.
 */
const realtimeFloor = `
export { errorKindForStreamCode, ServiceConfigError, ServiceError, ServiceNetworkError, ServiceTimeoutError } from "${root}/generated/errors.ts";
export { classifyServerMessage } from "${root}/generated/realtime/messages.ts";
export { consoleLogger, RedactingLogger } from "${root}/src/http/logger.ts";
export { createOpener } from "${root}/src/realtime/connection.ts";
export { TypedEmitter } from "${root}/src/realtime/emitter.ts";
export { checkServiceUrl, isPrintableKey } from "${root}/src/config-checks.ts";
export { environment, resolveLogLevel } from "${root}/src/environment.ts";
`;

interface Measured {
  initialBytes: number;
  minifiedBytes: number;
  lazy: { file: string; bytes: number }[];
  largestInputs: [string, number][];
}

/** The gzip -9 size of files read together, as a server would send them. */
function gzipped(paths: string[]): number {
  return gzipSync(Buffer.concat(paths.map((path) => readFileSync(path))), { level: 9 }).length;
}

async function measure(entry: SizeEntry, source: string): Promise<Measured> {
  const directory = mkdtempSync(join(tmpdir(), "stt-size-"));
  try {
    writeFileSync(join(directory, "app.js"), source);
    const result = await build({
      entryPoints: [join(directory, "app.js")],
      outdir: join(directory, "out"),
      bundle: true,
      minify: true,
      splitting: true,
      format: "esm",
      platform: "browser",
      // Node 20's WebSocket stand-in, never loaded in a browser; node: built-ins are reached only from
      // Node-only paths behind dynamic imports.
      external: ["ws", "node:*"],
      metafile: true,
      logLevel: "error",
      absWorkingDir: directory,
    });
    const outputs = (result.metafile as Metafile).outputs;
    const entryChunk = Object.keys(outputs).find((path) => outputs[path]?.entryPoint);
    if (!entryChunk) throw new Error(`${entry.name}: esbuild produced no entry chunk`);
    const initial = new Set([entryChunk]);
    for (const path of initial) {
      for (const imported of outputs[path]?.imports ?? []) {
        if (imported.kind === "import-statement" && imported.path in outputs) initial.add(imported.path);
      }
    }
    const absolute = (path: string) => join(directory, path);
    const inputs = new Map<string, number>();
    for (const path of initial) {
      for (const [input, { bytesInOutput }] of Object.entries(outputs[path]?.inputs ?? {})) {
        const name = input.replace(/^.*?(src|generated|dist|node_modules)\//, "$1/");
        inputs.set(name, (inputs.get(name) ?? 0) + bytesInOutput);
      }
    }
    return {
      initialBytes: gzipped([...initial].map(absolute)),
      minifiedBytes: [...initial].reduce((sum, path) => sum + (outputs[path]?.bytes ?? 0), 0),
      lazy: Object.keys(outputs)
        .filter((path) => path.endsWith(".js") && !initial.has(path))
        .map((path) => ({ file: path.split("/").pop() ?? path, bytes: gzipped([absolute(path)]) })),
      largestInputs: [...inputs.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5),
    };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
let failed = false;
const rows = [];
for (const entry of entries) {
  const measured = await measure(entry, entry.source);
  const parts = (await measure(entry, entry.fromSources)).largestInputs;
  rows.push({
    bundle: entry.name,
    "min+gzip": kB(measured.initialBytes),
    minified: kB(measured.minifiedBytes),
    budget: kB(entry.budget),
    ceiling: kB(entry.ceiling),
    "loaded on demand":
      measured.lazy.map((chunk) => `${chunk.file.replace(/(-[A-Z0-9]{8})+\.js$/, "")} ${kB(chunk.bytes)}`).join(", ") ||
      "-",
  });
  console.log(
    `${entry.name}: largest parts (minified) ${parts.map(([name, bytes]) => `${name} ${kB(bytes)}`).join(", ")}`,
  );
  if (measured.initialBytes > entry.ceiling) {
    failed = true;
    console.error(
      `${entry.name} is ${kB(measured.initialBytes)}, over its ceiling of ${kB(entry.ceiling)}: find what grew (the parts above) or, if the growth is worth it, raise the ceiling in scripts/check-size.ts and say why in the commit.`,
    );
  }
  if (measured.initialBytes > entry.budget) {
    console.warn(`${entry.name}: ${kB(measured.initialBytes - entry.budget)} over the budget of ${kB(entry.budget)}.`);
  }
}
console.table(rows);
const realtime = entries[1] as SizeEntry;
const floor = await measure({ ...realtime, name: "real-time floor" }, realtimeFloor);
console.log(
  `The real-time session's floor (error kinds, frame guards, redacting logger, WebSocket opener, emitter, option checks, without the session): ${kB(floor.initialBytes)} min+gzip, against the real-time budget of ${kB(realtime.budget)}.`,
);
if (failed) process.exit(1);
