// Starts the mocks the tests share, as real processes on free loopback ports: the stateful mock (`npm run
// mock`'s code: HTTP checked by Prism, and streaming) and the same in example mode (`--stateless`), unless
// TEST_API_BASE_URL (and TEST_STREAM_URL) point the tests at other servers (a running `npm run mock`, or a
// staging deployment).
import type { TestProject } from "vitest/node";
import { startMockProcess } from "./support/mock-process.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The stateful HTTP mock's base URL, `/v1` included. */
    apiBaseUrl: string;
    /** The streaming mock that shares the HTTP mock's temporary keys. */
    streamUrl: string;
    /** The HTTP mock in example mode: every answer from the contract's named examples. */
    examplesBaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const override = process.env.TEST_API_BASE_URL;
  const [stateful, stateless] = await Promise.all([
    override ? undefined : startMockProcess(["--speed", "50"]),
    startMockProcess(["--stateless"]),
  ]);
  project.provide("apiBaseUrl", override ?? (stateful?.httpUrl as string));
  project.provide("streamUrl", process.env.TEST_STREAM_URL ?? stateful?.streamUrl ?? stateless.streamUrl);
  project.provide("examplesBaseUrl", stateless.httpUrl);
  return async () => {
    await Promise.all([stateful?.stop(), stateless.stop()]);
  };
}
