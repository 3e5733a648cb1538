// The sunset rule (an element deprecated with an `x-sunset` date may go once the date has passed, not
// before) and the SDK surface comparison (contract/sdk-surface.json of the base and the working tree; these
// reports are fixtures, written here, not by `npm run api:report`).
import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { DiffResult } from "../../scripts/gate/contract/types.js";
import { runGate } from "../../scripts/gate/contract-diff.js";
import { oneCommitClone } from "./diff-clone.js";

const exitCode = (result: DiffResult) => (result.failing.length > 0 ? 1 : 0);

describe("removing a deprecated element", () => {
  const clone = oneCommitClone();
  // The base deprecates an operation (sunset passed on 2026-11-24), a field and a server frame (sunset later),
  // and a query parameter (passed).
  clone.edit(({ openapi, asyncapi }) => {
    Object.assign(openapi.paths["/files/{file_id}"].delete, { deprecated: true, "x-sunset": "2026-01-01" });
    Object.assign(openapi.components.schemas.Transcription.properties.error_message, {
      deprecated: true,
      "x-sunset": "2027-06-01",
    });
    Object.assign(openapi.components.parameters.Limit, { deprecated: true, "x-sunset": "2026-03-01" });
    Object.assign(asyncapi.components.messages.finished, { deprecated: true, "x-sunset": "2027-06-01" });
    // Beside a $ref (OpenAPI 3.1 allows it), and on a stream operation rather than its message.
    Object.assign(openapi.components.schemas.Transcription.properties.model, {
      deprecated: true,
      "x-sunset": "2026-02-01",
    });
    Object.assign(asyncapi.operations.receiveKeepalive, { deprecated: true, "x-sunset": "2026-02-01" });
  });
  clone.commit("deprecations");
  afterEach(() => clone.reset());
  afterAll(() => clone.remove());
  const gate = (today = "2026-11-24") => runGate({ root: clone.dir, base: "HEAD", today });

  it("lets an operation go after its sunset, with a note of it", () => {
    clone.edit(({ openapi }) => {
      delete openapi.paths["/files/{file_id}"].delete;
    });
    const result = gate();
    const change = result.changes.find((candidate) => candidate.pointer === "/paths/~1files~1{file_id}/delete");
    expect(change).toMatchObject({ touches: "http-request", breaking: false });
    expect(change?.reason).toMatch(/removed after its sunset \(2026-01-01\)/);
    expect(exitCode(result)).toBe(0);
  });

  it("lets a parameter go after its sunset", () => {
    clone.edit(({ openapi }) => {
      for (const path of ["/files", "/transcriptions"]) {
        const get = openapi.paths[path].get;
        get.parameters = get.parameters.filter((parameter: { $ref?: string }) => !parameter.$ref?.endsWith("/Limit"));
      }
    });
    const result = gate();
    const removed = result.changes.filter((change) => /parameter `limit`/.test(change.reason));
    expect(removed.length).toBeGreaterThan(0);
    expect(removed.every((change) => !change.breaking)).toBe(true);
    expect(exitCode(result)).toBe(0);
  });

  it("fails a field removed before its sunset, saying how to do it properly; passes once the date is past", () => {
    clone.edit(({ openapi }) => {
      delete openapi.components.schemas.Transcription.properties.error_message;
    });
    const result = gate();
    const change = result.changes.find(
      (candidate) => candidate.pointer === "/components/schemas/Transcription/properties/error_message",
    );
    expect(change).toMatchObject({ touches: "http-response", breaking: true });
    expect(change?.reason).toMatch(/before its sunset \(2027-06-01\)/);
    expect(change?.reason).toMatch(/Keep it until the day after 2027-06-01, or release a new major/);
    expect(exitCode(result)).toBe(1);
    expect(exitCode(gate("2027-06-02"))).toBe(0);
  });

  it("reads a deprecation beside a $ref, and on a stream operation", () => {
    clone.edit(({ openapi, asyncapi }) => {
      const transcription = openapi.components.schemas.Transcription;
      delete transcription.properties.model;
      transcription.required = transcription.required.filter((name: string) => name !== "model");
      delete asyncapi.operations.receiveKeepalive;
    });
    const result = gate();
    const field = result.changes.find(
      (candidate) => candidate.pointer === "/components/schemas/Transcription/properties/model",
    );
    expect(field).toMatchObject({ touches: "http-response", breaking: false });
    const frame = result.changes.find((candidate) => candidate.pointer === "/components/messages/keepalive");
    expect(frame).toMatchObject({ touches: "client-frame", breaking: false });
    expect(frame?.reason).toMatch(/after its sunset \(2026-02-01\)/);
    expect(exitCode(result)).toBe(0);
  });

  it("fails a server frame removed before its sunset", () => {
    clone.edit(({ asyncapi }) => {
      delete asyncapi.operations.sendFinished;
    });
    const result = gate();
    const change = result.changes.find((candidate) => candidate.pointer === "/components/messages/finished");
    expect(change).toMatchObject({ touches: "server-frame", breaking: true });
    expect(change?.reason).toMatch(/before its sunset/);
    expect(exitCode(result)).toBe(1);
  });

  it("fails an operation removed without deprecation", () => {
    clone.edit(({ openapi }) => {
      delete openapi.paths["/models"];
    });
    const result = gate();
    const change = result.changes.find((candidate) => candidate.pointer === "/paths/~1models/get");
    expect(change).toMatchObject({ breaking: true });
    expect(change?.reason).toMatch(/is removed: .*deprecated: true/);
    expect(exitCode(result)).toBe(1);
  });
});

