// CONTRIBUTING.md's "The captions walk", done exactly as written, in a copy of the project: the spec fragment,
// the test lines and the samples are that section's own code blocks (`captions-walk:<part>`), pasted where its
// steps say, and the commands are the ones it names, run in the copy as a contributor runs them. The spec has
// the operation, so the copy starts without it: the walk's spec block (which must stand verbatim in
// specs/openapi.yaml), its test lines, its samples and its room in the size budget are taken out, and the copy
// generated again; the walk then puts back exactly the spec the project has. It holds:
// the spec lint passes the fragment and `npm run lint` stops at the generated code until `npm run generate`;
// nothing under packages/ is written by hand; `npm run size` fails and names the ceiling that takes the
// operation, and passes once that line is copied; then lint, generate:check, contract:diff, docs and the tests
// the walk names (against the copy's own mocks) all pass. `npm test`, the walk's last word, is the whole suite,
// browsers included: too much to run again inside one test. The suite's tests that go over every operation
// and were not in the walk's list take a text answer with no edit (the differential judge, try-it, the
// text-and-binary operations, whose invented names are not the walk's).
// One copy serves every step, in order (about 2 minutes); its node_modules links to this project's, the
// workspaces to the copy's packages, so that the copy's mock, SDK and generated code are what run.
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const operationId = "getTranscriptionCaptions";

/** The code blocks of CONTRIBUTING.md's walk, by part: ```<language> captions-walk:<part>. */
function walkParts(guide: string): Map<string, string> {
  const parts = new Map<string, string>();
  for (const match of guide.matchAll(/^```\w+ captions-walk:([\w.]+)\n([\s\S]*?)^```$/gm)) {
    parts.set(match[1] as string, match[2] as string);
  }
  return parts;
}

const parts = walkParts(readFileSync(join(root, "CONTRIBUTING.md"), "utf8"));
function part(name: string): string {
  const text = parts.get(name);
  if (text === undefined) throw new Error(`CONTRIBUTING.md has no code block captions-walk:${name}`);
  return text;
}

/** What is not the project's own: installed or built (anywhere), or written by its commands (at its root). */
const notCopied = new Set(["node_modules", ".git", "dist"]);
const notCopiedAtRoot = new Set(["reports", "site", "coverage", ".snippets", "tmp", "scratch"]);

let project: string;

/** The copy's node_modules: the project's packages by links, the workspaces linked to the copy's own. */
function linkNodeModules(): void {
  const modules = join(project, "node_modules");
  const workspaces = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { workspaces: string[] })
    .workspaces;
  const names = new Map(
    workspaces.map((workspace) => [
      (JSON.parse(readFileSync(join(root, workspace, "package.json"), "utf8")) as { name: string }).name,
      workspace,
    ]),
  );
  // The launcher's bundles and vitest's cache are the copy's own.
  mkdirSync(join(modules, ".cache"), { recursive: true });
  for (const entry of readdirSync(join(root, "node_modules"))) {
    if (entry === ".cache") continue;
    if (entry.startsWith("@")) {
      mkdirSync(join(modules, entry));
      for (const scoped of readdirSync(join(root, "node_modules", entry))) {
        if (names.has(`${entry}/${scoped}`)) continue;
        symlinkSync(join(root, "node_modules", entry, scoped), join(modules, entry, scoped));
      }
    } else if (!names.has(entry)) {
      symlinkSync(join(root, "node_modules", entry), join(modules, entry));
    }
  }
  for (const [name, workspace] of names) {
    const link = join(modules, name);
    mkdirSync(join(link, ".."), { recursive: true });
    symlinkSync(relative(join(link, ".."), join(project, workspace)), link);
  }
}

interface Ran {
  code: number | null;
  output: string;
}

/**
 * A command in the copy, as a contributor types it there, in a process group of its own: a run past the bound
 * (a hang, never a speed check) is stopped whole, mocks and workers included. The environment is this one's
 * without vitest's own variables and the tests' server overrides, so a vitest run in the copy is a run of its own.
 */
