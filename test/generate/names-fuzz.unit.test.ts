// Property-based fuzzing (fast-check) of the generator's inputs: arbitrary names and texts written at the
// places of both specs where names and texts stand (test/generate/spec-edits.ts). Whatever the value, the
// generator either refuses it with an error naming the spec file and the JSON pointer of the value, or
// renders code that TypeScript's parser reads without a syntax error and whose shape (statements, members,
// properties) is the shape of the real specs' code: the value landed only in a literal or a comment.
// Bounded by a count of runs, not by time.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shape, syntaxErrors } from "./parsed-output.js";
import { type Position, positions, renderSpecs, specsCopy } from "./spec-edits.js";

/** Pieces an attacker reaches for: comment and string ends, blocks, template holes, prototype names. */
const fragments = [
  "*/",
  "/*",
  "//",
  "`",
  "${",
  "}",
  "{",
  '"',
  "'",
  "\\",
  "\n",
  "\r",
  "\u2028",
  ";",
  ",",
  ":",
  " ",
  "-",
  "_",
  "~",
  "/",
  "<!--",
  "static {",
  "process.exit(1)",
  "a",
  "Z",
  "7",
];

const notableNames = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "then",
  "class",
  "delete",
  "default",
  "await",
  "Error",
  "File",
  "Promise",
  "context",
  "signal",
  "static { process.exit(1) } list",
];

const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.array(fc.constantFrom(...fragments), { minLength: 1, maxLength: 8 }).map((parts) => parts.join("")),
  fc.constantFrom(...notableNames),
);

const baseline = renderSpecs(specsCopy());
const baselineShapes = new Map([...baseline].map(([path, text]) => [path, shape(path, text)]));

describe("the generator on arbitrary names and texts in both specs", () => {
  it("refuses a value at its place, or writes it only as a literal or comment text", () => {
    let refused = 0;
    let rendered = 0;
    fc.assert(
      fc.property(fc.nat(positions.length - 1), value, (index, text) => {
        const position = positions[index] as Position;
        const specs = specsCopy();
        fc.pre(position.apply(specs, text));
        let files: Map<string, string>;
        try {
          files = renderSpecs(specs);
        } catch (error) {
          const message = (error as Error).message;
          // The model's refusals say `specs/<file> at <pointer>`; the reading's (a $ref the value broke) say it as
          // the spec library does, `specs/<file>#<pointer>`.
          const places = position
            .pointers(text)
            .flatMap((pointer) => [`specs/${position.file} at ${pointer}`, `specs/${position.file}#${pointer}`]);
          expect(
            places.some((place) => message.includes(`${place}:`) || message.includes(`${place};`)),
            `${position.label} = ${JSON.stringify(text)}: the refusal ${JSON.stringify(message)} names ${places.join(" or ")}`,
          ).toBe(true);
          refused++;
          return;
        }
        // The renamed resource's file has another name; files are compared in their order.
        const paths = [...baseline.keys()];
        expect([...files.keys()].length).toBe(paths.length);
        for (const [index, [path, code]] of [...files].entries()) {
          expect(syntaxErrors(path, code), `${position.label} = ${JSON.stringify(text)}`).toEqual([]);
          expect(shape(path, code), `${position.label} = ${JSON.stringify(text)}: ${path}'s shape`).toEqual(
            baselineShapes.get(paths[index] as string),
          );
        }
        rendered++;
      }),
      { numRuns: 150 },
    );
    // Both outcomes were reached: the property held over refusals and over rendered code.
    expect(refused).toBeGreaterThan(0);
    expect(rendered).toBeGreaterThan(0);
  }, 120_000);
});
