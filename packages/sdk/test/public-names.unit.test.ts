// The package's public entry points, imported by name as users will: every error kind the contract declares
// (x-error-kinds in specs/openapi.yaml), not a list written here that a new kind would slip past.
import { readFileSync } from "node:fs";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";

const declaredKinds = (
  (load(readFileSync("specs/openapi.yaml", "utf8")) as { "x-error-kinds": { name: string }[] })["x-error-kinds"] ?? []
).map((kind) => kind.name);

describe("the package's public names", () => {
  it("export the async client and every error kind the contract declares, from stt-service and each entry", async () => {
    const root = await import("stt-service");
    const sync = await import("stt-service/sync");
    const realtime = await import("stt-service/realtime");
    expect(typeof root.AsyncServiceClient).toBe("function");
    expect(typeof sync.SyncServiceClient).toBe("function");
    expect(typeof realtime.RealtimeServiceClient).toBe("function");
    expect(declaredKinds.length).toBeGreaterThanOrEqual(9);
    for (const entry of [root, sync, realtime] as Record<string, unknown>[]) {
      for (const name of declaredKinds) {
        expect(typeof entry[name], name).toBe("function");
        // The same class in every entry: `instanceof` works whichever entry the error came from.
        expect(entry[name], name).toBe((root as Record<string, unknown>)[name]);
      }
    }
    expect(new sync.ServiceNotFoundError("x")).toBeInstanceOf(root.ServiceAPIError);
  });
});
