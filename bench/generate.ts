// The generator against a peer, @hey-api/openapi-ts, on the same OpenAPI spec and the same Node (24: the
// peer needs 22.18+), rounds alternating so that drift on a shared machine hits both alike; medians:
// - our generation from the OpenAPI spec alone (`--only openapi`: packages/sdk/src/generated/http/, formatted) / the peer;
// - our whole generation (both specs: types, resources, errors, stream messages, guards, validators, mock
//   script; formatted) / the peer;
// - `generate:check` with nothing changed / our whole generation (the manifest's hashes stand for it);
// - and `npm run generate` on this project's Node 20, as users run it, for the record.
import { execFileSync } from "node:child_process";
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
    rows.push({ measure: "@hey-api/openapi-ts 0.99.0", "median ms": `not measured: ${peer.missing}` });
    return rows;
  }
  const output = mkdtempSync(join(tmpdir(), "stt-generate-bench-"));
  const spec = join(root, "specs", "openapi.yaml");
  const launch = (...args: string[]) =>
    execFileSync(peer.node, [join(root, "scripts", "launch.mjs"), ...args], { cwd: root, stdio: "ignore" });
  const contenders: Record<string, () => void> = {
    "ours, OpenAPI spec only": () => launch("generate", "--only", "openapi", "--out", join(output, "ours")),
    "ours, whole (both specs)": () => launch("generate"),
    "generate:check, nothing changed": () => launch("check-generated"),
    "@hey-api/openapi-ts 0.99.0": () =>
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
  const names = Object.keys(contenders);
  const times: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  try {
    for (const name of names) contenders[name]?.(); // warm-up: bundles, compile caches, the peer's install
    for (let round = 0; round < rounds; round++) {
      for (const name of [...names.slice(round % names.length), ...names.slice(0, round % names.length)]) {
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
  const peerName = "@hey-api/openapi-ts 0.99.0";
  rows.push(
    {
      measure: "ratio: ours from the OpenAPI spec / @hey-api/openapi-ts (target < 1.0)",
      "median ms": Number((of("ours, OpenAPI spec only") / of(peerName)).toFixed(2)),
    },
    {
      measure: "ratio: our whole generation / @hey-api/openapi-ts (target ≤ 1.5)",
      "median ms": Number((of("ours, whole (both specs)") / of(peerName)).toFixed(2)),
    },
    {
      measure: "ratio: generate:check unchanged / our whole generation (target ≤ 0.25)",
      "median ms": Number((of("generate:check, nothing changed") / of("ours, whole (both specs)")).toFixed(2)),
    },
  );
  return rows;
}
