// The OpenAPI spec's tags → the client's resources, given a spec fragment.
import { describe, expect, it } from "vitest";
import { buildResources } from "../../../scripts/generate/model/tags.js";
import { typescriptNaming } from "../../../scripts/generate/targets/typescript/naming.js";
import { givenSpecs } from "./given-specs.js";

describe("buildResources", () => {
  it.each([
    {
      name: "a tag is a resource: its file, class and client property",
      given: [{ name: "api_keys", description: " Keys. " }],
      want: [
        {
          tag: "api_keys",
          className: "ApiKeysResource",
          propertyName: "apiKeys",
          fileName: "api_keys",
          description: "Keys.",
          operations: [],
        },
      ],
    },
  ])("$name", ({ given, want }) => {
    expect(buildResources(givenSpecs({ tags: given }).openapi, typescriptNaming)).toEqual(want);
  });

  it.each([
    ["a tag name that is no file name", [{ name: "Files", description: "x" }], "specs/openapi.yaml at /tags/0/name"],
    [
      "two tags of one client property",
      [
        { name: "api-keys", description: "x" },
        { name: "api_keys", description: "x" },
      ],
      "is taken already",
    ],
  ])("refuses %s", (_name, given, want) => {
    expect(() => buildResources(givenSpecs({ tags: given }).openapi, typescriptNaming)).toThrow(want);
  });
});
