// `npm run mock` as a frontend team runs it: through npm, one process serving both mocks to the SDK, that
// stops when npm is told to (SIGINT, SIGTERM) or killed outright, and that explains itself when it cannot
// start. Waits are for signals (a banner, an exit, a free port), with room for a loaded machine.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { AsyncServiceClient } from "stt-service";
import { RealtimeServiceClient } from "stt-service/realtime";
import { afterEach, describe, expect, it, vi } from "vitest";
import { findFreePort } from "#test-support/ports.js";
import { copySpecs, type SpecCopy } from "#test-support/spec-copies.js";
import { wavBytes } from "#test-support/wav-fixtures.js";
import { signedWith, startWebhookReceiver } from "../../webhook-receiver.js";

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

function runMock(
  args: string[],
  script = "mock",
  readyWhen = "stops both.",
): { child: ChildProcess; output: () => string; ready: Promise<string> } {
  // Its own process group, so that the cleanup above reaches whatever is left; signals in the tests go to
  // npm's PID alone, as `kill <pid>` does.
  const child = spawn("npm", ["run", "-s", script, "--", ...args], {
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  started.push(child);
  let output = "";
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk) => {
      output += String(chunk);
      if (output.includes(readyWhen)) resolve(output);
    });
    child.stderr?.on("data", (chunk) => {
      output += String(chunk);
    });
    child.once("exit", (code) => reject(new Error(`npm run ${script} exited with ${code}:\n${output}`)));
  });
  // Runs that are meant to fail never become ready; their rejection is expected.
  ready.catch(() => undefined);
  return { child, output: () => output, ready };
}

// Whether the process still runs. A process that has exited but that its parent has not yet reaped is a
// zombie: kill(pid, 0) still finds it. When npm is killed outright the mock's parent becomes PID 1, which
// reaps it when it gets to it: on a loaded machine that took longer than the whole wait, and the test failed
// on a mock that had stopped in time. So a zombie counts as gone (Linux reads its state from /proc).
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
    return state !== "Z" && state !== "X";
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT" && existsSync("/proc/self/stat")) return false;
  }
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

async function ports(): Promise<[number, number]> {
  return [await findFreePort(), await findFreePort()];
}

