// `npm run conformance` as a platform team runs it: a child process, options or their environment
// fallbacks, and the exit code (0 keeps the contract, 1 violations, 2 cannot run) with a message that says
// what was wrong and what to do. The key never shows in what it prints.
import { createServer } from "node:net";
import type { RunningMocks } from "@stt-service/mock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runProcess } from "../support/run-process.js";
import { startBrokenServer } from "./broken-proxy.js";
import { brokenCases } from "./defects.js";
import { firstKey, startQuickMocks } from "./support.js";

let mocks: RunningMocks;
beforeAll(async () => {
  mocks = await startQuickMocks();
});
afterAll(() => mocks?.stop());

async function conformance(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; out: string }> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("STT_")));
  const run = await runProcess(
    process.execPath,
    ["--conditions=stt-service-source", "--import", "tsx", "scripts/run/conformance.ts", ...args],
    { env: { ...clean, ...env }, boundMs: 300_000 },
  );
  return { code: run.code, out: `${run.stdout}${run.stderr}` };
}

async function closedPort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("npm run conformance", () => {
  it("exits 2 without a key, saying how to give one", async () => {
    const run = await conformance(["--base-url", mocks.httpUrl, "--only", "http"]);
    expect(run.code).toBe(2);
    expect(run.out).toContain("no API key: give --api-key KEY or set STT_API_KEY");
  });

  it("exits 2 on an unreachable server and on a refused key, naming the option to check", async () => {
    const port = await closedPort();
    const unreachable = await conformance([
      "--base-url",
      `http://127.0.0.1:${port}/v1`,
      "--api-key",
      firstKey,
      "--only",
      "http",
    ]);
    expect(unreachable.code).toBe(2);
    expect(unreachable.out).toMatch(/unreachable .*check --base-url/);
    const refused = await conformance([
      "--base-url",
      mocks.httpUrl,
      "--api-key",
      "invalid-key-of-nobody",
      "--only",
      "http",
    ]);
    expect(refused.code).toBe(2);
    expect(refused.out).toContain("refuses the API key (GET /models answered 401); check --api-key");
    expect(refused.out).not.toContain("invalid-key-of-nobody");
    const withoutBasePath = await conformance([
      "--base-url",
      mocks.httpUrl.replace(/\/v1$/, ""),
      "--api-key",
      firstKey,
      "--only",
      "http",
    ]);
    expect(withoutBasePath.code).toBe(2);
    expect(withoutBasePath.out).toMatch(
      /models answered 404: the base URL must include the API's base path .*check --base-url/,
    );
  });

  it("exits 2 on a bad option, saying what it takes", async () => {
    const run = await conformance(["--base-url", mocks.httpUrl, "--api-key", firstKey, "--only", "both"]);
    expect(run.code).toBe(2);
    expect(run.out).toContain("--only both: give http or stream");
    const wrongScheme = await conformance([
      "--base-url",
      mocks.httpUrl,
      "--api-key",
      firstKey,
      "--stream-url",
      mocks.httpUrl,
    ]);
    expect(wrongScheme.code).toBe(2);
    expect(wrongScheme.out).toContain("--stream-url must use ws: or wss:");
  });

  it("reads STT_* from the environment and exits 0 on the mock's stream, 1 on a broken one", async () => {
    const env = { STT_BASE_URL: mocks.httpUrl, STT_STREAM_URL: mocks.streamUrl, STT_API_KEY: firstKey };
    const healthy = await conformance(["--only", "stream", "--idle-timeout-seconds", "1"], env);
    expect(healthy.out).toContain("The server keeps the contract.");
    expect(healthy.code).toBe(0);
    const noAck = brokenCases.find((entry) => entry.check === "stream.ack");
    const server = await startBrokenServer(mocks.httpUrl, mocks.streamUrl, noAck?.defect() ?? {});
    try {
      const broken = await conformance(["--only", "stream", "--idle-timeout-seconds", "1"], {
        ...env,
        STT_BASE_URL: server.baseUrl,
        STT_STREAM_URL: server.streamUrl,
      });
      expect(broken.code).toBe(1);
      expect(broken.out).toMatch(/FAIL stream\.ack/);
      expect(broken.out).not.toContain(firstKey);
    } finally {
      await server.close();
    }
  }, 60_000);
});
