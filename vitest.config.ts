import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import type { InlineConfig } from "vitest/node";
import { includeOf, type TestKind, testFiles, testKinds, unclassifiedTests } from "./test/projects.js";

// The repository's root, whatever the working directory: each package's `npm test` runs this config from its
// own folder (`vitest run --config ../../vitest.config.ts <its folders>`).
const root = fileURLToPath(new URL(".", import.meta.url));
// The tests read specs/, examples/ and scripts/ by paths from the root, and start commands there: the test
// workers inherit this directory.
process.chdir(root);

const stray = unclassifiedTests(testFiles(root));
if (stray.length > 0) {
  throw new Error(`Tests no project runs (test/projects.ts):\n${stray.join("\n")}`);
}

// What each kind needs besides its files: a unit test may start no process (the guard throws if it does); the
// mocks as real processes (test/global-setup.ts) start only for the kinds whose tests inject their URLs.
const mockProcesses = ["test/global-setup.ts"];
const settings: Record<TestKind, InlineConfig> = {
  // STT_TEST_ENVIRONMENT runs the unit tests under another of Vitest's environments (jsdom, happy-dom), as the
  // matrix's environments cell does (scripts/cells/environments.mjs): `--environment` does not reach a project.
  //
  // The unit files share one module graph per worker (isolate: false): the SDK, the generated validators and
  // the spec library load once per worker rather than once per file, about a quarter of the project's CPU time.
  // What a file changes of the process (globals, environment variables, spies) is undone after each test, so no
  // file sees another's; a file that replaces a module loads its dependants afresh (unhandled-message.unit.test.ts).
  //
  // Workers: both cores for the unit, integration and browser files, whose tests mostly wait on sockets, child
  // processes and Chromium; each file starts what it talks to on ports of its own, and the mock processes of the
  // global setup keep every test's resources apart by the ids they create. The package files share one pack of the
  // workspaces, made once by their global setup (test/support/pack-once.ts), and install it in folders of their own.
  // `sequence.groupOrder` runs the kinds one after another (vitest needs one worker count per group): the unit
  // files first, which fail in a minute where the rest take many.
  unit: {
    setupFiles: ["test/support/unit-guard.ts"],
    environment: process.env.STT_TEST_ENVIRONMENT || "node",
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    restoreMocks: true,
    maxWorkers: 2,
    sequence: { groupOrder: 0 },
  },
  // The Python venvs too (test/python/support/python-venvs-setup.ts): the Python tests run in them.
  integration: {
    globalSetup: [...mockProcesses, "test/python/support/python-venvs-setup.ts"],
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
  browser: { globalSetup: mockProcesses, maxWorkers: 2, sequence: { groupOrder: 1 } },
  package: { globalSetup: [...mockProcesses, "test/support/pack-once.ts"], maxWorkers: 2, sequence: { groupOrder: 2 } },
};

export default defineConfig({
  root,
  // The packages' own tests and examples import them by name, from their sources. The condition has a name of
  // its own: a user's tools that set the common `source` condition must never resolve the installed packages
  // to their TypeScript sources.
  // `#test-support/<file>.js` is test/support/<file>.ts, the helpers every area's tests share, by one name from the
  // root's tests and the packages' own (tsconfig.json maps the same name for the type checker).
  resolve: {
    conditions: ["stt-service-source"],
    alias: [{ find: /^#test-support\/(.*)\.js$/, replacement: `${root}test/support/$1.ts` }],
  },
  ssr: { resolve: { conditions: ["stt-service-source"] } },
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // The JSON report lets .ci/run print a plain "N passed, N failed" line (one report per run it makes).
    reporters: ["default", ["json", { outputFile: process.env.VITEST_JSON_REPORT ?? "reports/vitest.json" }]],
    // One project per kind of test (test/projects.ts): `npm run test:unit` is the inner loop, in seconds.
    projects: (Object.keys(testKinds) as TestKind[]).map((name) => ({
      extends: true as const,
      test: { name, include: includeOf(name), ...settings[name] },
    })),
  },
});