describe("npm run mock", () => {
  it.each(["SIGINT", "SIGTERM"] as const)(
    "serves both mocks to the SDK under /v1, with CORS, and stops on %s to the npm process",
    async (signal) => {
      const [httpPort, streamPort] = await ports();
      const { child, ready } = runMock(["--http-port", String(httpPort), "--stream-port", String(streamPort)]);
      const banner = await ready;
      const mockPid = Number(/\(pid (\d+)\)/.exec(banner)?.[1]);
      const baseUrl = `http://127.0.0.1:${httpPort}/v1`;
      expect(banner).toContain(`HTTP       ${baseUrl}`);
      expect(banner).toContain(`curl -H 'Authorization: Bearer any-key' ${baseUrl}/models`);

      const client = new AsyncServiceClient({ apiKey: "any-key", baseUrl });
      expect((await client.models.list()).models.length).toBeGreaterThan(0);
      const preflight = await fetch(`${baseUrl}/models`, {
        method: "OPTIONS",
        headers: {
          origin: "http://localhost:5173",
          "access-control-request-method": "GET",
          "access-control-request-headers": "authorization",
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");

      const realtime = new RealtimeServiceClient({
        apiKey: "any-key",
        streamUrl: `ws://127.0.0.1:${streamPort}/transcribe-websocket`,
      });
      const session = await realtime.connect({ model: "stt-rt-v3", audio_format: "auto" });
      await session.stream(wavBytes(1));
      expect((await session.finish()).text).toBe("Hello, thanks for calling");

      process.kill(child.pid as number, signal);
      await once(child, "exit");
      await vi.waitFor(() => expect(isRunning(mockPid)).toBe(false), { timeout: 30_000, interval: 100 });
      expect(await portIsFree(httpPort)).toBe(true);
      expect(await portIsFree(streamPort)).toBe(true);
    },
    90_000,
  );

  it("POSTs a signed webhook to a receiver on this machine; another host only with --allow-webhook-host", async () => {
    const hooks = await startWebhookReceiver();
    try {
      const [httpPort, streamPort] = await ports();
      const { ready } = runMock([
        ...["--http-port", String(httpPort), "--stream-port", String(streamPort)],
        ...["--allow-webhook-host", "hooks.example.invalid", "--webhook-retry-scale", "0.001"],
      ]);
      const banner = await ready;
      expect(banner).toContain("(to loopback, hooks.example.invalid only)");
      expect(banner).toContain(`http://127.0.0.1:${httpPort}/__mock/webhooks`);
      const baseUrl = `http://127.0.0.1:${httpPort}/v1`;
      const headers = { authorization: "Bearer cli-webhooks" };
      const form = new FormData();
      form.append("file", new Blob([wavBytes(1)], { type: "audio/wav" }), "call.wav");
      const file = await (await fetch(`${baseUrl}/files`, { method: "POST", headers, body: form })).json();
      const create = (webhookUrl: string) =>
        fetch(`${baseUrl}/transcriptions`, {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify({
            file_id: file.file_id,
            model: "stt-async-v3",
            enable_speaker_diarization: false,
            webhook_url: webhookUrl,
          }),
        });
      expect((await create(`${hooks.origin}/hooks`)).status).toBe(201);
      const webhook = await hooks.request(0);
      const { secret } = await (await fetch(`${baseUrl}/webhooks/secret`, { headers })).json();
      expect(signedWith(secret, webhook)).toBe(true);
      expect(JSON.parse(webhook.body).type).toBe("transcription.completed");
      expect((await create("http://hooks.example.invalid/stt")).status).toBe(201);
      expect((await create("http://hooks.example.com/stt")).status).toBe(400);
    } finally {
      await hooks.close();
    }
  }, 90_000);

  it("leaves nothing behind when npm is killed outright", async () => {
    const [httpPort, streamPort] = await ports();
    const { child, ready } = runMock(["--http-port", String(httpPort), "--stream-port", String(streamPort)]);
    const mockPid = Number(/\(pid (\d+)\)/.exec(await ready)?.[1]);
    process.kill(child.pid as number, "SIGKILL");
    await vi.waitFor(() => expect(isRunning(mockPid)).toBe(false), { timeout: 30_000, interval: 100 });
    await vi.waitFor(async () => expect(await portIsFree(httpPort)).toBe(true), { timeout: 10_000, interval: 100 });
  }, 90_000);

  it("answers from the examples with --stateless", async () => {
    const [httpPort, streamPort] = await ports();
    const { ready } = runMock(["--stateless", "--http-port", String(httpPort), "--stream-port", String(streamPort)]);
    expect(await ready).toContain("stateless");
    const answer = await fetch(`http://127.0.0.1:${httpPort}/v1/files/anything`, {
      headers: { authorization: "Bearer any-key" },
    });
    expect(await answer.json()).toMatchObject({ file_id: "6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11" });
  }, 90_000);

  it("prints its usage for --help, and names the option for a bad one, without a stack trace", async () => {
    const help = runMock(["--help"]);
    const [helpCode] = await once(help.child, "exit");
    expect(helpCode).toBe(0);
    expect(help.output()).toContain("Usage: npm run mock");
    expect(help.output()).toContain("--stateless");
    expect(help.output()).toContain("STT_MOCK_HTTP_PORT");
    expect(help.output()).toContain("--max-key-states");
    expect(help.output()).toContain("--headers-timeout-ms");
    expect(help.output()).toContain("X-Mock-Reset: all");

    const bad = runMock(["--speeed", "2"]);
    const [badCode] = await once(bad.child, "exit");
    expect(badCode).toBe(2);
    expect(bad.output()).toContain("npm run mock has no option --speeed: did you mean --speed?");
    expect(bad.output()).toContain("Usage: npm run mock");
    expect(bad.output()).not.toMatch(/\n\s+at /);
    expect(bad.output()).not.toContain("ERR_PARSE_ARGS");
  }, 90_000);

  it("answers --port, the streaming mock's flag, with the two flags it takes instead", async () => {
    const { child, output } = runMock(["--port", "4400"]);
    const [code] = await once(child, "exit");
    expect(code).toBe(2);
    expect(output()).toContain("npm run mock has no option --port: it serves two, so name one: --http-port");
    expect(output()).toContain("--stream-port");
    expect(output()).not.toMatch(/\n\s+at /);
  }, 90_000);

  it("explains a flag that lacks its value or an argument it does not take, in one line and the usage", async () => {
    for (const args of [["--http-port"], ["stateless"]]) {
      const { child, output } = runMock(args);
      const [code] = await once(child, "exit");
      expect(code).toBe(2);
      const [first] = output().split("\n");
      expect(first).toMatch(args[0] === "stateless" ? /Unexpected argument 'stateless'/ : /'--http-port <value>'/);
      expect(output()).toContain("Usage: npm run mock");
      expect(output()).not.toMatch(/\n\s+at /);
    }
  }, 90_000);

  it("fails fast when a port is taken, naming the port and the flag that moves it", async () => {
    const blocker = createServer().listen(0, "127.0.0.1");
    await once(blocker, "listening");
    const taken = (blocker.address() as { port: number }).port;
    const { child, output } = runMock(["--http-port", String(taken), "--stream-port", String(await findFreePort())]);
    const [code] = await once(child, "exit");
    blocker.close();
    expect(code).toBe(1);
    expect(output()).toContain(`Port ${taken} on 127.0.0.1 is already in use.`);
    expect(output()).toContain("--http-port");
  }, 90_000);

  it("refuses one port for both mocks in one line, exit 2, before it binds either", async () => {
    const port = await findFreePort();
    const { child, output } = runMock(["--http-port", String(port), "--stream-port", String(port)]);
    const [code] = await once(child, "exit");
    expect(code).toBe(2);
    expect(output().split("\n")[0]).toBe(
      `--http-port and --stream-port are both ${port}: the HTTP mock and the streaming mock need a port each; give them two (or 0 for a free one).`,
    );
    expect(output()).not.toMatch(/\n\s+at /);
    expect(await portIsFree(port)).toBe(true);
  }, 90_000);

  it("refuses a named pipe as --script in one line, exit 2, without waiting for a writer", async () => {
    const fifo = join(mkdtempSync(join(tmpdir(), "mock-script-")), "script.json");
    execFileSync("mkfifo", [fifo]);
    try {
      const { child, output } = runMock(["--http-port", "0", "--stream-port", "0", "--script", fifo]);
      const [code] = await once(child, "exit");
      expect(code).toBe(2);
      expect(output().split("\n")[0]).toBe(
        `The scripts file ${fifo} is not a regular file (a directory, a pipe or a device): give a JSON file of transcripts (its format: the README of @stt-service/mock).`,
      );
    } finally {
      rmSync(dirname(fifo), { recursive: true, force: true });
    }
  }, 90_000);

  it("keeps no more key states than --max-key-states says", async () => {
    const [httpPort, streamPort] = await ports();
    const { ready } = runMock([
      "--max-key-states",
      "2",
      "--http-port",
      String(httpPort),
      "--stream-port",
      String(streamPort),
    ]);
    await ready;
    const root = `http://127.0.0.1:${httpPort}`;
    for (const key of ["key-a", "key-b", "key-c"]) {
      const answer = await fetch(`${root}/v1/files`, { headers: { authorization: `Bearer ${key}` } });
      expect(answer.status).toBe(200);
    }
    const status = (await (await fetch(`${root}/__mock/status`)).json()) as Record<string, unknown>;
    expect(status).toMatchObject({ max_key_states: 2 });
    expect(status.key_states).toBeLessThanOrEqual(2);
  }, 90_000);

  it("closes a connection that dribbles its headers past --headers-timeout-ms", async () => {
    const [httpPort, streamPort] = await ports();
    const { ready } = runMock([
      "--headers-timeout-ms",
      "300",
      "--http-port",
      String(httpPort),
      "--stream-port",
      String(streamPort),
    ]);
    await ready;
    // A request line and then nothing more: only the headers timeout ends it (the idle one is 60 s).
    const socket = connect(httpPort, "127.0.0.1");
    await once(socket, "connect");
    socket.write("GET /v1/models HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    let answer = "";
    socket.on("data", (chunk) => {
      answer += String(chunk);
    });
    await once(socket, "close");
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 90_000);

  it.each([
    [["--max-key-states", "0"], '--max-key-states "0" must be a whole number from 1 up.'],
    [["--headers-timeout-ms", "fast"], '--headers-timeout-ms "fast" must be a whole number from 1 up.'],
    [["--max-temporary-keys-per-key", "2.5"], '--max-temporary-keys-per-key "2.5" must be a whole number from 1 up.'],
    // Past 2^31-1 ms a timer fires after about 1 ms: a request time-out of 2^31 would cut off every request.
    [
      ["--request-timeout-ms", "2147483648"],
      "--request-timeout-ms is 2147483648, longer than a timer can wait (2147483647 ms, about 24.8 days; a longer one fires at once): give at most 2147483647.",
    ],
    [["--latency", "100-3000000000"], "--latency is 3000000000, longer than a timer can wait"],
  ])(
    "refuses %j with one line, exit 2",
    async (args, line) => {
      const { child, output } = runMock(args);
      const [code] = await once(child, "exit");
      expect(code).toBe(2);
      expect(output().split("\n")[0]).toContain(line);
      expect(output()).toContain("npm run mock -- --help");
      expect(output()).not.toMatch(/\n\s+at /);
    },
    90_000,
  );

  it("names the environment variable when its value is the bad one", async () => {
    const child = spawn("npm", ["run", "-s", "mock"], {
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
      env: { ...process.env, STT_MOCK_MAX_KEY_STATES: "many" },
    });
    started.push(child);
    let output = "";
    child.stderr?.on("data", (chunk) => {
      output += String(chunk);
    });
    const [code] = await once(child, "exit");
    expect(code).toBe(2);
    expect(output.split("\n")[0]).toBe('STT_MOCK_MAX_KEY_STATES "many" must be a whole number from 1 up.');
  }, 90_000);

  it("says in docs/mock.md how to point it at other specs", () => {
    const page = readFileSync("docs/mock.md", "utf8");
    expect(page).toMatch(/`--specs <dir>`/);
  });

  it("refuses to start when the generated code is out of step with the specs", async () => {
    copy = copySpecs();
    copy.edit("openapi.yaml", (spec) => {
      spec.components.schemas.Token.properties.channel = { type: "integer" };
    });
    const { child, output } = runMock(["--specs", copy.dir, "--http-port", String(await findFreePort())]);
    const [code] = await once(child, "exit");
    expect(code).toBe(1);
    expect(output()).toContain("The generated code is out of step with specs/ and the generator:");
    expect(output()).toContain("not starting");
  }, 120_000);
});

describe("npm run mock:stream", () => {
  it("prints its usage for --help, without a stack trace", async () => {
    const help = runMock(["--help"], "mock:stream");
    const [code] = await once(help.child, "exit");
    expect(code).toBe(0);
    expect(help.output()).toContain("Usage: npm run mock:stream");
    expect(help.output()).toContain("--stream-port");
    expect(help.output()).toContain("--idle-timeout-ms");
    expect(help.output()).not.toMatch(/\n\s+at /);
  }, 90_000);

  it.each([
    [["--speed", "2"], "npm run mock:stream has no option --speed: the options are below."],
    [["--prot", "4011"], "npm run mock:stream has no option --prot: did you mean --port?"],
    [["--http-port", "4010"], "npm run mock:stream has no option --http-port: the streaming mock has no HTTP side"],
    [["--port", "70000"], '--port "70000" is not a port: give a whole number from 0 to 65535.'],
    [["--port", "1", "--stream-port", "2"], "--port and --stream-port name the same port: give one of them."],
    [["--idle-timeout-ms", "0"], '--idle-timeout-ms "0" must be a whole number from 1 up.'],
  ])(
    "refuses %j with one line that says what to do, exit 2",
    async (args, line) => {
      const { child, output } = runMock(args, "mock:stream");
      const [code] = await once(child, "exit");
      expect(code).toBe(2);
      expect(output().split("\n")[0]).toContain(line);
      expect(output()).toContain("--help");
      expect(output()).not.toMatch(/\n\s+at /);
      expect(output()).not.toContain("ERR_PARSE_ARGS");
    },
    90_000,
  );

  it("refuses a named pipe as --script in one line, exit 2, without waiting for a writer", async () => {
    const fifo = join(mkdtempSync(join(tmpdir(), "mock-script-")), "script.json");
    execFileSync("mkfifo", [fifo]);
    try {
      const { child, output } = runMock(["--port", "0", "--script", fifo], "mock:stream");
      const [code] = await once(child, "exit");
      expect(code).toBe(2);
      expect(output().split("\n")[0]).toBe(
        `The scripts file ${fifo} is not a regular file (a directory, a pipe or a device): give a JSON file of transcripts (its format: the README of @stt-service/mock).`,
      );
    } finally {
      rmSync(dirname(fifo), { recursive: true, force: true });
    }
  }, 90_000);

  it("closes an upgrade request that dribbles its headers past --headers-timeout-ms", async () => {
    const port = await findFreePort();
    const { ready } = runMock(
      ["--stream-port", String(port), "--headers-timeout-ms", "300"],
      "mock:stream",
      "Streaming mock on",
    );
    await ready;
    const socket = connect(port, "127.0.0.1");
    await once(socket, "connect");
    socket.write("GET /transcribe-websocket HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n");
    let answer = "";
    socket.on("data", (chunk) => {
      answer += String(chunk);
    });
    await once(socket, "close");
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 90_000);

  it("takes --stream-port, the name npm run mock uses, as well as --port", async () => {
    const port = await findFreePort();
    const { child, ready } = runMock(["--stream-port", String(port)], "mock:stream", "Streaming mock on");
    expect(await ready).toContain(`Streaming mock on ws://127.0.0.1:${port}`);
    process.kill(-(child.pid as number), "SIGTERM");
    await once(child, "exit");
  }, 90_000);
});
