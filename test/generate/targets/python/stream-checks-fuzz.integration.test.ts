// The names fuzz's approach (names-fuzz.integration.test.ts), for the literals the compiled stream checks carry:
// arbitrary text as a pattern, an enum value, a const and a form's title of the stream's payloads. Whatever the
// value, the Python target refuses it with an error naming the spec file and the JSON pointer of the value, or
// renders a stream.py whose shape (statements and expressions, not names, strings or numbers) is the real specs':
// the value landed only in a string literal, never in code. Python parses every rendering at once.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { buildSdkModel } from "../../../../scripts/generate/model/index.js";
import type { Json } from "../../../../scripts/generate/read/specs.js";
import { pythonFiles } from "../../../../scripts/generate/targets/python/files.js";
import { pythonNaming } from "../../../../scripts/generate/targets/python/naming.js";
import { pointer, specsCopy } from "../../spec-edits.js";
import { runCommand } from "./python-tools.js";

/** What breaks out of a Python string literal, a comment or a regex's meaning, and plain text. */
const fragments = ['"""', "'''", '"', "'", "\\", "\\x", "\\N{", "#", "\n", "\r", "\u2028", "\u0000", "\ud800"];
const pieces = [...fragments, "(", ")", ":", " ", "import os", "os._exit(3)", "[a-z]+", "^", "$", "a", "7"];

const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 8 }).map((parts) => parts.join("")),
);

/** The places of specs/asyncapi.yaml whose values the stream checks write as literals. */
const places: { label: string; tokens: (string | number)[] }[] = [
  { label: "pattern of ConfigMessage.api_key", tokens: ["ConfigMessage", "allOf", 1, "properties", "api_key"] },
  { label: "pattern of AckMessage.session_id", tokens: ["AckMessage", "properties", "session_id"] },
  { label: "enum value of ContainerAudio.audio_format", tokens: ["ConfigMessage", "allOf", 2, "anyOf", 0] },
  { label: "const of FinalizeMessage.type", tokens: ["FinalizeMessage", "properties", "type"] },
  { label: "const of AckMessage.type", tokens: ["AckMessage", "properties", "type"] },
].map(({ label, tokens }) => {
  const [keyword] = label.split(" ");
  const where = ["components", "schemas", ...tokens];
  if (keyword === "enum") return { label, tokens: [...where, "properties", "audio_format", "enum", 1] };
  return { label, tokens: [...where, keyword as string] };
});

function written(document: Json, tokens: (string | number)[], text: string): void {
  let parent = document as Record<string | number, unknown>;
  for (const token of tokens.slice(0, -1)) parent = parent[token] as Record<string | number, unknown>;
  parent[tokens.at(-1) as string | number] = text;
}

const streamOf = (specs: ReturnType<typeof specsCopy>) =>
  new Map(pythonFiles(buildSdkModel(specs, pythonNaming))).get("packages/python/src/stt_service/_generated/stream.py");

const folder = mkdtempSync(join(tmpdir(), "stt-python-stream-fuzz-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the compiled stream checks on arbitrary patterns, enum values and consts", () => {
  it("refuse a value at its place, or write it only as a string literal", async () => {
    const seed = Date.now();
    const files: { label: string; path: string }[] = [];
    const baseline = join(folder, "baseline.py");
    writeFileSync(baseline, streamOf(specsCopy()) as string);
    let refused = 0;
    for (const [index, text] of fc.sample(fc.tuple(fc.nat(places.length - 1), value), { numRuns: 120, seed })) {
      const place = places[index] as (typeof places)[number];
      const specs = specsCopy();
      written(specs.asyncapi, place.tokens, text);
      const label = `${place.label} = ${JSON.stringify(text)} (seed ${seed})`;
      let stream: string | undefined;
      try {
        stream = streamOf(specs);
      } catch (error) {
        const at = `specs/asyncapi.yaml at ${pointer(...place.tokens)}:`;
        expect((error as Error).message, `${label}: the refusal names ${at}`).toContain(at);
        refused++;
        continue;
      }
      const path = join(folder, `${files.length}.py`);
      writeFileSync(path, stream as string);
      files.push({ label, path });
    }
    mkdirSync(join(folder, "lists"), { recursive: true });
    const list = join(folder, "lists", "paths.json");
    writeFileSync(list, JSON.stringify([baseline, ...files.map((file) => file.path)]));
    const parsed = await runCommand("sh", [
      "-c",
      `"$0" "$1" < "$2"`,
      process.env.STT_PYTHON ?? "python3",
      resolve("test/generate/targets/python/fixtures/ast_shape.py"),
      list,
    ]);
    expect(parsed.code, parsed.output).toBe(0);
    const shapes = JSON.parse(parsed.output) as Record<string, unknown>;
    for (const file of files) expect(shapes[file.path], file.label).toEqual(shapes[baseline]);
    // Both outcomes were reached: the property held over refusals and over rendered code.
    expect(refused).toBeGreaterThan(0);
    expect(files.length).toBeGreaterThan(0);
  }, 180_000);
});
