// The Python SDK's figures, each against its baseline in the same run: the blocking client's request rate
// against raw httpx and openai-python's client, the real-time session's frame rate against raw `websockets`,
// and the import time of `stt_service` against `openai`. The measuring is done in Python (bench/python/), on
// the same loopback servers as the TypeScript benches, by the CPython 3.11 the docs tests use; `stt_service` is
// this checkout's sources. The bench makes that venv when it is missing; a machine without CPython 3.11 gets
// rows saying so instead of a failed bench.
import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { ensurePythonEnvironments } from "../scripts/python/environments.js";
import { missingPython, pythonInterpreter, pythonSources } from "../test/support/run-python.js";
import { startServer } from "./lib.js";

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "..");
const scripts = resolve(import.meta.dirname, "python");
/** openai-python: a bench peer, not a dependency of the SDK, installed into the venv on first use. */
const peers = ["openai"];

type Rows = Record<string, unknown>[];

/**
 * Why the Python figures cannot be measured here, after making the 3.11 venv (as `npm run python:venv` does; a
 * stamp check when it is up to date) and installing the bench's peers where they are missing.
 */
async function unavailable(): Promise<string | undefined> {
  if (missingPython()) {
    await ensurePythonEnvironments({ root, versions: ["3.11"], log: (line) => console.log(`python:venv: ${line}`) });
  }
  const missing = missingPython();
  if (missing) return missing;
  const check = `import importlib.util, sys; sys.exit(0 if all(importlib.util.find_spec(m) for m in ${JSON.stringify(peers)}) else 1)`;
  try {
    await run(pythonInterpreter(), ["-c", check]);
    return undefined;
  } catch {
    console.log(`bench: installing ${peers.join(", ")} into ${pythonInterpreter()}'s environment, for the bench`);
  }
  try {
    await run(pythonInterpreter(), ["-m", "pip", "install", "--quiet", ...peers], { maxBuffer: 16 * 1024 * 1024 });
    return undefined;
  } catch (error) {
    return `could not install ${peers.join(", ")}: ${(error as Error).message.split("\n")[0]}`;
  }
}

async function pythonRows(script: string, args: string[]): Promise<Rows> {
  const { stdout } = await run(pythonInterpreter(), [resolve(scripts, script), ...args], {
    env: { ...process.env, PYTHONPATH: pythonSources },
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Rows;
}

async function measured(measure: () => Promise<Rows>): Promise<Rows> {
  const reason = await unavailable();
  if (reason) {
    console.log(`bench: Python figures not measured: ${reason}`);
    return [{ measure: `not measured: ${reason}` }];
  }
  return measure();
}

export function benchPythonHttp(rounds = 7, perRound = 600): Promise<Rows> {
  return measured(async () => {
    const server = await startServer(new URL("./servers/http-server.mjs", import.meta.url).pathname);
    try {
      return await pythonRows("http_rate.py", [`http://127.0.0.1:${server.port}`, String(rounds), String(perRound)]);
    } finally {
      server.stop();
    }
  });
}

/** 5 000 frames a round by default: the session reads ~1 500 a second here, raw websockets ~19 000. */
export function benchPythonStream(
  rounds = 7,
  frames = Number(process.env.BENCH_PYTHON_FRAMES ?? 5_000),
): Promise<Rows> {
  return measured(async () => {
    const server = await startServer(new URL("./servers/ws-server.mjs", import.meta.url).pathname);
    try {
      return await pythonRows("stream_rate.py", [
        `ws://127.0.0.1:${server.port}/transcribe-websocket`,
        String(rounds),
        String(frames),
      ]);
    } finally {
      server.stop();
    }
  });
}

export function benchPythonImport(runs = 15): Promise<Rows> {
  return measured(() => pythonRows("import_time.py", [String(runs)]));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
  console.table(await benchPythonHttp(rounds));
  console.table(await benchPythonStream(rounds));
  console.table(await benchPythonImport());
}
