// Starts one real Prism process on a free loopback port for the whole run, unless TEST_API_BASE_URL points
// the tests at another server (a running `npm run mock`, or a staging deployment).
import type { TestProject } from "vitest/node";
import { startPrism } from "../scripts/lib/prism.js";

declare module "vitest" {
  export interface ProvidedContext {
    apiBaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const override = process.env.TEST_API_BASE_URL;
  if (override) {
    project.provide("apiBaseUrl", override);
    return;
  }
  const prism = await startPrism();
  project.provide("apiBaseUrl", prism.url);
  return () => prism.stop();
}
