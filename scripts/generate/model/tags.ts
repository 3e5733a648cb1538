// The OpenAPI spec's tags → the client's resources: one per tag, its file, class and client property.
import { below, type SpecNode } from "../read/nodes.js";
import type { TargetNaming } from "./naming.js";
import { NameRegistry, specText } from "./refusals.js";
import type { Resource } from "./types.js";

/** A resource per tag, in the spec's order, without operations yet. */
export function buildResources(openapi: SpecNode, naming: TargetNaming): Resource[] {
  const tagNames = new NameRegistry("the tag's client property");
  return openapi
    .get("tags")
    .items()
    .map((tag) => {
      const place = below(tag.writtenAt, "name");
      const name = naming.fileName(tag.value.name, place, "tag name");
      const propertyName = naming.memberName(naming.resourcePropertyName(name), place, "client property of the tag");
      return {
        tag: name,
        className: naming.typeName(naming.resourceClassName(name), place, "resource class of the tag"),
        propertyName: tagNames.claim(propertyName, place),
        fileName: name,
        description: specText(tag.value.description, below(tag.writtenAt, "description"), "tag description"),
        operations: [],
      };
    });
}
