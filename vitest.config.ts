import { defineConfig } from "vitest/config";

export default defineConfig({
  // The package's own tests and examples import it by name, from its sources.
  resolve: { conditions: ["source"] },
  ssr: { resolve: { conditions: ["source"] } },
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // The JSON report lets .ci/run print a plain "N passed, N failed" line (one report per Node version).
    reporters: ["default", ["json", { outputFile: process.env.VITEST_JSON_REPORT ?? "reports/vitest.json" }]],
  },
});
