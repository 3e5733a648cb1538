// src/spec-documents on its own: pointers, $ref following (remembered, bounded), walks and inlining bounded.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { refFanOut } from "#test-support/hostile-specs.js";
import {
  childPointer,
  escapePointerToken,
  inlineRefs,
  isObject,
  pointerKeys,
  SpecDocuments,
  specBounds,
  specDocumentsFromTexts,
  unescapePointerToken,
  valueAt,
  walk,
} from "../src/index.js";

const openapi = readFileSync("specs/openapi.yaml", "utf8");
const asyncapi = readFileSync("specs/asyncapi.yaml", "utf8");

describe("JSON pointers", () => {
  it("escape and unescape keys with / and ~, and name values without reaching the prototype", () => {
    expect(escapePointerToken("/files/{id}~x")).toBe("~1files~1{id}~0x");
    expect(unescapePointerToken("~1files~1{id}~0x")).toBe("/files/{id}~x");
    expect(unescapePointerToken("~01")).toBe("~1");
    expect(childPointer("/paths", "/files", "get")).toBe("/paths/~1files/get");
    expect(pointerKeys("/paths/~1files/get")).toEqual(["paths", "/files", "get"]);
    const document = { paths: { "/files": { get: [1, 2] } } };
    expect(valueAt(document, "/paths/~1files/get/1")).toBe(2);
    expect(valueAt(document, "/paths/~1files/get/01")).toBeUndefined();
    expect(valueAt(document, "/__proto__")).toBeUndefined();
    expect(valueAt(document, "/constructor")).toBeUndefined();
  });
});

describe("$ref following", () => {
  it("resolves each $ref once however often it is met: 10^4 $refs met down a fan-out cost 4 resolutions", () => {
    const documents = specDocumentsFromTexts({ "openapi.yaml": refFanOut(openapi), "asyncapi.yaml": asyncapi });
    const before = documents.resolutions;
    const fan = documents.at("openapi.yaml", "/components/schemas/Fan0");
    // Every path down the fan-out to depth 4 (10^4 $refs met), each followed.
    const down = (node: typeof fan, depth: number): void => {
      if (depth === 0) return;
      for (let index = 0; index < 10; index++) down(documents.child(node, "properties", `p${index}`), depth - 1);
    };
    down(fan, 4);
    expect(documents.resolutions - before).toBeLessThanOrEqual(4);
  });

  it("percent-decodes a $ref's fragment before its ~1 and ~0 (RFC 6901 §6): Amount%20Due names `Amount Due`", () => {
    const documents = new SpecDocuments({
      "a.yaml": {
        schemas: { "Amount Due": { type: "number" }, "a/b": { type: "string" }, "100%": { type: "integer" } },
        spaced: { $ref: "#/schemas/Amount%20Due" },
        slashed: { $ref: "#/schemas/a%7E1b" },
        percent: { $ref: "#/schemas/100%25" },
        encodedSlash: { $ref: "#%2Fschemas%2FAmount%20Due" },
      },
    });
    const resolved = (pointer: string) => documents.resolve(documents.at("a.yaml", pointer));
    expect(resolved("/spaced")).toMatchObject({ pointer: "/schemas/Amount Due", value: { type: "number" } });
    expect(resolved("/slashed").value).toEqual({ type: "string" });
    expect(resolved("/percent").value).toEqual({ type: "integer" });
    expect(resolved("/encodedSlash").value).toEqual({ type: "number" });
  });

  it("refuses a malformed percent-escape in a $ref's fragment, naming the $ref and where it is", () => {
    const documents = new SpecDocuments({ "a.yaml": { s: { "Amount Due": {} }, r: { $ref: "#/s/Amount%2GDue" } } });
    expect(() => documents.resolve(documents.at("a.yaml", "/r"))).toThrow(
      /^a\.yaml#\/r: \$ref #\/s\/Amount%2GDue has a malformed percent-escape in its fragment: write % as %25/,
    );
  });

  it("says a loop is a loop past specBounds.refHops", () => {
    const documents = new SpecDocuments({ "a.yaml": { a: { $ref: "#/b" }, b: { $ref: "#/a" } } });
    expect(() => documents.resolve(documents.at("a.yaml", "/a"))).toThrow(
      /^a\.yaml#\/a: \$ref chain longer than 32 \(specBounds\.refHops\): a loop\.$/,
    );
  });

  it("refuses inlining past specBounds.walkedNodes, counting nodes, instead of expanding 10^10 of them", () => {
    const documents = specDocumentsFromTexts({ "openapi.yaml": refFanOut(openapi), "asyncapi.yaml": asyncapi });
    const fan = documents.at("openapi.yaml", "/components/schemas/Fan0");
    expect(() => inlineRefs(documents, fan)).toThrow(
      `openapi.yaml#/components/schemas/Fan0: inlining its $refs gives more than ${specBounds.walkedNodes} nodes`,
    );
    // A small fan-out inlines whole.
    const small = specDocumentsFromTexts({ "openapi.yaml": refFanOut(openapi, 3, 3), "asyncapi.yaml": asyncapi });
    const inlined = inlineRefs(small, small.at("openapi.yaml", "/components/schemas/Fan0"));
    expect(JSON.stringify(inlined)).not.toContain("$ref");
  });

  it("walks every node once, parents first, with their pointers", () => {
    const seen: string[] = [];
    walk({ file: "x", pointer: "", value: { a: [1, { "b/c": 2 }] } }, (node) => {
      seen.push(node.pointer);
      return isObject(node.value) || Array.isArray(node.value);
    });
    expect(seen).toEqual(["", "/a", "/a/0", "/a/1", "/a/1/b~1c"]);
  });
});
