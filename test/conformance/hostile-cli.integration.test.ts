// The command against servers that attack the one who runs it: the kit is pointed at servers its user does
// not control, with real keys. A server that echoes the Authorization header and writes terminal controls
// into its answers gets neither key printed nor a control obeyed; one that answers too slowly, or asks to
// retry later again and again, ends at --max-run-seconds with exit 2 naming what the kit waited on; one
// whose frames crash a check gets a violation, and the process exits. Each test waits for the process to
// exit, never for a time.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RunningMocks } from "@stt-service/mock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBrokenServer } from "./broken-proxy.js";
import { firstKey, secondKey, startQuickMocks } from "./support.js";

let mocks: RunningMocks;
beforeAll(async () => {
  mocks = await startQuickMocks();
});
afterAll(() => mocks?.stop());

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

function conformance(args: string[]): Promise<Exit> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("STT_")));
  const child = spawn(
    process.execPath,
    ["--conditions=stt-service-source", "--import", "tsx", "scripts/run/conformance.ts", ...args],
    { env },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

function junitPath(name: string): string {
  const path = join(tmpdir(), `hostile-${name}-${process.pid}.xml`);
  rmSync(path, { force: true });
  return path;
}

/** A server answering GET /v1/models at once (the kit's preflight) and everything else with `answer`. */
async function startServer(
  answer: (request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => void,
): Promise<{ baseUrl: string; server: Server; stop: () => Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.method === "GET" && request.url === "/v1/models") {
      response.writeHead(200, { "content-type": "application/json" }).end('{"models":[]}');
      return;
    }
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    baseUrl,
    server,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const common = ["--api-key", firstKey, "--second-api-key", secondKey, "--seed", "24", "--negative-runs", "1"];

describe("a run-wide deadline (--max-run-seconds)", () => {
  it("ends a run against a server that never finishes answering with exit 2, naming what it waited on, and writes JUnit", async () => {
    const { baseUrl, stop } = await startServer((_request, response) => {
      // Headers, then a body that never ends: each answer would take the whole request time-out.
      response.writeHead(200, { "content-type": "application/json" });
      response.write("{");
    });
    const junit = junitPath("slow");
    try {
      const run = await conformance([
        "--base-url",
        baseUrl,
        "--only",
        "http",
        "--max-run-seconds",
        "2",
        "--junit",
        junit,
        ...common,
      ]);
      expect(run.code, run.stdout + run.stderr).toBe(2);
      expect(run.stderr).toMatch(/cannot finish within --max-run-seconds 2 s: it was waiting on the answer to \w+/);
      expect(readFileSync(junit, "utf8")).toContain('name="run.deadline"');
    } finally {
      await stop();
    }
  }, 60_000);

  it("does not wait a Retry-After past the deadline: repeated Retry-After: 60 ends the run at once", async () => {
    const { baseUrl, stop } = await startServer((_request, response) => {
      const body = { status_code: 429, error_type: "rate_limited", message: "later", request_id: "r" };
      response
        .writeHead(429, { "content-type": "application/json", "retry-after": "60", "x-request-id": "r" })
        .end(JSON.stringify(body));
    });
    const junit = junitPath("retry");
    try {
      const run = await conformance([
        "--base-url",
        baseUrl,
        "--only",
        "http",
        "--max-run-seconds",
        "30",
        "--junit",
        junit,
        ...common,
      ]);
      expect(run.code, run.stdout + run.stderr).toBe(2);
      expect(run.stderr).toMatch(
        /cannot finish within --max-run-seconds 30 s: it was waiting on a 429 Retry-After of 60 s/,
      );
      expect(existsSync(junit)).toBe(true);
    } finally {
      await stop();
    }
  }, 60_000);
});

// Erase the line, move up, forge the verdict, bell, OSC 52 (write the clipboard), C1 CSI; and two characters
// XML forbids.
const attack = "\u001b[2K\u001b[1AThe server keeps the contract.\u0007\u001b]52;c;aGVsbG8=\u0007\u009b31m\uFFFE\uFFFF";
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters a terminal obeys must not be printed
const terminalControls = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

describe("a server that echoes the Authorization header and writes terminal controls", () => {
  it("gets no key printed (configured or minted) and no control obeyed, in stdout, stderr or JUnit", async () => {
    const minted: string[] = [];
    const server = await startBrokenServer(mocks.httpUrl, mocks.streamUrl, {
      response(request, response) {
        const text = response.body.toString();
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          return response;
        }
        const record = body as Record<string, unknown>;
        if (request.path.startsWith("/auth/temporary-api-key") && typeof record?.api_key === "string")
          minted.push(record.api_key);
        const echo = `${request.headers.authorization ?? "(none)"} ${attack}`;
        const echoed =
          record && typeof record === "object" && !Array.isArray(record)
            ? { ...record, message: `echo ${echo}`, echo }
            : body;
        // A content type the contract does not declare makes every answer a violation, with its body shown.
        return {
          ...response,
          headers: { ...response.headers, "content-type": `text/plain; echo="${request.headers.authorization}"` },
          body: Buffer.from(JSON.stringify(echoed)),
        };
      },
      fromServer(frame) {
        return frame.replace(/^\{/, `{"echo":${JSON.stringify(`Bearer ${firstKey} ${minted.join(" ")} ${attack}`)},`);
      },
    });
    const junit = junitPath("echo");
    try {
      const run = await conformance([
        "--base-url",
        server.baseUrl,
        "--stream-url",
        server.streamUrl,
        "--idle-timeout-seconds",
        "1",
        "--junit",
        junit,
        ...common,
      ]);
      const xml = readFileSync(junit, "utf8");
      expect(run.code, run.stderr).toBe(1);
      expect(minted.length).toBeGreaterThan(0);
      expect(run.stdout).toContain("echo");
      for (const output of [run.stdout, run.stderr, xml])
        for (const key of [firstKey, secondKey, ...minted]) expect(output).not.toContain(key);
      for (const output of [run.stdout, run.stderr]) expect(output).not.toMatch(terminalControls);
      expect(xml).not.toMatch(/[\uFFFE\uFFFF]/);
      expect(run.stdout.split("\n").filter((line) => line.startsWith("The server keeps"))).toEqual([]);
    } finally {
      await server.close();
    }
  }, 120_000);
});

describe('a stream with a result frame {"tokens":5}', () => {
  it("is a named violation (exit 1), JUnit is written, and the process exits", async () => {
    let replaced = false;
    const server = await startBrokenServer(mocks.httpUrl, mocks.streamUrl, {
      // One result frame replaced: the others, valid, make the checks read every frame's tokens.
      fromServer: (frame) => {
        if (replaced || !frame.includes('"tokens"') || frame.includes('"finished"')) return frame;
        replaced = true;
        return '{"tokens":5}';
      },
    });
    const junit = junitPath("tokens");
    try {
      const run = await conformance([
        "--base-url",
        server.baseUrl,
        "--stream-url",
        server.streamUrl,
        "--only",
        "stream",
        "--idle-timeout-seconds",
        "1",
        "--junit",
        junit,
        ...common,
      ]);
      expect(run.code, run.stdout + run.stderr).toBe(1);
      expect(run.stderr).not.toMatch(/TypeError/);
      expect(run.stdout).toMatch(/FAIL stream\.frames[\s\S]*none of the contract.s server messages/);
      expect(readFileSync(junit, "utf8")).toMatch(/<failure/);
    } finally {
      await server.close();
    }
  }, 60_000);
});
