// `npm run matrix`: the checks that run where frontend teams run, not only where this repository runs
// (Node 20, msw 2, Vitest's node environment, this tsconfig). Each cell runs the focused tests of one
// setting, not the whole suite, so CI stays within its time. Every cell runs, and the failed ones are listed:
// a cell says which setting breaks, and the others still say which hold.
//   - the SDK's runtime tests (HTTP and real-time) on Node 22 and 24;
//   - uploads, lists and streams under Vitest's node, jsdom and happy-dom environments, on Node 20 and 24;
//   - `tsc --strict` over the docs' recipes and the examples, with TypeScript 5.9 and 7;
//   - the frontend example's own suite on the packed packages with msw 2 and msw 3 on Node 22 and 24 (msw 2
//     on Node 20 runs in `npm test`'s package project; msw 3 needs Node 22.12+);
//   - a fresh Vite + React + TypeScript app (examples/vite-react-msw) on the packed packages with msw 3 on
//     Node 24: its suite under jsdom and `tsc -b && vite build`;
//   - Jest 30 on the packed packages, a CommonJS project and an ES module one (examples/jest-commonjs,
//     examples/jest-esm), on Node 22 and 24 (Node 20 runs in `npm test`'s package project).
// Builds the packages first. Each vitest run writes its own JSON report under reports/, which
// .ci/run adds up with the suite's.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runSteps, type Step } from "../lib/steps.js";
import { nodeBinary, typescript7 } from "../lib/tool-installs.js";

const node20 = process.execPath;
const node22 = nodeBinary(22);
const node24 = nodeBinary(24);
const vitest = "node_modules/vitest/vitest.mjs";
// The SDK's folders and the tests of the guide's programs and the generated error and frame code.
const runtimeTests = [
  "packages/sdk/test",
  "test/docs/examples.integration.test.ts",
  "test/generate/errors.unit.test.ts",
  "test/generate/stream-validators.unit.test.ts",
];
// One set of tarballs for every cell that installs them: packed by the first, reused by the rest.
const packed = mkdtempSync(join(tmpdir(), "stt-matrix-packed-"));

const runtimeOn = (label: string, node: string, projects: string[]): Step => ({
  title: `the SDK's runtime tests (HTTP, real-time; ${projects.join(", ")}) on Node ${label}`,
  command: node,
  args: [vitest, "run", ...runtimeTests, ...projects.flatMap((project) => ["--project", project])],
  env: { VITEST_JSON_REPORT: `reports/vitest-node${label}.json` },
});
const environmentsOn = (label: string, node: string): Step => ({
  title: `uploads, lists and streams under Vitest's node, jsdom and happy-dom, on Node ${label}`,
  command: node20,
  args: ["scripts/cells/environments.mjs"],
  env: { STT_NODE: node, STT_REPORT_PREFIX: `node${label}-` },
});
const strictTypes = (label: string, tsc: string): Step => ({
  title: `tsc --strict over the docs' recipes and the examples, TypeScript ${label} (DOM, and @types/ws without DOM)`,
  command: node20,
  args: ["scripts/cells/strict-types.mjs"],
  env: { STT_TSC: tsc },
});
const mswOn = (msw: "2" | "3", label: string, node: string): Step => ({
  title: `the frontend example's suite on the packed packages, msw ${msw}, Node ${label}`,
  command: node20,
  args: [vitest, "run", "--project", "package", "test/package/msw.package.test.ts", "-t", "frontend-msw"],
  env: {
    STT_MSW: msw,
    STT_NODE: node,
    STT_PACKED: packed,
    VITEST_JSON_REPORT: `reports/vitest-msw${msw}-node${label}.json`,
  },
});

const viteReactOn = (label: string, node: string): Step => ({
  title: `the Vite + React example's suite under jsdom and its tsc -b && vite build, msw 3, Node ${label}`,
  command: node20,
  args: [vitest, "run", "--project", "package", "test/package/vite-react.package.test.ts"],
  env: { STT_NODE: node, STT_PACKED: packed, VITEST_JSON_REPORT: `reports/vitest-vite-react-node${label}.json` },
});

const jestOn = (label: string, node: string): Step => ({
  title: `Jest 30's CommonJS and ES module suites on the packed packages, Node ${label}`,
  command: node20,
  args: [vitest, "run", "--project", "package", "test/package/jest.package.test.ts"],
  env: { STT_NODE: node, STT_PACKED: packed, VITEST_JSON_REPORT: `reports/vitest-jest-node${label}.json` },
});

runSteps(
  "npm run matrix",
  [
    // The strict-types cell reads the built packages' types and the msw cells pack them: built here too, so that
    // the matrix says the same alone as after `npm run check` (which builds them in its packages step).
    { title: "the packages built (npm run build)", command: "npm", args: ["run", "-s", "build"] },
    // Node 24 with the browser tests too (the Node side of them: the servers and the bundling); Node 22 without.
    runtimeOn("22", node22, ["unit", "integration"]),
    runtimeOn("24", node24, ["unit", "integration", "browser"]),
    environmentsOn("20", node20),
    environmentsOn("24", node24),
    strictTypes("5.9", join(process.cwd(), "node_modules/typescript/bin/tsc")),
    strictTypes("7", typescript7()),
    mswOn("2", "22", node22),
    mswOn("2", "24", node24),
    mswOn("3", "22", node22),
    mswOn("3", "24", node24),
    viteReactOn("24", node24),
    jestOn("22", node22),
    jestOn("24", node24),
  ],
  "continues",
);
