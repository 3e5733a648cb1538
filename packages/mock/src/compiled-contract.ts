// @stt-service/mock/compiled-contract: the contract as `npm run generate` compiles it, for browsers (no `node:`
// module, no Prism): `CompiledContractEngine` checks a request and an answer against specs/openapi.yaml with
// the validators the MSW handlers run on, and `keptResources` lists the resources the spec marks with
// `x-resource`. The docs site's try-it console judges a live server's answers with them.
import type { KeptResource } from "@stt-service/spec-documents/portable";
import { keptResources as compiledKeptResources } from "./generated/http/contract.js";

export { CompiledContractEngine } from "./core/http/compiled-contract-engine.js";

/**
 * The resources the service keeps (the schemas the spec marks with `x-resource`): each one's id field and the
 * path parameter that names it, as `npm run generate` read them.
 */
export const keptResources: readonly KeptResource[] = compiledKeptResources;
