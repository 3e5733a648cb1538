// The OpenAPI spec's tags → the client's resources: one per tag, its file, class and client property.
import { below, type SpecNode } from "../read/nodes.js";
import {
  fileName,
  memberName,
  resourceClassName,
  resourcePropertyName,
  typeName,
} from "../targets/typescript/naming.js";
import { NameRegistry, specText } from "./refusals.js";
import type { Resource } from "./types.js";

/** A resource per tag, in the spec's order, without operations yet. */
export function buildResources(openapi: SpecNode): Resource[] {
  const tagNames = new NameRegistry("the tag's client property");
  return openapi
    .get("tags")
    .items()
    .map((tag) => {
      const place = below(tag.writtenAt, "name");
      const name = fileName(tag.value.name, place, "tag name");
      const propertyName = memberName(resourcePropertyName(name), place, "client property of the tag");
      return {
        tag: name,
        className: typeName(resourceClassName(name), place, "resource class of the tag"),
        propertyName: tagNames.claim(propertyName, place),
        fileName: name,
        description: specText(tag.value.description, below(tag.writtenAt, "description"), "tag description"),
        operations: [],
      };
    });
}
