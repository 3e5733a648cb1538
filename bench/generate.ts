// The generator against a peer, @hey-api/openapi-ts, on the same OpenAPI spec and the same Node (24: the
// peer needs 22.18+), whole processes, rounds alternating so that drift on a shared machine hits both alike;
// medians:
// - our whole generation (both specs: types, resources, errors, stream messages, guards, validators, mock
//   script; formatted; every file rendered and written), warm: the launcher's bundle, Node's compile cache and
//   the slow tools' kept results (scripts/generate/targets/typescript/code/reuse.ts) from the run before, as a second
//   `npm run generate` finds them;
// - the same, cold: those three caches removed before each run, so the run bundles, compiles and runs every
//   tool, as the first generation of a fresh clone does;
// - from the OpenAPI spec alone (`--only openapi`: packages/sdk/src/generated/http/, formatted), warm;
// - `generate:check` with nothing changed / our warm generation (the manifest's hashes stand for it);
// - and `npm run generate` on this project's Node 20, as users run it, for the record.
// The peer keeps nothing between runs, so it has one figure, the divisor of each ratio.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { benchPeers, median } from "./lib.js";

const root = resolve(import.meta.dirname, "..");

function timed(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

/** The peer's CLI and the Node 24 that runs it, installed on first use; or why they could not be. */
function peerGenerator(): { node: string; cli: string } | { missing: string } {
  const peers = benchPeers();
  if ("missing" in peers) return peers;
  return { node: peers.node24, cli: join(peers.directory, "node_modules", "@hey-api", "openapi-ts", "bin", "run.js") };
}

const warm = "ours, whole (both specs), warm";
const cold = "ours, whole (both specs), cold";
const openapiOnly = "ours, OpenAPI spec only, warm";
const check = "generate:check, nothing changed";
const peerName = "@hey-api/openapi-ts 0.99.0";

export function benchGenerate(rounds = 5) {
  const peer = peerGenerator();
  const users = [0, 1, 2].map(() =>
    timed(() => execFileSync("npm", ["run", "-s", "generate"], { cwd: root, stdio: "ignore" })),
  );
  const rows: Record<string, unknown>[] = [
    {
      measure: "npm run generate on Node 20, as users run it (npm's own start-up included)",
      "median ms": Math.round(median(users)),
    },
  ];
  if ("missing" in peer) {
    rows.push({ measure: peerName, "median ms": `not measured: ${peer.missing}` });
    return rows;
  }
  const output = mkdtempSync(join(tmpdir(), "stt-generate-bench-"));
  const spec = join(root, "specs", "openapi.yaml");
  const launch = (...args: string[]) =>
    execFileSync(peer.node, [join(root, "scripts", "generate", "launch.mjs"), ...args], { cwd: root, stdio: "ignore" });
  // The launcher's caches (scripts/generate/launch.mjs): this tree's bundles with the tools' kept results, and
  // Node's compile cache.
  const cache = join(root, "node_modules", ".cache");
  const caches = [
    join(cache, "stt-scripts", createHash("sha256").update(root).digest("hex").slice(0, 16)),
    join(cache, "stt-compile-cache"),
  ];
  const contenders: Record<string, () => void> = {
    [warm]: () => launch("generate", "--out", join(output, "warm")),
    [cold]: () => launch("generate", "--out", join(output, "cold")),
    [openapiOnly]: () => launch("generate", "--only", "openapi", "--out", join(output, "openapi")),
    [check]: () => launch("check-generated"),
    [peerName]: () =>
      execFileSync(
        peer.node,
        [
          peer.cli,
          "-i",
          spec,
          "-o",
          join(output, "hey-api"),
          "-c",
          "@hey-api/client-fetch",
          "--no-log-file",
          "--silent",
        ],
        { cwd: output, stdio: "ignore" },
      ),
  };
  // Untimed, before a contender's run.
  const prepare: Record<string, () => void> = {
    [cold]: () => {
      for (const folder of caches) rmSync(folder, { recursive: true, force: true });
    },
  };
  const names = Object.keys(contenders);
  const times: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  try {
    // Warm-up: bundles, compile caches, the tools' kept results, the peer's install.
    for (const name of names) {
      prepare[name]?.();
      contenders[name]?.();
    }
    for (let round = 0; round < rounds; round++) {
      for (const name of [...names.slice(round % names.length), ...names.slice(0, round % names.length)]) {
        prepare[name]?.();
        times[name]?.push(timed(contenders[name] as () => void));
      }
    }
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
  const of = (name: string) => median(times[name] ?? []);
  for (const name of names) {
    rows.push({ measure: `${name} (Node 24)`, "median ms": Math.round(of(name)) });
  }
  const ratio = (value: number) => Number(value.toFixed(2));
  rows.push(
    {
      measure: "ratio: our whole generation, warm / @hey-api/openapi-ts (target ≤ 1.2)",
      "median ms": ratio(of(warm) / of(peerName)),
    },
    {
      measure: "ratio: our whole generation, cold / @hey-api/openapi-ts (target ≤ 1.2)",
      "median ms": ratio(of(cold) / of(peerName)),
    },
    {
      measure: "ratio: ours from the OpenAPI spec, warm / @hey-api/openapi-ts",
      "median ms": ratio(of(openapiOnly) / of(peerName)),
    },
    {
      measure: "ratio: generate:check unchanged / our whole generation, warm (target ≤ 0.25)",
      "median ms": ratio(of(check) / of(warm)),
    },
  );
  return rows;
}
