// The OpenAPI spec's servers → the client's servers, given a spec fragment.
import { describe, expect, it } from "vitest";
import { buildHttpServers } from "../../../scripts/generate/model/servers.js";
import { givenSpecs } from "./given-specs.js";

describe("buildHttpServers", () => {
  it("fills a server URL's variables with their defaults", () => {
    const servers = [
      { url: "https://{region}.example.com/v1", description: "Prod", variables: { region: { default: "eu" } } },
    ];
    expect(buildHttpServers(givenSpecs({ servers }).openapi)).toEqual([
      { url: "https://eu.example.com/v1", description: "Prod" },
    ]);
  });

  it("refuses a variable without a default", () => {
    expect(() => buildHttpServers(givenSpecs({ servers: [{ url: "https://{region}.example.com" }] }).openapi)).toThrow(
      "specs/openapi.yaml: server variable region has no default",
    );
  });
});
