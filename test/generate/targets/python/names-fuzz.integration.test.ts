// The names fuzz of test/generate/names-fuzz.unit.test.ts, for the Python target: arbitrary names and texts
// written at the places of both specs where names and texts stand (test/generate/spec-edits.ts). Whatever the
// value, the Python target either refuses it with an error naming the spec file and the JSON pointer of the
// value, or renders modules that Python's own parser reads and whose shape (statements and expressions, not
// names, strings or docstrings) is the shape of the real specs' modules: the value landed only in a literal, a
// docstring or a comment. Python parses every rendering at once (fixtures/ast_shape.py), after the runs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { buildSdkModel } from "../../../../scripts/generate/model/index.js";
import type { Specs } from "../../../../scripts/generate/read/specs.js";
import { pythonFiles } from "../../../../scripts/generate/targets/python/files.js";
import { pythonNaming } from "../../../../scripts/generate/targets/python/naming.js";
import { type Position, positions, specsCopy } from "../../spec-edits.js";
import { runCommand } from "./python-tools.js";

/** Pieces an attacker reaches for in Python: string and docstring ends, escapes, comments, line breaks. */
const fragments = [
  '"""',
  "'''",
  '"',
  "'",
  "\\",
  "\\x",
  "\\N{",
  "#",
  "\n",
  "\r",
  "\f",
  "\v",
  "\u0085",
  "\u2028",
  "\u0000",
  "\ud800",
  ":",
  "(",
  ")",
  ",",
  " ",
  "_",
  "import os",
  "os._exit(3)",
  "lambda: 0",
  "a",
  "Z",
  "7",
];

const notableNames = [
  "class",
  "from",
  "None",
  "True",
  "async",
  "await",
  "match",
  "type",
  "self",
  "cls",
  "to_json",
  "from_json",
  "__init__",
  "__class__",
  "_private",
  "request_options",
  "on_progress",
  "file",
  "list",
  "str",
  "builtins",
  "cast",
  "Exception",
  "GeneratedClient",
  "ServerMessage",
  "Literal",
  "parse_token",
];

const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.array(fc.constantFrom(...fragments), { minLength: 1, maxLength: 8 }).map((parts) => parts.join("")),
  fc.constantFrom(...notableNames),
);

const render = (specs: Specs) => new Map(pythonFiles(buildSdkModel(specs, pythonNaming)));

const folder = mkdtempSync(join(tmpdir(), "stt-python-fuzz-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Writes the files of a rendering under a folder of its own; returns their paths, in the rendering's order. */
function written(name: string, files: Map<string, string>): string[] {
  mkdirSync(join(folder, name));
  return [...files].map(([path, text], index) => {
    const target = join(folder, name, `${index}-${path.split("/").at(-1)}`);
    writeFileSync(target, text);
    return target;
  });
}

describe("the Python target on arbitrary names and texts in both specs", () => {
  it("refuses a value at its place, or writes it only as a literal, a docstring or a comment", async () => {
    const seed = Date.now();
    const baseline = written("baseline", render(specsCopy()));
    const runs: { label: string; paths: string[] }[] = [];
    let refused = 0;
    const cases = fc.sample(fc.tuple(fc.nat(positions.length - 1), value), { numRuns: 150, seed });
    for (const [index, text] of cases) {
      const position = positions[index] as Position;
      const specs = specsCopy();
      if (!position.apply(specs, text)) continue;
      const label = `${position.label} = ${JSON.stringify(text)} (seed ${seed})`;
      let files: Map<string, string>;
      try {
        files = render(specs);
      } catch (error) {
        const message = (error as Error).message;
        const places = position
          .pointers(text)
          .flatMap((pointer) => [`specs/${position.file} at ${pointer}`, `specs/${position.file}#${pointer}`]);
        expect(
          places.some((place) => message.includes(`${place}:`) || message.includes(`${place};`)),
          `${label}: the refusal ${JSON.stringify(message)} names ${places.join(" or ")}`,
        ).toBe(true);
        refused++;
        continue;
      }
      runs.push({ label, paths: written(String(runs.length), files) });
    }
    const parsed = await runCommand("sh", [
      "-c",
      `"$0" "$1" < "$2"`,
      process.env.STT_PYTHON ?? "python3",
      resolve("test/generate/targets/python/fixtures/ast_shape.py"),
      writeList([...baseline, ...runs.flatMap((run) => run.paths)]),
    ]);
    expect(parsed.code, parsed.output).toBe(0);
    const shapes = JSON.parse(parsed.output) as Record<string, unknown>;
    for (const run of runs) {
      for (const [index, path] of run.paths.entries()) {
        expect(shapes[path], `${run.label}: ${path}`).toEqual(shapes[baseline[index] as string]);
      }
    }
    // Both outcomes were reached: the property held over refusals and over rendered code.
    expect(refused).toBeGreaterThan(0);
    expect(runs.length).toBeGreaterThan(0);
  }, 180_000);
});

/** The paths as the JSON list the shape script reads, in a file. */
function writeList(paths: string[]): string {
  const list = join(folder, "paths.json");
  writeFileSync(list, JSON.stringify(paths));
  return list;
}
