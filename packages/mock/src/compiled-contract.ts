// @stt-service/mock/compiled-contract: the contract as `npm run generate` compiles it, for browsers (no `node:`
// module, no Prism): `CompiledContractEngine` checks a request and an answer against specs/openapi.yaml with
// the validators the MSW handlers run on, and `keptResources` lists the resources the spec marks with
// `x-resource`. The docs site's try-it console judges a live server's answers with them.

export { CompiledContractEngine } from "./core/http/compiled-contract-engine.js";
export { keptResources } from "./generated/http/contract.js";
