// The GitHub workflows hand each job only the token it needs: no workflow grants anything at its top, the
// publishing token (id-token) is held by the release's publish job alone, which publishes the tarballs the gate
// packed and checked and runs nothing else (no checkout, no install, no test, no package's script), and the
// Pages tokens by the docs' deploy job alone. Every action is pinned by commit, as a tag can be moved to other
// code.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  "working-directory"?: string;
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
    expect(publish.permissions).toEqual({ "id-token": "write" });
    expect(publish.needs).toBe("gate");
    expect(gate.permissions).toEqual({ contents: "read" });
  });

  it("only the docs' deploy job holds pages and id-token; the build job reads", () => {
    expect(job("docs", "deploy").permissions).toEqual({ pages: "write", "id-token": "write" });
    expect(job("docs", "build").permissions).toEqual({ contents: "read" });
    expect(job("ci", "ci").permissions).toEqual({ contents: "read" });
  });

  it("the publish job checks out nothing, installs nothing, builds nothing and runs no test: it publishes", () => {
    const { steps } = job("release", "publish");
    expect(steps.filter((step) => step.uses?.startsWith("actions/checkout@"))).toEqual([]);
    const runs = steps.flatMap((step) => (step.run ? [step.run] : []));
    for (const run of runs) {
      expect(run).not.toMatch(/\bnpm (ci|install|i|run|test|exec|pack)\b|\bnpx\b|\.ci\/run|apt-get|vitest|\bnode\b/);
    }
    expect(runs.some((run) => run.includes("npm publish"))).toBe(true);
  });

  it("the publish job publishes the tarballs the gate packed and checked (its artifact), never a package folder", () => {
    const gate = job("release", "gate");
    const publish = job("release", "publish");
    // The gate packs into a folder and checks those files (npm run release:pack), then uploads that folder's tarballs.
    const gateRuns = gate.steps.flatMap((step) => (step.run ? [step.run] : []));
    const packed = gateRuns.map((run) => /^npm run release:pack -- (\S+)$/.exec(run)?.[1]).find(Boolean);
    expect(packed, "the gate runs npm run release:pack -- <folder>").toBeDefined();
    const uploadAt = gate.steps.findIndex((step) => step.uses?.startsWith("actions/upload-artifact@"));
    const upload = gate.steps[uploadAt];
    expect(upload?.with?.path).toBe(`${packed}/*.tgz`);
    expect(uploadAt).toBeGreaterThan(gate.steps.findIndex((step) => step.run?.startsWith("npm run release:pack")));

    const downloadAt = publish.steps.findIndex((step) => step.uses?.startsWith("actions/download-artifact@"));
    const download = publish.steps[downloadAt];
    expect(download?.with?.name).toBe(upload?.with?.name);
    const folder = download?.with?.path as string;
    expect(folder).toMatch(/\S/);

    const publishing = publish.steps.filter((step) => step.run?.includes("npm publish"));
    expect(publishing.every((step) => step["working-directory"] === undefined)).toBe(true);
    expect(publish.steps.indexOf(publishing[0] as Step)).toBeGreaterThan(downloadAt);
    const commands = publishing.flatMap((step) =>
      (step.run as string)
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line.includes("npm publish")),
    );
    const published: string[] = [];
    for (const command of commands) {
      // A publish of a package folder (-w, or none named) with --ignore-scripts skips the prepack that takes the
      // source condition out of package.json, and ships one naming sources the tarball lacks; with a tarball the
      // flag has nothing to skip (npm runs no script for one).
      expect(command).not.toMatch(/--ignore-scripts|(^|\s)(-w|--workspaces?)\b/);
      expect(command).toMatch(/--provenance/);
      const targets = command
        .replace(/^npm publish\s+/, "")
        .split(/\s+/)
        .filter((word) => !word.startsWith("-") && word !== "public");
      expect(targets, command).toHaveLength(1);
      published.push((targets[0] as string).replace(/^"|"$/g, ""));
    }

    // One tarball of each workspace package, each after the workspace packages it depends on.
    const { workspaces } = JSON.parse(readFileSync("package.json", "utf8")) as { workspaces: string[] };
    const manifests = workspaces.map(
      (workspace) =>
        JSON.parse(readFileSync(`${workspace}/package.json`, "utf8")) as {
          name: string;
          dependencies?: Record<string, string>;
        },
    );
    const tarballOf = (name: string) =>
      `${folder}/${name.replace(/^@/, "").replace("/", "-")}-\${GITHUB_REF_NAME#v}.tgz`;
    expect([...published].sort()).toEqual(manifests.map(({ name }) => tarballOf(name)).sort());
    for (const { name, dependencies = {} } of manifests)
      for (const sibling of manifests.filter((each) => each.name in dependencies))
        expect(published.indexOf(tarballOf(sibling.name)), `${sibling.name} before ${name}`).toBeLessThan(
          published.indexOf(tarballOf(name)),
        );
  });

  it("the release's gate runs the checks and the tag check before it packs", () => {
    const runs = job("release", "gate").steps.flatMap((step) => (step.run ? [step.run] : []));
    const at = (prefix: string) => runs.findIndex((run) => run.startsWith(prefix));
    expect(at("node scripts/release/check-tag.mjs")).toBeGreaterThan(-1);
    expect(at("bash .ci/run")).toBeGreaterThan(at("node scripts/release/check-tag.mjs"));
    expect(at("npm run release:pack")).toBeGreaterThan(at("bash .ci/run"));
  });

  it("CI and the release's gate set up CPython 3.10 to 3.13 before .ci/run, which runs the Python suite on each", () => {
    for (const [name, id] of [
      ["ci", "ci"],
      ["release", "gate"],
    ] as const) {
      const { steps } = job(name, id);
      const setupAt = steps.findIndex((step) => step.uses?.startsWith("actions/setup-python@"));
      expect(setupAt, `${name}.${id}`).toBeGreaterThan(-1);
      expect(String(steps[setupAt]?.with?.["python-version"]).trim().split(/\s+/)).toEqual([
        "3.10",
        "3.11",
        "3.12",
        "3.13",
      ]);
      expect(steps.findIndex((step) => step.run === "bash .ci/run")).toBeGreaterThan(setupAt);
    }
  });

  it("the release publishes the wheel and sdist the gate built and checked to PyPI, by trusted publishing", () => {
    const gate = job("release", "gate");
    const publish = job("release", "publish");
    const packAt = gate.steps.findIndex((step) => step.run?.startsWith("npm run release:pack"));
    const uploadAt = gate.steps.findIndex(
      (step) => step.uses?.startsWith("actions/upload-artifact@") && step.with?.name === "python-distributions",
    );
    expect(uploadAt).toBeGreaterThan(packAt);
    expect(String(gate.steps[uploadAt]?.with?.path).trim().split(/\s+/)).toEqual([
      "packed/stt_service-*.whl",
      "packed/stt_service-*.tar.gz",
    ]);
    const downloadAt = publish.steps.findIndex(
      (step) => step.uses?.startsWith("actions/download-artifact@") && step.with?.name === "python-distributions",
    );
    const pypiAt = publish.steps.findIndex((step) => step.uses?.startsWith("pypa/gh-action-pypi-publish@"));
    expect(downloadAt).toBeGreaterThan(-1);
    expect(pypiAt).toBeGreaterThan(downloadAt);
    // No password: PyPI trusts the job's id-token, which only this job may mint.
    expect(publish.steps[pypiAt]?.with).toEqual({ "packages-dir": publish.steps[downloadAt]?.with?.path });
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
