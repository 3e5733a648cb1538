import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // The JSON report lets .ci/run print a plain "N passed, N failed" line.
    reporters: ["default", ["json", { outputFile: "reports/vitest.json" }]],
  },
});
