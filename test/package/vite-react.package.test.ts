// Issue 36's last "done when", as a frontend team meets it: a fresh copy of examples/vite-react-msw (Vite +
// React + TypeScript, create-vite's tsconfigs under strict) with the packed packages and its pinned
// devDependencies (msw 3, jsdom, vitest, vite) from the registry, whose own `npm test` (Vitest under jsdom)
// and `npm run build` (`tsc -b && vite build`) run on the Node that STT_NODE names (default: Node 24).
import { execFile } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { node24 } from "../support/node24.js";
import { installInto, sharedTarballs, type Tarballs } from "../support/packed-package.js";

const run = promisify(execFile);
let tarballs: Tarballs;
let project: string | undefined;
let node: string;

/** npm and every script it runs (vitest, tsc, vite: `#!/usr/bin/env node`) on the Node under test. */
function onNode(): NodeJS.ProcessEnv {
  return { ...process.env, PATH: `${dirname(node)}:${process.env.PATH}`, CI: "1", NO_COLOR: "1" };
}

function failure(what: string) {
  return (error: { stdout?: string; stderr?: string; message: string }): never => {
    throw new Error(`${what} failed on ${node}: ${error.stdout ?? ""}${error.stderr ?? error.message}`);
  };
}

beforeAll(async () => {
  tarballs = sharedTarballs();
  node = process.env.STT_NODE ?? (await node24());
  project = installInto("examples/vite-react-msw", [
    tarballs["stt-service"],
    tarballs["@stt-service/spec-documents"],
    tarballs["@stt-service/mock"],
  ]);
}, 300_000);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe("examples/vite-react-msw with the packed packages, msw 3, on STT_NODE (default Node 24)", () => {
  it("installs msw 3 and runs on the Node asked for", async () => {
    const cwd = project as string;
    const msw = JSON.parse(readFileSync(join(cwd, "node_modules/msw/package.json"), "utf8")).version;
    expect(msw).toMatch(/^3\./);
    const { stdout } = await run("node", ["--version"], { cwd, env: onNode() });
    expect(stdout.trim()).toBe((await run(node, ["--version"])).stdout.trim());
  });

  it("npm test: the suite under jsdom uploads a File, transcribes, renders <App>, and streams on a temporary key and on the API key: 5 pass", async () => {
    const cwd = project as string;
    const args = ["test", "--", "--reporter=json", "--outputFile=report.json"];
    // A failing suite still writes its report: the assertions below then name the tests that failed.
    const { stdout } = await run("npm", args, { cwd, env: onNode() }).catch((error: { stdout?: string }) => ({
      stdout: error.stdout ?? "",
    }));
    const report = JSON.parse(readFileSync(join(cwd, "report.json"), "utf8"));
    const names = report.testResults
      .flatMap((file: { assertionResults: { title: string; status: string }[] }) =>
        file.assertionResults.map((test) => `${test.status}: ${test.title}`),
      )
      .sort();
    expect(names, stdout).toEqual([
      "passed: <App> uploads the chosen File and shows its transcript",
      "passed: a File uploads whole and transcribes to completion",
      "passed: runs under jsdom, whose File is not Node's",
      "passed: streaming with a temporary key from client.auth.createTemporaryKey (the docs' recipe) gives the batch transcript's final text",
      "passed: streaming with the API key (the Authorization header) gives the batch transcript's final text",
    ]);
    expect(report).toMatchObject({ success: true, numPassedTests: 5, numFailedTests: 0, numTotalTests: 5 });
  }, 180_000);

  it("npm run build: tsc -b (strict, the docs' recipe in src/stream.ts) and vite build exit 0", async () => {
    const cwd = project as string;
    await run("npm", ["run", "build"], { cwd, env: onNode() }).catch(failure("npm run build"));
    expect(readFileSync(join(cwd, "dist/index.html"), "utf8")).toContain('<div id="root">');
  }, 180_000);
});