const baseSurface = {
  "stt-service": {
    AsyncServiceClient: "class AsyncServiceClient { constructor(options?: ClientOptions); files: FilesResource; }",
    "AsyncServiceClient#files.get": "get(fileId: string, options?: RequestOptions): Promise<FileObject>",
    FileObject: "interface FileObject { file_id: string; status: FileStatus; }",
    ServiceRateLimitError: "class ServiceRateLimitError extends ServiceAPIError",
  },
  "stt-service/realtime": {
    RealtimeClient: "class RealtimeClient { connect(config: ConfigMessage): Promise<RealtimeSession>; }",
  },
};

function report(change: (surface: typeof baseSurface) => void): string {
  const surface = structuredClone(baseSurface);
  change(surface);
  return `${JSON.stringify(surface, null, 2)}\n`;
}

describe("the SDK surface report", () => {
  const clone = oneCommitClone({ "contract/sdk-surface.json": report(() => {}) });
  afterEach(() => clone.reset());
  afterAll(() => clone.remove());
  const gate = () => runGate({ root: clone.dir, base: "HEAD", today: "2026-11-24" });

  it("catches a renamed method (client.files.get → client.files.fetch) though the wire is unchanged", () => {
    clone.write(
      "contract/sdk-surface.json",
      report((surface) => {
        const exports = surface["stt-service"] as Record<string, string>;
        exports["AsyncServiceClient#files.fetch"] = exports["AsyncServiceClient#files.get"] ?? "";
        delete exports["AsyncServiceClient#files.get"];
      }),
    );
    const result = gate();
    expect(result.changes.map((change) => [change.pointer, change.touches, change.breaking])).toEqual([
      ["/stt-service/AsyncServiceClient#files.get", "sdk-surface", true],
      ["/stt-service/AsyncServiceClient#files.fetch", "sdk-surface", false],
    ]);
    expect(result.changes[0]?.reason).toMatch(/`files.get` is gone.*no longer compiles/);
    expect(exitCode(result)).toBe(1);
  });

  it("catches a renamed exported type, and a changed declaration with both texts", () => {
    clone.write(
      "contract/sdk-surface.json",
      report((surface) => {
        const exports = surface["stt-service"] as Record<string, string>;
        exports.StoredFile = exports.FileObject ?? "";
        delete exports.FileObject;
        exports["AsyncServiceClient#files.get"] = "get(fileId: string, options?: RequestOptions): Promise<StoredFile>";
      }),
    );
    const result = gate();
    const breaking = result.changes.filter((change) => change.breaking);
    expect(breaking.map((change) => change.pointer).sort()).toEqual([
      "/stt-service/AsyncServiceClient#files.get",
      "/stt-service/FileObject",
    ]);
    const changed = breaking.find((change) => change.pointer.endsWith("files.get"));
    expect(changed?.reason).toContain("Promise<FileObject>");
    expect(changed?.reason).toContain("Promise<StoredFile>");
    expect(exitCode(result)).toBe(1);
  });

  it("takes a renamed parameter as no break (arguments go by position), and a changed one as a break", () => {
    const base = "contract method (fileId: string, options?: RequestOptions | undefined): Promise<FileObject>";
    clone.write(
      "contract/sdk-surface.json",
      report((surface) => {
        (surface["stt-service"] as Record<string, string>)["AsyncServiceClient#files.get"] = base;
      }),
    );
    clone.commit("a generated method");
    try {
      const withSignature = (signature: string) =>
        clone.write(
          "contract/sdk-surface.json",
          report((surface) => {
            (surface["stt-service"] as Record<string, string>)["AsyncServiceClient#files.get"] = signature;
          }),
        );
      withSignature(base.replace("fileId", "id"));
      const renamed = gate();
      expect(renamed.changes.map((change) => [change.pointer, change.breaking])).toEqual([
        ["/stt-service/AsyncServiceClient#files.get", false],
      ]);
      expect(renamed.changes[0]?.reason).toMatch(/renames its parameters/);
      withSignature(base.replace("fileId: string", "fileId: number"));
      expect(exitCode(gate())).toBe(1);
    } finally {
      clone.dropLastCommit();
    }
  });

  it("takes a new export as no break", () => {
    clone.write(
      "contract/sdk-surface.json",
      report((surface) => {
        (surface["stt-service/realtime"] as Record<string, string>).RealtimeSession = "class RealtimeSession {}";
      }),
    );
    const result = gate();
    expect(result.changes.map((change) => [change.pointer, change.breaking])).toEqual([
      ["/stt-service~1realtime/RealtimeSession", false],
    ]);
    expect(exitCode(result)).toBe(0);
  });

  it("notes a side without a report instead of failing", () => {
    clone.write("contract/sdk-surface.json", "");
    expect(() => gate()).toThrow(/not an SDK surface report.*api:report/);
    rmSync(join(clone.dir, "contract/sdk-surface.json"));
    const result = gate();
    expect(result.changes).toEqual([]);
    expect(result.notes.join(" ")).toMatch(/No SDK surface report .* in the working tree/);
    expect(exitCode(result)).toBe(0);
  });
});