function inProject(command: string, args: string[], boundMs = 600_000): Promise<Ran> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST|TEST)/.test(name)));
  const child = spawn(command, args, {
    cwd: project,
    env: { ...env, REDOCLY_TELEMETRY: "off", VITEST_JSON_REPORT: join(project, "reports", "walk.json") },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
  });
  const timer = setTimeout(() => {
    try {
      process.kill(-(child.pid as number), "SIGKILL");
    } catch {
      // Ended meanwhile.
    }
  }, boundMs);
  return new Promise((resolvePromise) => {
    child.once("error", (error) => {
      clearTimeout(timer);
      resolvePromise({ code: null, output: `${output}${error.message}` });
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      resolvePromise({ code, output });
    });
  });
}

const npm = (...args: string[]) => inProject("npm", ["run", "-s", ...args]);

/** Inserts `text` into a file of the copy before the first `before` that follows `after` (from the start by default). */
function insertBefore(path: string, before: string, text: string, after = ""): void {
  const file = join(project, path);
  const content = readFileSync(file, "utf8");
  const start = content.indexOf(after);
  const at = start < 0 ? -1 : content.indexOf(before, start + after.length);
  if (at < 0) throw new Error(`${path} no longer has ${JSON.stringify(before)}: the walk's step says where to write`);
  writeFileSync(file, `${content.slice(0, at)}${text}${content.slice(at)}`);
}

/** The copy's files under packages/ (built and installed ones aside), by path, with their content. */
function packageFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (directory: string) => {
    for (const entry of readdirSync(join(project, directory), { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) {
        if (!notCopied.has(entry.name) && entry.name !== "specs") visit(path);
      } else if (entry.isFile()) {
        files.set(path, readFileSync(join(project, path), "utf8"));
      }
    }
  };
  visit("packages");
  return files;
}

/** The copy's package files as the walk found them (the operation taken out, generated again). */
let walkStart: Map<string, string>;

/** The files under packages/ the walk wrote, added or changed since it started. */
function changedPackageFiles(): string[] {
  return [...packageFiles()]
    .filter(([path, content]) => walkStart.get(path) !== content)
    .map(([path]) => path)
    .sort();
}

/** Takes `text` out of a file of the copy; where it must be there, its absence is the walk's text out of date. */
function takeOut(path: string, text: string, must: boolean): void {
  const file = join(project, path);
  const content = readFileSync(file, "utf8");
  if (!content.includes(text)) {
    if (!must) return;
    throw new Error(
      `${path} does not hold the captions walk's block verbatim: make the block in CONTRIBUTING.md what ${path} has`,
    );
  }
  writeFileSync(file, content.replace(text, ""));
}

/** The whole client's size in the size gate's table (min+gzip), from `npm run size`'s output. */
function wholeClientBytes(output: string): number {
  const row = output
    .split("\n")
    .find((line) => line.includes("whole client (HTTP + real-time + errors)") && / B/.test(line));
  const bytes = row === undefined ? undefined : /(\d+) B/.exec(row)?.[1];
  if (bytes === undefined) throw new Error(`npm run size printed no size of the whole client:\n${output}`);
  return Number(bytes);
}

/**
 * The copy as it was before the walk: without getTranscriptionCaptions in the spec, without what the walk's
 * blocks add (the SDK test's call and case, the resources test's call, the three samples), generated and its API
 * report made again, and with the whole client's ceiling 50 B over its size (the room "The size budget" keeps),
 * so that the walk's own steps are what puts the operation in.
 */
