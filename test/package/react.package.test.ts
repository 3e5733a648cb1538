// @stt-service/react as a React team installs it, on React 19 and on React 18: fresh copies of examples/react-live
// (Vite + React + TypeScript, create-vite's tsconfigs under strict, the app in Strict Mode) with the packed
// packages (the SDK, the mock and the spec documents it depends on, the hooks) and the example's pinned
// devDependencies (msw 3, React Testing Library, jsdom, vitest, vite) from the registry. Its own `npm test` (RTL
// under jsdom on the MSW handlers and the SDK's fake microphone: a Strict Mode stream whose final text is the
// batch transcript's, an unmount during connect that leaves no socket, track or rejection, the query options'
// list) and `npm run build` (`tsc -b && vite build`, the hooks' types under each React's own) run on both. On the Node
// that STT_NODE names (default: Node 24; msw 3 needs 22.12+).
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { node24 } from "../support/node24.js";
import { installInto, sharedTarballs, type Tarballs } from "../support/packed-package.js";

const run = promisify(execFile);
const example = "examples/react-live";
const projects: string[] = [];
let tarballs: Tarballs;
let node: string;

/** npm and every script it runs (vitest, tsc, vite: `#!/usr/bin/env node`) on the Node under test. */
function onNode(): NodeJS.ProcessEnv {
  return { ...process.env, PATH: `${dirname(node)}:${process.env.PATH}`, CI: "1", NO_COLOR: "1" };
}

/** A copy of the example on the React asked for, with the packed packages installed. */
function install(reactVersion: "19" | "18"): string {
  let source = example;
  if (reactVersion === "18") {
    // The example pins React 19: the copy pins React 18 and its types instead, as a React 18 app would.
    source = mkdtempSync(join(tmpdir(), "stt-react18-source-"));
    cpSync(example, source, { recursive: true });
    const manifestPath = join(source, "package.json");
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
    Object.assign(manifest.dependencies, { react: "18.3.1", "react-dom": "18.3.1" });
    Object.assign(manifest.devDependencies, { "@types/react": "^18.3.0", "@types/react-dom": "^18.3.0" });
    writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
    projects.push(source);
  }
  const project = installInto(source, [
    tarballs["stt-service"],
    tarballs["@stt-service/spec-documents"],
    tarballs["@stt-service/mock"],
    tarballs["@stt-service/react"],
  ]);
  projects.push(project);
  return project;
}

const installedVersion = (project: string, name: string): string =>
  JSON.parse(readFileSync(join(project, "node_modules", name, "package.json"), "utf8")).version;

/** The project's `npm test`, its JSON report read back: each test as `status: title`, and the totals. */
async function suite(project: string): Promise<{ names: string[]; report: unknown; stdout: string }> {
  const args = ["test", "--", "--reporter=json", "--outputFile=report.json"];
  // A failing suite still writes its report: the assertions then name the tests that failed.
  const { stdout } = await run("npm", args, { cwd: project, env: onNode() }).catch(
    (error: { stdout?: string; stderr?: string }) => ({ stdout: `${error.stdout ?? ""}${error.stderr ?? ""}` }),
  );
  const report = JSON.parse(readFileSync(join(project, "report.json"), "utf8"));
  const names = report.testResults
    .flatMap((file: { assertionResults: { title: string; status: string }[] }) =>
      file.assertionResults.map((test) => `${test.status}: ${test.title}`),
    )
    .sort();
  return { names, report, stdout };
}

const passing = [
  "passed: Strict Mode, unmounted during connect: no open socket, no live microphone track, no unhandled rejection",
  "passed: Strict Mode: Start streams the microphone on one socket, Stop gives the batch transcript's text, then all is released",
  "passed: the query options list the key's transcriptions, newest first",
];

beforeAll(async () => {
  tarballs = sharedTarballs();
  node = process.env.STT_NODE ?? (await node24());
}, 300_000);

// Two projects with their node_modules: removing them takes a while on a busy machine.
afterAll(async () => {
  await Promise.all(projects.map((project) => rm(project, { recursive: true, force: true })));
}, 300_000);

describe.each(["19", "18"] as const)("examples/react-live with the packed packages on React %s", (reactVersion) => {
  let project: string;

  beforeAll(() => {
    project = install(reactVersion);
  }, 300_000);

  it(`installs React ${reactVersion} (react and react-dom), the hooks' peer`, () => {
    expect(installedVersion(project, "react")).toMatch(new RegExp(`^${reactVersion}\\.`));
    expect(installedVersion(project, "react-dom")).toMatch(new RegExp(`^${reactVersion}\\.`));
    // The packed hooks, not a copy from a registry.
    expect(installedVersion(project, "@stt-service/react")).toBe(
      JSON.parse(readFileSync("packages/react/package.json", "utf8")).version,
    );
  });

  it("npm test: the RTL suite under jsdom in Strict Mode (stream, unmount during connect, query options): 3 pass", async () => {
    const { names, report, stdout } = await suite(project);
    expect(names, stdout).toEqual(passing);
    expect(report).toMatchObject({ success: true, numPassedTests: 3, numFailedTests: 0, numTotalTests: 3 });
  }, 180_000);

  it("npm run build: tsc -b (strict, on this React's types) and vite build exit 0", async () => {
    await run("npm", ["run", "build"], { cwd: project, env: onNode() }).catch(
      (error: { stdout?: string; stderr?: string; message: string }) => {
        throw new Error(`npm run build failed on ${node}: ${error.stdout ?? ""}${error.stderr ?? error.message}`);
      },
    );
    expect(readFileSync(join(project, "dist/index.html"), "utf8")).toContain('<div id="root">');
  }, 180_000);
});
