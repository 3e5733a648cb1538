// Stage 1: a spec value reached through its parent has its $ref chain followed, and keeps where it was
// written and where it ends.
import { describe, expect, it } from "vitest";
import { specRoots } from "../../../scripts/generate/read/nodes.js";

const specs = {
  openapi: {
    components: {
      schemas: {
        Id: { type: "string" },
        Alias: { $ref: "#/components/schemas/Id", deprecated: true },
        Job: { properties: { id: { $ref: "#/components/schemas/Alias" } } },
      },
    },
  },
  asyncapi: { components: { schemas: { Job: { $ref: "./openapi.yaml#/components/schemas/Job" } } } },
};

describe("read nodes", () => {
  it("follow a $ref chain to its end, keeping the place written and the place reached", () => {
    const id = specRoots(specs).openapi.at("components", "schemas", "Job", "properties", "id");
    expect({ written: id.writtenAt, place: id.place, value: id.value }).toEqual({
      written: { file: "openapi.yaml", pointer: "/components/schemas/Job/properties/id" },
      place: { file: "openapi.yaml", pointer: "/components/schemas/Id" },
      value: { type: "string" },
    });
    expect(id.chain().map((hop) => hop.place.pointer)).toEqual([
      "/components/schemas/Job/properties/id",
      "/components/schemas/Alias",
      "/components/schemas/Id",
    ]);
  });

  it("follow a $ref into the other spec, and read on from there", () => {
    const job = specRoots(specs).asyncapi.at("components", "schemas", "Job");
    expect(job.place).toEqual({ file: "openapi.yaml", pointer: "/components/schemas/Job" });
    expect(
      job
        .get("properties")
        .entries()
        .map(([name, node]) => [name, node.place.pointer]),
    ).toEqual([["id", "/components/schemas/Id"]]);
  });

  it("say that nothing is written at a member that is missing", () => {
    const missing = specRoots(specs).openapi.at("paths", "/nowhere");
    expect({ exists: missing.exists, value: missing.value, items: missing.items() }).toEqual({
      exists: false,
      value: {},
      items: [],
    });
  });

  it("refuse a $ref that names nothing while reading, before any model is built, naming the file and the place", () => {
    expect(() => specRoots({ openapi: { a: { $ref: "#/b" } }, asyncapi: {} })).toThrow(
      /^specs\/openapi\.yaml#\/a: \$ref #\/b names nothing/,
    );
  });

  it("read a node that many $refs name, or that names itself (a recursive schema), once", () => {
    const recursive = specRoots({
      openapi: { components: { schemas: { Tree: { properties: { child: { $ref: "#/components/schemas/Tree" } } } } } },
      asyncapi: {},
    }).openapi.at("components", "schemas", "Tree");
    const child = recursive.at("properties", "child");
    expect(child.place).toEqual(recursive.place);
    // The same read node, however deep the walk goes: the model walks a finite tree.
    expect(child.at("properties", "child", "properties", "child").get("properties")).toBe(recursive.get("properties"));
    expect(child.chain().map((hop) => hop.place.pointer)).toEqual([
      "/components/schemas/Tree/properties/child",
      "/components/schemas/Tree",
    ]);
  });
});
