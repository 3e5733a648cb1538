// The specs a builder's test gives it: spec fragments as whole documents, read into resolved nodes (stage 1)
// as the generator reads specs/.
import { type SpecRoots, specRoots } from "../../../scripts/generate/read/nodes.js";
import type { Json } from "../../../scripts/generate/read/specs.js";

export function givenSpecs(openapi: Json, asyncapi: Json = {}): SpecRoots {
  return specRoots({ openapi, asyncapi });
}