async function beforeTheWalk(): Promise<void> {
  takeOut("specs/openapi.yaml", `\n${part("spec")}`, true);
  takeOut("test/generate/http-resources.integration.test.ts", `${part("resources")}\n`, true);
  const sdkTest = "packages/sdk/test/http/against-mock.integration.test.ts";
  takeOut(sdkTest, `${part("case")}\n`, false);
  // The operation's entry of callsByOperation, as the walk or anyone wrote it (Biome may fold it over lines).
  const calls = readFileSync(join(project, sdkTest), "utf8");
  writeFileSync(
    join(project, sdkTest),
    calls.replace(/^ {2}getTranscriptionCaptions:[^\n]*\n(?:(?! {2}[\w"]+:|\};)[^\n]*\n)*/m, ""),
  );
  for (const extension of ["sh", "ts", "py"]) {
    rmSync(join(project, `docs/examples/operations/${operationId}.${extension}`), { force: true });
  }
  for (const command of ["generate", "api:report"]) {
    const ran = await npm(command);
    if (ran.code !== 0) throw new Error(`npm run ${command}, the operation taken out:\n${ran.output}`);
  }
  const size = await npm("size");
  const bytes = wholeClientBytes(size.output);
  const path = join(project, "scripts/gate/size.ts");
  const source = readFileSync(path, "utf8");
  const entry = source.indexOf('name: "whole client (HTTP + real-time + errors)"');
  const ceiling = /\n((?: *\/\/.*\n)+)( *)ceiling: [\d_]+,\n/.exec(source.slice(entry));
  if (entry < 0 || ceiling === null) throw new Error("scripts/gate/size.ts has no whole client entry with its ceiling");
  const [old, , indent] = ceiling;
  const room = `\n${indent}// ${bytes} B measured without getTranscriptionCaptions, and 50 B of room.\n${indent}ceiling: ${bytes + 50},\n`;
  writeFileSync(path, `${source.slice(0, entry)}${source.slice(entry).replace(old, room)}`);
  walkStart = packageFiles();
}

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), "stt-captions-walk-"));
  cpSync(root, project, {
    recursive: true,
    filter: (source) => {
      const segments = relative(root, source).split("/");
      return !notCopiedAtRoot.has(segments[0] as string) && segments.every((segment) => !notCopied.has(segment));
    },
  });
  linkNodeModules();
  await beforeTheWalk();
}, 900_000);

afterAll(() => {
  if (project && !process.env.KEEP) rmSync(project, { recursive: true, force: true });
});

