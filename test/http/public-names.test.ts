// The package's public entry points, imported by name as users will.
import { describe, expect, it } from "vitest";

describe("the package's public names", () => {
  it("export the async client and every error kind from stt-service, the sync client from stt-service/sync", async () => {
    const root = await import("stt-service");
    const sync = await import("stt-service/sync");
    expect(typeof root.AsyncServiceClient).toBe("function");
    expect(typeof sync.SyncServiceClient).toBe("function");
    expect(new sync.ServiceNotFoundError("x")).toBeInstanceOf(root.ServiceAPIError);
    for (const name of [
      "ServiceError",
      "ServiceAPIError",
      "ServiceAuthenticationError",
      "ServiceNotFoundError",
      "ServiceRateLimitError",
      "ServiceValidationError",
      "ServiceTimeoutError",
      "ServiceNetworkError",
      "ServiceConfigError",
    ]) {
      expect(root).toHaveProperty(name);
    }
  });
});
