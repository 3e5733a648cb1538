// `scripts/run/mock.ts` as a child process, as `npm run mock` runs it (the same code, without npm in between),
// on free ports: the test run's shared mocks, and the bench's.
import { type ChildProcess, spawn } from "node:child_process";

export interface MockProcess {
  httpUrl: string;
  streamUrl: string;
  pid: number;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export interface MockProcessOptions {
  /** The project to run it in; the working directory by default. */
  cwd?: string;
  /** Through `npm run mock`, as a newcomer starts it, rather than node directly. */
  viaNpm?: boolean;
  /** Another command that takes the same flags, such as `["npx", "--no-install", "stt-mock"]` in a project. */
  command?: string[];
  readyTimeoutMs?: number;
}

/** Starts the mock command and resolves once it prints its banner; rejects with its output if it exits. */
export function startMockProcess(args: string[] = [], options: MockProcessOptions = {}): Promise<MockProcess> {
  const { cwd, command, readyTimeoutMs = 90_000 } = options;
  // npm and npx run the command below themselves: a group of its own lets a stop reach it.
  const viaNpm = options.viaNpm === true || command !== undefined;
  const ports = ["--http-port", "0", "--stream-port", "0"];
  // npm does not pass a signal on to the script it runs: started in a process group of its own, the whole
  // group is stopped at once.
  const [program, ...programArgs] = command ?? ["npm", "run", "-s", "mock", "--"];
  const child = viaNpm
    ? spawn(program as string, [...programArgs, ...ports, ...args], {
        cwd,
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
      })
    : spawn(
        process.execPath,
        ["--conditions=stt-service-source", "--import", "tsx", "scripts/run/mock.ts", ...ports, ...args],
        {
          cwd,
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      if (viaNpm) process.kill(-(child.pid as number), "SIGTERM");
      else child.kill("SIGTERM");
    }
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the mock printed no banner within ${readyTimeoutMs} ms:\n${output}`));
    }, readyTimeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the mock exited with ${code} before it was up:\n${output}`));
    });
    child.stdout?.on("data", () => {
      const httpUrl = /HTTP\s+(http:\/\/\S+)/.exec(output)?.[1];
      const streamUrl = /Streaming\s+(ws:\/\/\S+)/.exec(output)?.[1];
      if (!httpUrl || !streamUrl || !output.includes("stops both.")) return;
      clearTimeout(timer);
      resolve({ httpUrl, streamUrl, pid: child.pid as number, child, output: () => output, stop });
    });
  });
}
