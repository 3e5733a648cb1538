// Every figure CONTRIBUTING.md quotes, held to where it comes from, so that moving the figure there without
// CONTRIBUTING fails here, saying what the guide should say: the size gate's room, rounding, message and the
// whole client's ceiling (scripts/gate/size.ts and size-verdict.ts), the samples' widths (biome.json), the
// contrast the theme test holds, the Node versions (package.json and the tools' own engines), the pinned
// tools, the install scripts allowed, the packages published together.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ceilingFor, ceilingRoom, sizeVerdict } from "../../scripts/gate/size-verdict.js";

const root = join(import.meta.dirname, "../..");
const read = (path: string) => readFileSync(join(root, path), "utf8");
const guide = read("CONTRIBUTING.md").replace(/\s+/g, " ");
const manifest = JSON.parse(read("package.json")) as {
  engines: { node: string };
  devEngines: { runtime: { version: string } };
  devDependencies: Record<string, string>;
  allowScripts: Record<string, boolean>;
  workspaces: string[];
};
/** CONTRIBUTING.md (or `text`) says `words`, white space aside; a failure names the words, not the whole guide. */
function expectSaid(words: string, text = guide): void {
  expect(text.replace(/\s+/g, " ").includes(words), `CONTRIBUTING.md should say: ${words}`).toBe(true);
}

const numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** The section of CONTRIBUTING.md under a heading, as written (line breaks kept). */
function section(heading: string): string {
  const text = read("CONTRIBUTING.md");
  const start = text.indexOf(heading);
  const end = text.indexOf("\n#", start + heading.length);
  return text.slice(start, end === -1 ? undefined : end);
}

describe("CONTRIBUTING.md's figures", () => {
  it("the size budget: the room, the rounding and the failure as npm run size writes it, at the real ceiling", () => {
    const budget = section("### 6. The size budget");
    expectSaid(`${ceilingRoom} B of room`, budget);
    expectSaid(`(the measure and ${ceilingRoom} B, to the nearest 10 B)`, budget);
    const name = "whole client (HTTP + real-time + errors)";
    const size = read("scripts/gate/size.ts");
    const entry = size.slice(size.indexOf(`name: ${JSON.stringify(name)}`));
    const ceiling = Number(/\bceiling: ([\d_]+),/.exec(entry)?.[1]?.replaceAll("_", ""));
    const budgetBytes = Number(/\bbudget: ([\d_]+),/.exec(entry)?.[1]?.replaceAll("_", ""));
    expect(ceiling).toBeGreaterThan(0);
    // The example's measure, whatever it is: the rest of its message is what the gate writes for it.
    const measured = Number(/^whole client \(HTTP \+ real-time \+ errors\) is (\d+) B/m.exec(budget)?.[1]);
    const example = /```text\n([\s\S]*?)\n```/.exec(budget)?.[1]?.replace(/\n/g, " ");
    const expected = sizeVerdict({ name, bytes: measured, budget: budgetBytes, ceiling }).message;
    expect(example, `CONTRIBUTING.md's size failure, at the ceiling of scripts/gate/size.ts (${ceiling} B)`).toBe(
      expected,
    );
    expect(measured).toBeGreaterThan(ceiling);
    // The comment it tells you to write names that measure, and the ceiling line is the one the message gives.
    const grouped = measured.toLocaleString("en").replaceAll(",", " ");
    expectSaid(`// ${grouped} B measured with`, budget);
    expectSaid(`ceiling: ${ceilingFor(measured)},`, budget);
  });

  it("the walk's size step quotes the same room", () => {
    expectSaid(`the captions take more than its ${ceilingRoom} B of room`);
  });

  it("the samples' widths are Biome's", () => {
    const biome = JSON.parse(read("biome.json")) as {
      overrides: { includes: string[]; formatter?: { lineWidth?: number } }[];
    };
    const width = (folder: string) =>
      biome.overrides.find((override) => override.includes.includes(folder))?.formatter?.lineWidth;
    expectSaid(`Biome formats these files at ${width("docs/examples/operations/**")} columns`);
    expectSaid(`(\`docs/examples/*.ts\`) are formatted at ${width("docs/examples/**")} columns`);
  });

  it("the contrast is the one the theme test holds", () => {
    const ratio = /text meets ([\d.]+):1/.exec(read("test/docs/theme-colours.unit.test.ts"))?.[1];
    expect(ratio).toBeDefined();
    expectSaid(`${ratio}:1 against its background`);
  });

  it("the Node versions are package.json's and the tools' own", () => {
    const floor = manifest.engines.node.replace(/^>=/, "");
    expect(manifest.devEngines.runtime.version).toBe(`>=${floor}`);
    expectSaid(`Set up: Node ${floor} or newer`);
    expectSaid(`Node ${floor} or newer, and nothing else to install`);
    expectSaid(`This repository's tools: Node ${floor}+`);
    for (const tool of ["vite", "@redocly/cli"]) {
      const { engines } = JSON.parse(read(`node_modules/${tool}/package.json`)) as { engines: { node: string } };
      expect(engines.node, `${tool} runs on Node ${floor}`).toContain(`${floor}.0`);
    }
    for (const tool of ["@hey-api/openapi-ts", "orval"]) {
      const { engines } = JSON.parse(read(`node_modules/${tool}/package.json`)) as { engines: { node: string } };
      const needs = /^>=(\d+\.\d+)\.0$/.exec(engines.node)?.[1];
      expectSaid(`need Node ${needs}+`);
    }
  });

  it("the pinned tools are the devDependencies' versions", () => {
    const version = (name: string) => manifest.devDependencies[name] ?? "";
    const major = (name: string) => version(name).split(".")[0];
    const minor = (name: string) => version(name).split(".").slice(0, 2).join(".");
    expectSaid(
      `(Prism ${version("@stoplight/prism-cli")}, tsup ${major("tsup")}, vitest ${major("vitest")}, Redocly ${minor("@redocly/cli")})`,
    );
    expectSaid(`vite ${major("vite")} and Redocly ${minor("@redocly/cli")} need`);
  });

  it("counts the install scripts denied and the packages published together", () => {
    const scripts = Object.values(manifest.allowScripts);
    expect(scripts.every((allowed) => allowed === false)).toBe(true);
    expectSaid(`\`allowScripts\` allows them: all ${numberWords[scripts.length]} here are denied`);
    const releasing = section("## Releasing").replace(/\s+/g, " ");
    const packages = numberWords[manifest.workspaces.length];
    expectSaid(`publishes all ${packages} packages together`, releasing);
    expectSaid(`packs the ${packages} packages there`, releasing);
  });
});
