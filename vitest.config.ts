import { defineConfig } from "vitest/config";

export default defineConfig({
  // The packages' own tests and examples import them by name, from their sources. The condition has a name of
  // its own: a user's tools that set the common `source` condition must never resolve the installed packages
  // to their TypeScript sources.
  resolve: { conditions: ["stt-service-source"] },
  ssr: { resolve: { conditions: ["stt-service-source"] } },
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // The JSON report lets .ci/run print a plain "N passed, N failed" line (one report per Node version).
    reporters: ["default", ["json", { outputFile: process.env.VITEST_JSON_REPORT ?? "reports/vitest.json" }]],
  },
});
