// Starts the Prism CLI on specs/openapi.yaml as a child process and waits until it answers: `prism mock`
// (the stateless baseline the bench measures the mock against) or `prism proxy` in front of an upstream
// (the test that holds the mock's in-process contract engine to what Prism's own proxy finds).
import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { findFreePort } from "./ports.js";

const require = createRequire(import.meta.url);

export interface RunningPrism {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export interface StartPrismOptions {
  specPath?: string;
  host?: string;
  /** A fixed port; by default a free one is chosen. */
  port?: number;
  /** How long to wait for Prism to answer before giving up. */
  readyTimeoutMs?: number;
  /** Extra arguments, such as `--dynamic`. */
  extraArgs?: string[];
  /** `prism proxy <spec> <upstream>` in front of this URL, instead of `prism mock <spec>`. */
  upstream?: string;
}

function prismCliPath(): string {
  const packageJsonPath = require.resolve("@stoplight/prism-cli/package.json");
  const { bin } = require(packageJsonPath) as { bin: Record<string, string> };
  const entry = bin.prism;
  if (!entry) throw new Error("@stoplight/prism-cli has no `prism` bin entry");
  return join(dirname(packageJsonPath), entry);
}

export async function startPrism(options: StartPrismOptions = {}): Promise<RunningPrism> {
  const host = options.host ?? "127.0.0.1";
  const port = options.port ?? (await findFreePort());
  const specPath = resolve(options.specPath ?? "specs/openapi.yaml");
  const wrapper = fileURLToPath(new URL("./child-of-parent.mjs", import.meta.url));
  const args = [
    wrapper,
    prismCliPath(),
    options.upstream === undefined ? "mock" : "proxy",
    "-h",
    host,
    "-p",
    String(port),
    ...(options.extraArgs ?? []),
    specPath,
    ...(options.upstream === undefined ? [] : [options.upstream]),
  ];
  // Through the wrapper, Prism ends with its parent, even one killed outright: no orphan keeps the port.
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe", "ipc"] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const url = `http://${host}:${port}`;
  try {
    await waitUntilAnswering(url, child, options.readyTimeoutMs ?? 30_000);
  } catch (error) {
    await stopChild(child);
    const log = output.join("").trim().split("\n").slice(-15).join("\n");
    throw new Error(`Prism did not start on ${url}: ${(error as Error).message}\n${log}`);
  }
  if (child.pid === undefined) throw new Error("Prism started without a PID");
  return { url, pid: child.pid, stop: () => stopChild(child) };
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`it exited with code ${child.exitCode}`);
    try {
      // Any HTTP answer, even 401 or 404, means Prism is listening.
      await fetch(`${url}/models`, { signal: AbortSignal.timeout(1_000) });
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error(`no answer within ${timeoutMs} ms`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const forceKill = setTimeout(() => child.kill("SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(forceKill);
      done();
    });
    child.kill("SIGTERM");
  });
}
