// `npm run size`: what the SDK weighs in a browser app, measured the way the peers were measured: the built
// package (dist/, as users install it) bundled into ONE file by esbuild for the browser, minified, gzip -9,
// with everything the entry can reach, on-demand chunks included (without code splitting esbuild inlines
// them). Node-only modules are not reachable: the package's conditions give browsers their stand-ins.
//
// Each entry has the issue's budget and a ceiling. The ceiling is what CI enforces: the size measured when it
// was last lowered, plus a little room, so the bundle never grows unnoticed; lower it whenever the bundle
// shrinks. The distance to the budget is printed on every run.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Metafile } from "esbuild";
import { buildWhenStale } from "../build/fresh-dist.js";

// The SDK package: its built dist/ as users install it, and its sources.
const repositoryRoot = resolve(import.meta.dirname, "../..");
const root = join(repositoryRoot, "packages", "sdk");
// What is measured is the built package: a fresh clone builds it here, once, rather than failing to find it.
buildWhenStale(root, "packages/sdk");

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
  /** Text of modules the bundle must not carry: an app that does not import them pays nothing for them. */
  absent?: string[];
}

const entries: SizeEntry[] = [
  {
    name: "whole client (HTTP + real-time + errors)",
    source: `export { AsyncServiceClient, RealtimeServiceClient, ServiceError } from "${root}/dist/index.js";`,
    fromSources: `export { AsyncServiceClient, RealtimeServiceClient, ServiceError } from "${root}/src/index.ts";`,
    budget: 9_900,
    ceiling: 20_300,
  },
  {
    name: "real-time client alone",
    source: `export { RealtimeServiceClient, ServiceError } from "${root}/dist/realtime.js";`,
    fromSources: `export { RealtimeServiceClient, ServiceError } from "${root}/src/realtime.ts";`,
    budget: 6_400,
    ceiling: 12_800,
    // The microphone capture (its worklet's source, its error kind) and the captions stay out of it.
    absent: ["registerProcessor", "MicrophoneError", "WEBVTT"],
  },
  {
    // The capture on its own: what an app adds for the microphone, beside the real-time client (shared parts,
    // ServiceError and the option checks, are counted here too, so this is an upper bound on the addition).
    name: "microphone capture alone (captureMicrophone)",
    source: `export { captureMicrophone } from "${root}/dist/realtime.js";`,
    fromSources: `export { captureMicrophone } from "${root}/src/realtime.ts";`,
    budget: 5_000,
    ceiling: 5_400,
  },
];

/**
 * What the real-time session cannot do without, before a line of its own code: the error kinds its error
 * frames map to, the server-frame guards, the redacting logger, the WebSocket opener, the event emitter and
 * the option checks. Not enforced; printed so that whoever sets the real-time budget sees what is left of
 * it for the session itself.
 */
const realtimeFloor = `
export { errorKindForStreamCode, ServiceConfigError, ServiceNetworkError, ServiceTimeoutError } from "${root}/src/generated/errors.ts";
export { ServiceError } from "${root}/src/core/service-error.ts";
export { classifyServerMessage } from "${root}/src/generated/realtime/messages.ts";
export { consoleLogger, RedactingLogger } from "${root}/src/core/logger.ts";
export { createOpener } from "${root}/src/realtime/connection.ts";
export { TypedEmitter } from "${root}/src/realtime/emitter.ts";
export { checkServiceUrl, isPrintableKey } from "${root}/src/core/checks.ts";
export { environment, resolveLogLevel } from "${root}/src/core/environment.ts";
`;

interface Measured {
  text: string;
  gzipBytes: number;
  minifiedBytes: number;
  largestInputs: [string, number][];
}

async function measure(entry: SizeEntry, source: string): Promise<Measured> {
  const directory = mkdtempSync(join(tmpdir(), "stt-size-"));
  try {
    writeFileSync(join(directory, "app.js"), source);
    const result = await build({
      entryPoints: [join(directory, "app.js")],
      bundle: true,
      minify: true,
      format: "esm",
      platform: "browser",
      write: false,
      // Node 20's WebSocket stand-in: an optional peer a browser never loads (its browser build only throws).
      external: ["ws"],
      metafile: true,
      logLevel: "error",
      absWorkingDir: directory,
    });
    const [output] = result.outputFiles;
    const [meta] = Object.values((result.metafile as Metafile).outputs);
    if (!output || !meta) throw new Error(`${entry.name}: esbuild produced no file`);
    const inputs = new Map<string, number>();
    for (const [input, { bytesInOutput }] of Object.entries(meta.inputs)) {
      const name = input.replace(/^.*?(src|generated|dist|node_modules)\//, "$1/");
      inputs.set(name, (inputs.get(name) ?? 0) + bytesInOutput);
    }
    return {
      text: output.text,
      gzipBytes: gzipSync(output.contents, { level: 9 }).length,
      minifiedBytes: output.contents.length,
      largestInputs: [...inputs.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6),
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
    "min+gzip": kB(measured.gzipBytes),
    minified: kB(measured.minifiedBytes),
    budget: kB(entry.budget),
    ceiling: kB(entry.ceiling),
  });
  console.log(
    `${entry.name}: largest parts (minified) ${parts.map(([name, bytes]) => `${name} ${kB(bytes)}`).join(", ")}`,
  );
  for (const text of entry.absent ?? []) {
    if (measured.text.includes(text)) {
      failed = true;
      console.error(
        `${entry.name} carries ${JSON.stringify(text)}, from a module it does not import: something there stopped being tree-shakable.`,
      );
    }
  }
  if (measured.gzipBytes > entry.ceiling) {
    failed = true;
    console.error(
      `${entry.name} is ${kB(measured.gzipBytes)}, over its ceiling of ${kB(entry.ceiling)}: find what grew (the parts above) or, if the growth is worth it, raise the ceiling in scripts/gate/size.ts and say why in the commit (CONTRIBUTING.md's "The size budget").`,
    );
  }
  if (measured.gzipBytes > entry.budget) {
    console.warn(`${entry.name}: ${kB(measured.gzipBytes - entry.budget)} over the budget of ${kB(entry.budget)}.`);
  }
}
console.table(rows);
const realtime = entries[1] as SizeEntry;
const floor = await measure({ ...realtime, name: "real-time floor" }, realtimeFloor);
console.log(
  `The real-time session's floor (error kinds, frame guards, redacting logger, WebSocket opener, emitter, option checks, without the session): ${kB(floor.gzipBytes)} min+gzip, against the real-time budget of ${kB(realtime.budget)}.`,
);
if (failed) process.exit(1);
