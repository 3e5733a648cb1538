// The docs name only methods that exist. The guide once showed `client.files.content(id).asResponse()` before the
// spec had that operation, and a reader who tried it met `undefined is not a function`.
// Every call on `client.`, `realtime.` or `session.` written in the README, the docs and the packages' and
// examples' READMEs (not CONTRIBUTING's walks, which name the methods the reader is about to add) must be a
// method of the SDK's clients or of a real-time session (the sync client's groups mirror the async client's,
// which is what is checked for them, with the sync client's own `withResponse` on each of their methods). The
// Python SDK's docs (packages/python/) name the same methods in snake_case, generated from the same operations:
// `wait_until_done` is checked as `waitUntilDone`.
import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { AsyncServiceClient, RealtimeServiceClient } from "stt-service";
import { RealtimeSession } from "stt-service/in-repository";
import { SyncServiceClient } from "stt-service/sync";
import { describe, expect, it } from "vitest";
import { markdownDocs } from "../support/markdown-docs.js";

const root = resolve(import.meta.dirname, "../..");

/** `client.files.list(` → ["client", "files", "list"], for every such call in the text. */
function namedCalls(text: string): string[][] {
  return [...text.matchAll(/(?<![\w/.$-])(client|realtime|session)((?:\.[A-Za-z_$][\w$]*)+)\(/g)].map((match) => [
    match[1] as string,
    ...(match[2] as string).slice(1).split("."),
  ]);
}

/** `wait_until_done` → `waitUntilDone`: a Python method's name as the TypeScript SDK spells it. */
function camelCase(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

function hasMethod(target: unknown, path: string[]): boolean {
  let value = target as Record<string, unknown> | undefined;
  for (const name of path) {
    if (value === undefined || value === null) return false;
    value = value[name] as Record<string, unknown> | undefined;
  }
  return typeof value === "function";
}

describe("the methods the docs name", () => {
  it("exist on the clients or a session", () => {
    const asyncClient = new AsyncServiceClient({ apiKey: "docs-key", baseUrl: "http://127.0.0.1:9/v1" });
    const realtimeClient = new RealtimeServiceClient({ apiKey: "docs-key", streamUrl: "ws://127.0.0.1:9/stream" });
    const receivers: Record<string, unknown[]> = {
      // `client.` is whichever client the snippet made: async, real-time or sync.
      client: [asyncClient, realtimeClient, SyncServiceClient.prototype],
      realtime: [realtimeClient],
      session: [RealtimeSession.prototype],
    };
    const missing: string[] = [];
    let named = 0;
    for (const file of markdownDocs({ contributing: false })) {
      const python = relative(root, file).startsWith("packages/python/");
      for (const [receiver, ...written] of namedCalls(readFileSync(file, "utf8"))) {
        // Python's `client.with_response.files.get(id)` is the same method, its answer with the response's
        // request id and headers: checked as `client.files.get`.
        const pythonPath = python ? written.map(camelCase) : written;
        const path = python && pythonPath[0] === "withResponse" ? pythonPath.slice(1) : pythonPath;
        named += 1;
        // The sync client's `client.transcriptions.get.withResponse(id)`: a method of the groups, with its own
        // withResponse (the async client has it on the call's promise instead).
        const syncWithResponse =
          receiver === "client" &&
          path.length === 3 &&
          path[2] === "withResponse" &&
          hasMethod(asyncClient, path.slice(0, 2));
        if (!syncWithResponse && !(receivers[receiver as string] ?? []).some((target) => hasMethod(target, path)))
          missing.push(`${relative(root, file)}: ${receiver}.${path.join(".")}()`);
      }
    }
    expect(named).toBeGreaterThan(20);
    expect([...new Set(missing)]).toEqual([]);
  });

  it("are told apart from names that are not there", () => {
    expect(namedCalls("`await client.files.content(id).asResponse()`")).toEqual([["client", "files", "content"]]);
    // A file name is no call: `packages/sdk/src/realtime/session.ts(12,3): error TS2345`.
    expect(namedCalls("packages/sdk/src/realtime/session.ts(12,3): error")).toEqual([]);
    const asyncClient = new AsyncServiceClient({ apiKey: "docs-key", baseUrl: "http://127.0.0.1:9/v1" });
    expect(hasMethod(asyncClient, ["files", "download"])).toBe(false);
    expect(hasMethod(asyncClient, ["files", "content"])).toBe(true);
    expect(hasMethod(asyncClient, ["files", "list"])).toBe(true);
  });
});
