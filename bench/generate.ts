// `npm run generate` wall time, as a user runs it (npm, tsx start-up and all), median of rounds; and the
// same OpenAPI spec through @hey-api/openapi-ts, a peer generator, as its users run its CLI.
//
// The peer needs Node 22.18+, and TypeScript 5 (npm would pick 7, which it cannot load), so it is not a
// devDependency of a Node 20 project: it comes with the bench's Node 24 (benchPeers in lib.ts).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { benchPeers, median } from "./lib.js";

const root = resolve(import.meta.dirname, "..");

function timed(rounds: number, run: () => void): number[] {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return times;
}

function summary(measure: string, produces: string, times: number[]) {
  return {
    measure,
    produces,
    "median ms": Math.round(median(times)),
    "min ms": Math.round(Math.min(...times)),
    "max ms": Math.round(Math.max(...times)),
  };
}

/** The peer's CLI and the Node 24 that runs it, installed on first use; or why they could not be. */
function peerGenerator(): { node: string; cli: string } | { missing: string } {
  const peers = benchPeers();
  if ("missing" in peers) return peers;
  return { node: peers.node24, cli: join(peers.directory, "node_modules", "@hey-api", "openapi-ts", "bin", "run.js") };
}

export function benchGenerate(rounds = 3) {
  const ours = timed(rounds, () => execFileSync("npm", ["run", "-s", "generate"], { cwd: root, stdio: "ignore" }));
  const rows: Record<string, unknown>[] = [
    summary(
      "npm run generate (Node 20)",
      "both specs: types, resources, routes, errors, stream messages, guards, validators, mock script; formatted",
      ours,
    ),
  ];
  const peer = peerGenerator();
  if ("missing" in peer) {
    rows.push({ measure: "@hey-api/openapi-ts 0.99.0", produces: `not measured: ${peer.missing}` });
    return rows;
  }
  const output = mkdtempSync(join(tmpdir(), "stt-hey-api-"));
  try {
    const spec = join(root, "specs", "openapi.yaml");
    const theirs = timed(rounds, () =>
      execFileSync(
        peer.node,
        [peer.cli, "-i", spec, "-o", output, "-c", "@hey-api/client-fetch", "--no-log-file", "--silent"],
        { cwd: output, stdio: "ignore" },
      ),
    );
    rows.push(
      summary(
        "@hey-api/openapi-ts 0.99.0 CLI (Node 24)",
        "the OpenAPI spec only: types, SDK functions, fetch client; unformatted",
        theirs,
      ),
    );
    rows.push({
      measure: "ratio",
      produces: "npm run generate / @hey-api/openapi-ts (median wall)",
      "median ms": Number((median(ours) / median(theirs)).toFixed(2)),
    });
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
  return rows;
}
