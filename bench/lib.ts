// Shared by the benchmarks: child-process servers, rounds and medians, and the tools measured beside ours.
import { execFileSync, fork } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";

const peerDirectory = join(resolve(import.meta.dirname, ".."), "node_modules", ".cache", "stt-bench-peers");
const peerPackages = ["@hey-api/openapi-ts@0.99.0", "typescript@5.9.3", "node@24"];

/**
 * Node 24 (the node@24 package) and the peer generator, which needs it: not devDependencies of a Node 20
 * project, so the bench installs them from the npm registry into a cache folder on first use.
 */
export function benchPeers(): { directory: string; node24: string } | { missing: string } {
  const node24 = join(peerDirectory, "node_modules", "node", "bin", "node");
  const complete = [node24, join(peerDirectory, "node_modules", "@hey-api", "openapi-ts", "bin", "run.js")];
  if (!complete.every(existsSync)) {
    mkdirSync(peerDirectory, { recursive: true });
    try {
      const args = ["install", "--prefix", peerDirectory, "--no-save", "--no-audit", "--no-fund", ...peerPackages];
      execFileSync("npm", args, { stdio: "ignore" });
    } catch (error) {
      return { missing: `could not install ${peerPackages.join(", ")}: ${(error as Error).message.split("\n")[0]}` };
    }
  }
  return { directory: peerDirectory, node24 };
}

export async function startServer(path: string): Promise<{ port: number; stop(): void }> {
  const child = fork(path, [], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const port = await new Promise<number>((resolve) =>
    child.once("message", (message) => resolve((message as { port: number }).port)),
  );
  return { port, stop: () => child.kill("SIGTERM") };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Runs `work` (which does `count` operations) for a warm-up and `rounds` rounds; the median rate per second. */
export async function ratePerSecond(count: number, rounds: number, work: () => Promise<void>): Promise<number> {
  await work();
  const rates: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await work();
    rates.push((count / (performance.now() - started)) * 1000);
  }
  return median(rates);
}

/**
 * Alternates the contenders round by round, so that drift on a shared machine hits them alike, and rotates
 * their order each round, so that none always runs right after (and pays the garbage of) the same other.
 */
export async function compare(
  names: string[],
  count: number,
  rounds: number,
  work: (name: string) => Promise<void>,
): Promise<Record<string, number>> {
  return (await compareWithCpu(names, count, rounds, work)).rates;
}

/**
 * As compare(), and also this process's CPU time per operation (median µs): steadier than rates on a
 * shared machine, and blind to the server's share when the server runs in another process.
 */
export async function compareWithCpu(
  names: string[],
  count: number,
  rounds: number,
  work: (name: string) => Promise<void>,
): Promise<{ rates: Record<string, number>; cpuMicros: Record<string, number> }> {
  for (const name of names) await work(name);
  const rates: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  const cpu: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const name of [...names.slice(round % names.length), ...names.slice(0, round % names.length)]) {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      await work(name);
      const used = process.cpuUsage(cpuBefore);
      rates[name]?.push((count / (performance.now() - started)) * 1000);
      cpu[name]?.push((used.user + used.system) / count);
    }
  }
  return {
    rates: Object.fromEntries(names.map((name) => [name, median(rates[name] ?? [])])),
    cpuMicros: Object.fromEntries(names.map((name) => [name, median(cpu[name] ?? [])])),
  };
}
