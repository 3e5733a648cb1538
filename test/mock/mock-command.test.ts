// `npm run mock` as a frontend team runs it: a child process that serves both mocks, which the SDK can
// use, and that leaves nothing behind after Ctrl-C.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { findFreePort } from "../../scripts/lib/ports.js";
import { AsyncServiceClient } from "../../src/index.js";
import { RealtimeServiceClient } from "../../src/realtime.js";
import { wavBytes } from "../realtime/support.js";
import { copySpecs, type SpecCopy } from "../support/spec-copies.js";

const started: ChildProcess[] = [];
let copy: SpecCopy | undefined;
afterEach(() => {
  for (const child of started.splice(0)) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {
      // The group is gone already: nothing to clean up.
    }
  }
  copy?.remove();
});

function runMock(args: string[]): { child: ChildProcess; output: () => string; ready: Promise<string> } {
  // Its own process group, so that a signal to the group is what Ctrl-C in a terminal sends.
  const child = spawn("npm", ["run", "-s", "mock", "--", ...args], {
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  started.push(child);
  let output = "";
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk) => {
      output += String(chunk);
      if (output.includes("stops both.")) resolve(output);
    });
    child.stderr?.on("data", (chunk) => {
      output += String(chunk);
    });
    child.once("exit", (code) => reject(new Error(`npm run mock exited with ${code}:\n${output}`)));
  });
  // Runs that are meant to fail never become ready; their rejection is expected.
  ready.catch(() => undefined);
  return { child, output: () => output, ready };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

describe("npm run mock", () => {
  it("serves both mocks to the SDK, with CORS, and stops both children on SIGINT", async () => {
    const [httpPort, streamPort] = [await findFreePort(), await findFreePort()];
    const { child, ready } = runMock(["--http-port", String(httpPort), "--stream-port", String(streamPort)]);
    const banner = await ready;
    const pids = [...banner.matchAll(/pid (\d+)/g), ...banner.matchAll(/kill (\d+)/g)].map((match) => Number(match[1]));
    expect(pids).toHaveLength(3);
    expect(banner).toContain(`curl -H 'Authorization: Bearer any-key' http://127.0.0.1:${httpPort}/models`);

    const client = new AsyncServiceClient({ apiKey: "any-key", baseUrl: `http://127.0.0.1:${httpPort}` });
    expect((await client.models.list()).models.length).toBeGreaterThan(0);
    const preflight = await fetch(`http://127.0.0.1:${httpPort}/models`, {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:5173",
        "access-control-request-method": "GET",
        "access-control-request-headers": "authorization",
      },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeTruthy();

    const realtime = new RealtimeServiceClient({
      apiKey: "any-key",
      streamUrl: `ws://127.0.0.1:${streamPort}/transcribe-websocket`,
    });
    const session = await realtime.connect({ model: "stt-rt-v3", audio_format: "auto" });
    await session.stream(wavBytes(1));
    expect((await session.finish()).text).toBe("Hello, thanks for calling");

    process.kill(-(child.pid as number), "SIGINT");
    await once(child, "exit");
    for (const pid of pids) expect(isRunning(pid), `pid ${pid}`).toBe(false);
    expect(await portIsFree(httpPort)).toBe(true);
    expect(await portIsFree(streamPort)).toBe(true);
  });

  it("leaves no child behind even when killed outright", async () => {
    const [httpPort, streamPort] = [await findFreePort(), await findFreePort()];
    const { ready } = runMock(["--http-port", String(httpPort), "--stream-port", String(streamPort)]);
    const banner = await ready;
    const [prismPid, streamPid] = [...banner.matchAll(/pid (\d+)/g)].map((match) => Number(match[1]));
    const parentPid = Number(/kill (\d+)/.exec(banner)?.[1]);
    process.kill(parentPid, "SIGKILL");
    await vi.waitFor(
      () => {
        expect(isRunning(prismPid as number)).toBe(false);
        expect(isRunning(streamPid as number)).toBe(false);
      },
      { timeout: 10_000 },
    );
    expect(await portIsFree(httpPort)).toBe(true);
  });

  it("fails fast, naming the port, when a port is taken", async () => {
    const blocker = createServer().listen(0, "127.0.0.1");
    await once(blocker, "listening");
    const taken = (blocker.address() as { port: number }).port;
    const { child, output } = runMock(["--http-port", String(taken), "--stream-port", String(await findFreePort())]);
    const [code] = await once(child, "exit");
    blocker.close();
    expect(code).toBe(1);
    expect(output()).toContain(`Port ${taken} on 127.0.0.1 is already in use.`);
  });

  it("refuses to start when generated/ is out of step with the specs", async () => {
    copy = copySpecs();
    copy.edit("openapi.yaml", (spec) => {
      spec.components.schemas.Token.properties.channel = { type: "integer" };
    });
    const { child, output } = runMock(["--specs", copy.dir, "--http-port", String(await findFreePort())]);
    const [code] = await once(child, "exit");
    expect(code).toBe(1);
    expect(output()).toContain("generated/ is out of step with specs/ and templates/");
    expect(output()).toContain("not starting");
  });
});