describe("CONTRIBUTING.md's captions walk, done as written in a copy of the project", () => {
  it("1. the spec fragment passes the spec lint, and npm run lint stops at the generated code, out of step", async () => {
    // After the path item /transcriptions/{transcription_id} and its operations: before the next path.
    insertBefore("specs/openapi.yaml", "\n  /", `\n${part("spec")}`, "\n  /transcriptions/{transcription_id}:\n");
    // What the walk writes is the spec the project has, to the byte.
    expect(readFileSync(join(project, "specs/openapi.yaml"), "utf8")).toBe(
      readFileSync(join(root, "specs/openapi.yaml"), "utf8"),
    );
    const lint = await npm("lint");
    expect(lint.output).toContain("npm run lint:specs: all 5 steps passed");
    expect(lint.output).toContain(
      "specs/openapi.yaml changed since the last npm run generate (generated-manifest.json records another hash)",
    );
    expect(lint.code).toBe(1);
  }, 300_000);

  it("2. npm run generate and npm run api:report", async () => {
    expect(readFileSync(join(project, "contract/sdk-surface.json"), "utf8")).not.toContain("transcriptions.captions");
    const generated = await npm("generate");
    expect(generated.code, generated.output).toBe(0);
    const report = await npm("api:report");
    expect(report.code, report.output).toBe(0);
    expect(readFileSync(join(project, "contract/sdk-surface.json"), "utf8")).toContain("transcriptions.captions");
  }, 300_000);

  it("3 and 4. the tests' lines and the samples go where the steps say; the packages' sources changed only in generated code", () => {
    insertBefore(
      "packages/sdk/test/http/against-mock.integration.test.ts",
      "};\n",
      part("calls"),
      "const callsByOperation",
    );
    insertBefore(
      "packages/sdk/test/http/against-mock.integration.test.ts",
      "  const errorCases =",
      `${part("case")}\n`,
    );
    insertBefore(
      "test/generate/http-resources.integration.test.ts",
      '  it("ran every operation of the spec"',
      `${part("resources")}\n`,
    );
    writeFileSync(join(project, `docs/examples/operations/${operationId}.sh`), part("sample.sh"));
    writeFileSync(join(project, `docs/examples/operations/${operationId}.ts`), part("sample.ts"));
    writeFileSync(join(project, `docs/examples/operations/${operationId}.py`), part("sample.py"));
    // The walk adds the operation's lines to the SDK's own tests (packages/sdk/test/); in the packages' sources it
    // changes generated code alone.
    const changed = changedPackageFiles();
    expect(changed).toContain("packages/sdk/src/generated/http/resources/transcriptions.ts");
    expect(changed).toContain("packages/sdk/test/http/against-mock.integration.test.ts");
    // Generated: the TypeScript SDK's src/generated/ and the Python package's stt_service/_generated/.
    const generated = (path: string) => path.includes("/src/generated/") || path.includes("/_generated/");
    expect(changed.filter((path) => path.includes("/src/") && !generated(path))).toEqual([]);
  });

  it("5. npm run size names the ceiling that takes the operation, and passes once it is copied in", async () => {
    const over = await npm("size");
    expect(over.code, over.output).toBe(1);
    const found =
      /^(.+) is (\d+) B, over its ceiling of \d+ B by \d+ B: .*write `(ceiling: [\d_]+,)` in its entry/m.exec(
        over.output,
      );
    expect(found, over.output).not.toBeNull();
    const [, name, measured, line] = found as RegExpExecArray;
    expect(name).toBe("whole client (HTTP + real-time + errors)");
    // As "The size budget" says: the line over the entry's ceiling, the measure and the reason in the comment above.
    const path = join(project, "scripts/gate/size.ts");
    const source = readFileSync(path, "utf8");
    const entry = source.indexOf(`name: ${JSON.stringify(name)}`);
    const ceiling = /\n((?: *\/\/.*\n)+)( *)ceiling: [\d_]+,\n/.exec(source.slice(entry));
    expect(ceiling, "the entry's ceiling, with its comment above").not.toBeNull();
    const [old, , indent] = ceiling as RegExpExecArray;
    const figure = Number(measured).toLocaleString("en").replaceAll(",", " ");
    const raised = `\n${indent}// ${figure} B measured with GET /transcriptions/{transcription_id}/captions.\n${indent}${line}\n`;
    writeFileSync(path, `${source.slice(0, entry)}${source.slice(entry).replace(old, raised)}`);
    const under = await npm("size");
    expect(under.code, under.output).toBe(0);
  }, 300_000);

  it("6. every gate the walk names passes, and the tests it names, the new operation's among them", async () => {
    for (const gate of ["lint", "generate:check", "contract:diff", "docs"]) {
      const ran = await npm(gate);
      expect(ran.code, `npm run ${gate}\n${ran.output}`).toBe(0);
    }
    const tests = await inProject("bash", ["-c", part("tests")]);
    expect(tests.code, tests.output).toBe(0);
    const report = JSON.parse(readFileSync(join(project, "reports", "walk.json"), "utf8")) as {
      numFailedTests: number;
      testResults: { assertionResults: { fullName: string; status: string }[] }[];
    };
    expect(report.numFailedTests).toBe(0);
    const passed = report.testResults
      .flatMap((file) => file.assertionResults)
      .filter((test) => test.status === "passed")
      .map((test) => test.fullName);
    const captions = passed.filter((name) => name.includes(operationId) || name.includes("captions"));
    // Both clients' error kinds of its seven statuses and its case, the example mode's call, its three samples.
    expect(
      captions.filter((name) => name.includes("raises the kind of 404 for 'getTranscriptionCaptions'")),
    ).toHaveLength(2);
    expect(captions).toEqual(
      expect.arrayContaining([
        expect.stringContaining("gets a completed transcription's captions, in the media type asked for"),
        expect.stringContaining("get a transcription's captions, as text"),
        expect.stringContaining(`docs/examples/operations/${operationId}.sh`),
        expect.stringContaining(`docs/examples/operations/${operationId}.ts`),
        expect.stringContaining(`docs/examples/operations/${operationId}.py`),
      ]),
    );
  }, 900_000);
});
