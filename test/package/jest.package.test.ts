// Jest 30 on the packed packages, as teams on Jest run it: examples/jest-commonjs (a CommonJS project:
// require(), testEnvironment node, no Node flags) and examples/jest-esm (a "type": "module" project: import,
// run as Jest documents for ES modules, with --experimental-vm-modules and no transforms), each installed with
// jest@30 from the registry in a fresh project. Each suite loads every entry point of the four packages'
// exports maps, and uploads, transcribes and streams against startMocks() in its own process. Jest's CommonJS
// loader cannot require() an ES module, where Node 20.19+ can: the CommonJS builds pass only if they load
// nothing but CommonJS. STT_NODE is the Node binary Jest runs on (default: this one); STT_PACKED a folder of
// tarballs packed once for several runs (the matrix's Node 22 and 24 cells).
import { type ExecFileException, execFile, execFileSync } from "node:child_process";
import { copyFileSync, existsSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeWavFixture } from "#test-support/wav-fixtures.js";
import { installInto, sharedTarballs, type Tarballs } from "../support/packed-package.js";

const run = promisify(execFile);
const suiteNode = process.env.STT_NODE ?? process.execPath;
// In the tests' names, so that each matrix cell's report says which Node it ran on.
const nodeVersion = execFileSync(suiteNode, ["--version"], { encoding: "utf8" }).trim();
const audio = writeWavFixture("call.wav", 4);
const projects: string[] = [];
let tarballs: Tarballs;

/** Jest's --json report, the parts read here. */
interface JestReport {
  success: boolean;
  numTotalTests: number;
  numFailedTests: number;
  testResults: { name: string; message: string; assertionResults: { title: string; status: string }[] }[];
}

beforeAll(() => {
  tarballs = sharedTarballs();
}, 240_000);

afterAll(async () => {
  // Each project holds Jest, Prism and msw: a minute or more of deleting on a busy machine.
  await Promise.all(projects.map((path) => rm(path, { recursive: true, force: true })));
}, 240_000);

/** Every entry point the packed packages' exports maps list (installed in `project`), as a specifier each. */
function entryPointsIn(project: string): string[] {
  // The React hooks are not installed here: they need React, and these are no React projects (the hooks run in
  // examples/react-live's suite, on React 18 and 19: test/package/react.package.test.ts).
  const packages = Object.keys(tarballs).filter((name) => name !== "@stt-service/react");
  return packages.flatMap((name) => {
    const { exports } = JSON.parse(readFileSync(join(project, "node_modules", name, "package.json"), "utf8"));
    return Object.keys(exports)
      .filter((subpath) => subpath !== "./package.json")
      .map((subpath) => `${name}${subpath.slice(1)}`);
  });
}

const setups = [
  {
    example: "examples/jest-commonjs",
    loads: "require",
    // `npm test` is `jest`: Jest's own bin, run by the Node under test with no flag.
    script: "jest",
    nodeArgs: [],
  },
  {
    example: "examples/jest-esm",
    loads: "import",
    script: "node --experimental-vm-modules node_modules/jest/bin/jest.js",
    nodeArgs: ["--experimental-vm-modules"],
  },
];

describe.each(setups)(
  `$example with the packed packages and Jest 30 on Node ${nodeVersion}`,
  ({ example, loads, script, nodeArgs }) => {
    it(`${loads}s every entry point of the four packages, and uploads, transcribes and streams against startMocks()`, async () => {
      const project = installInto(example, [
        tarballs["stt-service"],
        tarballs["@stt-service/spec-documents"],
        tarballs["@stt-service/mock"],
        tarballs["@stt-service/conformance"],
      ]);
      projects.push(project);
      copyFileSync(audio, join(project, "call.wav"));
      const manifest = JSON.parse(readFileSync(join(project, "package.json"), "utf8"));
      // What the project's `npm test` runs is what runs here, with the Node under test rather than npm's choice.
      expect(manifest.scripts.test).toBe(script);
      const jestVersion = JSON.parse(readFileSync(join(project, "node_modules/jest/package.json"), "utf8")).version;
      expect(jestVersion).toMatch(/^30\./);

      const jest = join(project, "node_modules/jest/bin/jest.js");
      // No NODE_OPTIONS from this run reaches Jest: the Node flags are the ones the setup names, none for CommonJS.
      const { NODE_OPTIONS: _inherited, ...environment } = process.env;
      const failure = await run(suiteNode, [...nodeArgs, jest, "--ci", "--json", "--outputFile=report.json"], {
        cwd: project,
        env: { ...environment, CI: "1", NO_COLOR: "1" },
        timeout: 240_000,
      }).then(
        () => undefined,
        (error: ExecFileException & { stdout?: string; stderr?: string }) => error,
      );
      const where = `Jest ${jestVersion} on Node ${nodeVersion}`;
      const reportPath = join(project, "report.json");
      if (!existsSync(reportPath)) throw new Error(`${where} wrote no report: ${failure?.stderr ?? failure?.message}`);
      const report: JestReport = JSON.parse(readFileSync(reportPath, "utf8"));
      // Why a suite or a test failed, as Jest says it, so that the assertion below shows it.
      const messages = report.testResults.map((file) => file.message).filter((message) => message !== "");
      const results = report.testResults.flatMap((file) =>
        file.assertionResults.map((test) => `${test.status}: ${test.title}`),
      );

      const entryPoints = entryPointsIn(project);
      // The four packages export more than their main entries; a list of four would say the maps went unread.
      expect(entryPoints.length).toBeGreaterThan(4);
      expect(results.sort(), `${where}:\n${messages.join("\n")}`).toEqual(
        [
          ...entryPoints.map(
            (specifier) => `passed: ${loads}(${JSON.stringify(specifier)}) gives its exports, functions among them`,
          ),
          "passed: a WAV uploaded from its path transcribe()s to a completed transcription",
          "passed: streaming the same WAV gives the batch transcription's final text",
        ].sort(),
      );
      expect(report).toMatchObject({ success: true, numFailedTests: 0, numTotalTests: entryPoints.length + 2 });
      expect(failure).toBeUndefined();
    }, 360_000);
  },
);
