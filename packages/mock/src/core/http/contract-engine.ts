// What the HTTP mock's core (http-core.ts) needs of a contract engine: route a request to the contract's
// operation, check the request, answer it (from the stateful service, or from the contract's examples) and
// check the answer. Two engines implement it: Prism's pipeline (../../node/prism-contract-engine.ts) in the Node server, and the
// validators `npm run generate` compiles from the spec (compiled-contract-engine.ts) in the MSW handlers, where Prism
// cannot run. The shapes are Prism's (type imports only: nothing of Prism is loaded by them).
import type { IHttpRequest, IHttpResponse } from "@stoplight/prism-http";
import type { IHttpOperation } from "@stoplight/types";
import type { KeptResource } from "@stt-service/spec-documents/portable";

/** A problem found with a request or a response. */
export interface Violation {
  location: string[];
  code: string | number | undefined;
  message: string;
  severity: "error" | "warning" | "information" | "hint";
}

/** The stateful service, as an engine calls it once the request is checked. */
export type Upstream = (
  operation: IHttpOperation,
  request: IHttpRequest,
  requestViolations: Violation[],
) => Promise<IHttpResponse>;

export type EngineMode =
  | { kind: "forward"; upstream: Upstream }
  | { kind: "examples"; code?: number; exampleKey?: string; dynamic?: boolean };

export type EngineResult =
  | {
      ok: true;
      operation: IHttpOperation | undefined;
      response: IHttpResponse;
      requestViolations: Violation[];
      responseViolations: Violation[];
    }
  /** The engine could not answer: no such route or method, no such example, ... */
  | { ok: false; status: number; kind: string; detail: string };

export interface ContractEngine {
  readonly operations: readonly IHttpOperation[];
  /** The resources the spec marks with `x-resource`, whose path ids every operation checks (../service/kept-resources.ts). */
  readonly keptResources: readonly KeptResource[];
  run(request: IHttpRequest, mode: EngineMode): Promise<EngineResult>;
  /**
   * Why the operation's answer is not generated for `Prefer: dynamic=true` (it could not be kept small): the
   * mock answers its example instead, with this note. Only an engine that generates answers has it.
   */
  dynamicRefusal?(operation: IHttpOperation): string | undefined;
  /** The methods of a path (for a 405's `Allow`). */
  methodsAt(path: string): string[];
  operationFor(request: IHttpRequest): IHttpOperation | undefined;
}

export function pathMatches(template: string, path: string): boolean {
  const templateParts = template.split("/");
  const parts = path.split("/");
  return (
    templateParts.length === parts.length &&
    templateParts.every((part, index) => (/^\{[^}]+\}$/.test(part) ? parts[index] !== "" : part === parts[index]))
  );
}
