// The HTTP part of the model, from specs/openapi.yaml: the resources (tags) with their operations (paths),
// the named types (components.schemas), the servers and the temporary key's form, each decided by the
// builder of its spec object. What the runtime could not serve is refused there, at generation.
import type { SpecRoots } from "../read/nodes.js";
import { placeIn } from "../read/nodes.js";
import type { TargetNaming } from "./naming.js";
import { addOperations } from "./operations.js";
import { objectNode, specFailure, specText } from "./refusals.js";
import { buildSchemaTypes, schemaNameOf } from "./schemas.js";
import { buildHttpServers } from "./servers.js";
import { buildResources } from "./tags.js";
import { temporaryKeyForm } from "./temporary-key.js";
import type { HttpModel, SchemaTypeRef } from "./types.js";

export function buildHttpModel({ openapi }: SpecRoots, naming: TargetNaming): HttpModel {
  const schemaTypes = buildSchemaTypes(openapi, naming);
  const schemaTypeOf = (written: unknown): SchemaTypeRef | null => {
    const schema = schemaNameOf(written);
    const named = schema === null ? undefined : schemaTypes.find((entry) => entry.schema === schema);
    return named ? { of: "schema", schema: named.schema, typeName: named.typeName } : null;
  };
  const resources = buildResources(openapi, naming);
  const queryTypes = addOperations(
    openapi,
    resources,
    schemaTypeOf,
    new Set(schemaTypes.map((type) => type.typeName)),
    naming,
    new Map(schemaTypes.map((type) => [type.schema, type.typeName])),
  );
  const info = objectNode(openapi.get("info"), "info").value;
  const servers = buildHttpServers(openapi);
  const defaultServer = servers[0];
  if (!defaultServer) specFailure("openapi.yaml", "servers needs at least one server");
  return {
    title: specText(info.title, placeIn("openapi.yaml", "info", "title"), "title"),
    version: specText(info.version, placeIn("openapi.yaml", "info", "version"), "version"),
    servers,
    defaultBaseUrl: defaultServer.url,
    resources: resources.filter((resource) => resource.operations.length > 0),
    schemaTypes,
    queryTypes,
    temporaryKey: temporaryKeyForm(openapi),
  };
}
