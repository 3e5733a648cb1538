// The examples, run from fresh projects that installed the packed tarball, as users would:
// examples/node and examples/frontend-tests against the mocks (the browser apps: bundlers.package.test.ts).
import { execFile } from "node:child_process";
import { copyFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { writeWavFixture } from "../http/clients.js";
import { firstExampleText, useStreamingMock } from "../realtime/support.js";
import { installInto, sharedTarballs } from "../support/packed-package.js";

const run = promisify(execFile);
const { mock } = useStreamingMock();
const audio = writeWavFixture("call.wav", 4);
let nodeProject: string;
let frontendTestsProject: string;

beforeAll(async () => {
  const tarballs = sharedTarballs();
  nodeProject = installInto("examples/node", [tarballs["stt-service"]]);
  // The mock's tarball with those it depends on, in one install.
  frontendTestsProject = installInto("examples/frontend-tests", [
    tarballs["stt-service"],
    tarballs["@stt-service/spec-documents"],
    tarballs["@stt-service/mock"],
  ]);
  for (const project of [nodeProject, frontendTestsProject]) {
    copyFileSync(audio, join(project, "call.wav"));
  }
}, 240_000);

describe("examples/node with the packed package", () => {
  it("transcribes in batch, blocking and real time, and loads from CommonJS too", async () => {
    const { stdout } = await run("node", ["index.js", "call.wav"], {
      cwd: nodeProject,
      env: { ...process.env, STT_API_KEY: "any-key", STT_BASE_URL: inject("apiBaseUrl"), STT_STREAM_URL: mock().url },
    });
    expect(JSON.parse(stdout)).toEqual({
      batch: firstExampleText,
      notFound: true,
      models: ["stt-rt-v3", "stt-async-v3", "stt-rt-preview"],
      streamed: firstExampleText,
      commonJs: true,
    });
  }, 60_000);
});

describe("examples/frontend-tests with the packed package", () => {
  it("runs a frontend team's node:test suite on @stt-service/mock, started in process on free ports", async () => {
    const { stdout } = await run("node", ["--test", "--test-reporter=tap"], { cwd: frontendTestsProject });
    expect(stdout).toMatch(/^# pass 2$/m);
    expect(stdout).toMatch(/^# fail 0$/m);
  }, 120_000);
});
