// `npm run check:package`: each workspace package as a registry would take it: built, then publint (the
// package.json against what is in the tarball) and attw (its types resolve for every module system that
// imports it). The first failure stops it: the later packages would be checked against a broken build.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { binStep, root, runSteps, type Step } from "../lib/steps.js";

const { workspaces } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { workspaces: string[] };
const steps: Step[] = [{ title: "build: every workspace package", command: "npm", args: ["run", "-s", "build"] }];
for (const workspace of workspaces) {
  steps.push(
    binStep(`${workspace}: publint`, "publint", ["--strict"], workspace),
    binStep(`${workspace}: attw`, "attw", ["--pack", "."], workspace),
  );
}
runSteps("npm run check:package", steps, "stops");
