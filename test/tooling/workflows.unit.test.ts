// The GitHub workflows hand each job only the token it needs: no workflow grants anything at its top, the
// publishing token (id-token) is held by the release's publish job alone, which runs no test, no apt-get and no
// dependency's install script, and the Pages tokens by the docs' deploy job alone. Every action is pinned by
// commit, as a tag can be moved to other code.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  permissions?: Record<string, string>;
  needs?: string | string[];
  steps: Step[];
}
interface Workflow {
  permissions?: unknown;
  jobs: Record<string, Job>;
}

const read = (name: string): Workflow => parse(readFileSync(`.github/workflows/${name}.yml`, "utf8"));
const workflows = { ci: read("ci"), docs: read("docs"), release: read("release") };
function job(workflow: keyof typeof workflows, id: string): Job {
  const found = workflows[workflow].jobs[id];
  if (found === undefined) throw new Error(`${workflow}.yml has no job ${id}`);
  return found;
}

describe("the GitHub workflows' tokens", () => {
  it.each(Object.entries(workflows))("%s grants nothing at its top (permissions: {})", (_name, workflow) => {
    expect(workflow.permissions).toEqual({});
  });

  it("each job of each workflow names its own permissions", () => {
    for (const [name, workflow] of Object.entries(workflows))
      for (const [id, job] of Object.entries(workflow.jobs))
        expect(job.permissions, `${name}.${id}`).toBeTypeOf("object");
  });

  it("only the release's publish job may mint an id-token, and it waits for the gate", () => {
    const holders = Object.entries(workflows).flatMap(([name, workflow]) =>
      Object.entries(workflow.jobs)
        .filter(([, each]) => each.permissions?.["id-token"] !== undefined)
        .map(([id]) => `${name}.${id}`),
    );
    expect(holders.sort()).toEqual(["docs.deploy", "release.publish"]);
    const [gate, publish] = [job("release", "gate"), job("release", "publish")];
    expect(publish.permissions).toEqual({ contents: "read", "id-token": "write" });
    expect(publish.needs).toBe("gate");
    expect(gate.permissions).toEqual({ contents: "read" });
  });

  it("only the docs' deploy job holds pages and id-token; the build job reads", () => {
    expect(job("docs", "deploy").permissions).toEqual({ pages: "write", "id-token": "write" });
    expect(job("docs", "build").permissions).toEqual({ contents: "read" });
    expect(job("ci", "ci").permissions).toEqual({ contents: "read" });
  });

  it("the publish job installs without install scripts, runs no test, no .ci/run and no apt-get", () => {
    const runs = job("release", "publish").steps.flatMap((step) => (step.run ? [step.run] : []));
    const install = runs.filter((run) => /\bnpm (ci|install|i)\b/.test(run));
    expect(install).toEqual([expect.stringMatching(/^npm ci --ignore-scripts\b/)]);
    for (const run of runs) {
      expect(run).not.toMatch(/\.ci\/run|apt-get|vitest|npm (run -s |run )?test\b|npm run (-s )?check\b/);
      // A publish that ran lifecycle scripts would run them with the token set.
      if (/npm publish/.test(run)) {
        expect(run).toMatch(/--provenance/);
        expect(run).toMatch(/--ignore-scripts/);
      }
    }
    expect(runs.some((run) => run.includes("npm publish"))).toBe(true);
  });

  it("the release's gate runs the checks, the tag check and a dry-run pack of each package", () => {
    const runs = job("release", "gate").steps.flatMap((step) => (step.run ? [step.run] : []));
    expect(runs).toContain("bash .ci/run");
    expect(runs.some((run) => run.startsWith("node scripts/release/check-tag.mjs"))).toBe(true);
    const pack = runs.find((run) => run.startsWith("npm pack --dry-run"));
    const { workspaces } = JSON.parse(readFileSync("package.json", "utf8")) as { workspaces: string[] };
    for (const workspace of workspaces) expect(pack).toContain(`-w ${workspace}`);
  });

  it("every action is pinned by a full commit SHA, the tag in a comment", () => {
    for (const name of Object.keys(workflows)) {
      const uses = readFileSync(`.github/workflows/${name}.yml`, "utf8")
        .split("\n")
        .filter((line) => /^\s*(- )?uses:/.test(line));
      expect(uses.length, name).toBeGreaterThan(0);
      for (const line of uses) expect(line, name).toMatch(/uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d/);
    }
  });

  it("no checkout leaves the job's token in .git/config for the steps after it", () => {
    for (const [name, workflow] of Object.entries(workflows))
      for (const [id, each] of Object.entries(workflow.jobs))
        for (const step of each.steps.filter((step) => step.uses?.startsWith("actions/checkout@")))
          expect(step.with?.["persist-credentials"], `${name}.${id}`).toBe(false);
  });
});
