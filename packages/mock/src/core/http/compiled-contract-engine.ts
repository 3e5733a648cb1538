// The contract engine of the MSW handlers: the steps of Prism's pipeline (route, security, request validation,
// answer, response validation) over the operations and ajv validators `npm run generate` compiles from
// specs/openapi.yaml (generated/http/contract.js), so that it runs where Prism cannot (a browser). Its findings
// have Prism's shape (ajv's keyword as the code, `request`/`response` and the place as the location), so the
// core answers them in the same contract error bodies.
import type { IHttpRequest, IHttpResponse } from "@stoplight/prism-http";
import type { IHttpOperation } from "@stoplight/types";
import type { KeptResource } from "@stt-service/spec-documents/portable";
import {
  type ContractOperation,
  type ContractParameter,
  type ContractValidator,
  keptResources,
  operations,
  validators,
} from "../../generated/http/contract.js";
import {
  type ContractEngine,
  type EngineMode,
  type EngineResult,
  pathMatches,
  type Violation,
} from "./contract-engine.js";
import { boundaryOf } from "./multipart.js";
import { numberSyntax } from "./request-checks.js";
import { bearerOf } from "./request-head.js";

/**
 * ajv's findings as Prism's (prism-http's convertAjvErrors), word for word: "Request body property
 * language_hints.0 must be string", so that the in-page mock and stt-mock answer one invalid request with the
 * same `validation_errors`. A finding said twice is said once: the contract's request schemas repeat their
 * `allOf` members' properties (for `additionalProperties: false`), and ajv reports one value once per copy.
 */
function problemsOf(validator: ContractValidator, value: unknown, location: string[]): Violation[] {
  if (validator(value)) return [];
  const [side, place] = location;
  const said = new Set<string>();
  const violations: Violation[] = [];
  for (const problem of validator.errors ?? []) {
    const segments = problem.instancePath.split("/").slice(1);
    const params = problem.params as { allowedValues?: unknown[]; additionalProperty?: string };
    const described = [
      side === "response" ? "Response" : "Request",
      place,
      segments.length > 0 ? `${place === "body" ? "property" : "parameter"} ${segments.join(".")}` : undefined,
    ]
      .filter((part) => part !== undefined)
      .join(" ");
    const message =
      `${described} ${problem.message ?? "is not valid"}` +
      (params.allowedValues ? `: ${params.allowedValues.join(", ")}` : "") +
      (params.additionalProperty !== undefined ? `; found '${params.additionalProperty}'` : "");
    const key = `${problem.instancePath}\0${problem.keyword}\0${message}`;
    if (said.has(key)) continue;
    said.add(key);
    const path = segments.map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"));
    violations.push({ location: [...location, ...path], code: problem.keyword, message, severity: "error" });
  }
  return violations;
}

/**
 * A parameter's text as its schema's type (a value it cannot read stays text, and fails): numbers in the one
 * syntax the core holds both engines to (request-checks.ts), where Prism would take anything `Number()` reads.
 */
function coerce(value: string | string[], parameter: ContractParameter | undefined): unknown {
  if (Array.isArray(value)) return parameter?.type === "array" ? value : value;
  if (parameter?.type === "integer" || parameter?.type === "number") {
    return numberSyntax.test(value) ? Number(value) : value;
  }
  if (parameter?.type === "boolean") return value === "true" ? true : value === "false" ? false : value;
  return value;
}

function parametersOf(
  values: Record<string, string | string[]>,
  declared: readonly ContractParameter[],
  lower: boolean,
): Record<string, unknown> {
  const byName = new Map(
    declared.map((parameter) => [lower ? parameter.name.toLowerCase() : parameter.name, parameter]),
  );
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const parameter = byName.get(name);
    // Only declared parameters are checked: an undeclared query parameter or header is no violation, as in Prism.
    if (parameter) out[name] = coerce(value, parameter);
  }
  return out;
}

/** The fields of a multipart body the core hands over (its stand-in: files as a name, fields as text). */
function formOf(body: string, boundary: string): Record<string, string> {
  const form: Record<string, string> = {};
  for (const part of body.split(`--${boundary}`)) {
    const split = part.indexOf("\r\n\r\n");
    if (split < 0) continue;
    const name = /name="([^"]*)"/.exec(part.slice(0, split))?.[1];
    if (name !== undefined) form[name] = part.slice(split + 4).replace(/\r\n$/, "");
  }
  return form;
}

function pathValues(template: string, path: string): Record<string, string> {
  const values: Record<string, string> = {};
  const parts = path.split("/");
  template.split("/").forEach((part, index) => {
    const name = /^\{([^}]+)\}$/.exec(part)?.[1];
    if (name === undefined) return;
    try {
      values[name] = decodeURIComponent(parts[index] ?? "");
    } catch {
      values[name] = parts[index] ?? "";
    }
  });
  return values;
}

/**
 * The contract engine on the validators `npm run generate` compiles from specs/openapi.yaml: it routes a request
 * to the contract's operation, checks the request and the answer, and answers from the contract's examples,
 * in any JavaScript runtime (no Prism, no `node:` module). The MSW handlers run on it, and `checkAnswer` judges
 * any server's answer against the contract.
 */
export class CompiledContractEngine implements ContractEngine {
  readonly operations = operations as unknown as readonly IHttpOperation[];
  /** The spec's `x-resource` marks, as `npm run generate` read them (keptResourcesOf). */
  readonly keptResources: readonly KeptResource[] = keptResources;

  #contractOperation(operation: IHttpOperation): ContractOperation {
    return operation as unknown as ContractOperation;
  }

  operationFor(request: IHttpRequest): IHttpOperation | undefined {
    return this.operations.find(
      (operation) => operation.method === request.method && pathMatches(operation.path, request.url.path),
    );
  }

  methodsAt(path: string): string[] {
    return this.operations
      .filter((operation) => pathMatches(operation.path, path))
      .map((operation) => operation.method.toUpperCase());
  }

  #checkRequest(operation: ContractOperation, request: IHttpRequest): Violation[] {
    const checks = validators[operation.iid];
    if (!checks) return [];
    const violations: Violation[] = [];
    const headers = (request.headers ?? {}) as Record<string, string>;
    if (operation.secured && bearerOf(headers.authorization) === undefined) {
      violations.push({
        location: ["request", "header", "authorization"],
        code: 401,
        message: "Invalid security scheme used",
        severity: "error",
      });
    }
    violations.push(
      ...problemsOf(
        checks.path,
        parametersOf(pathValues(operation.path, request.url.path), operation.request.path, false),
        ["request", "path"],
      ),
      ...problemsOf(
        checks.query,
        parametersOf((request.url.query ?? {}) as Record<string, string | string[]>, operation.request.query, false),
        ["request", "query"],
      ),
      ...problemsOf(checks.headers, parametersOf(headers, operation.request.headers, true), ["request", "header"]),
    );
    const declared = operation.request.body;
    if (request.body === undefined) {
      if (declared?.required) {
        violations.push({
          location: ["request", "body"],
          code: "required",
          message: "Body parameter is required",
          severity: "error",
        });
      }
      return violations;
    }
    const contentType = headers["content-type"] ?? "";
    const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
    const validator = checks.body[mediaType];
    if (!declared || !validator) {
      violations.push({
        location: ["request", "header", "content-type"],
        code: 415,
        message: `Supported content types: ${(declared?.contents ?? []).map((content) => content.mediaType).join(", ") || "none"}`,
        severity: "error",
      });
      return violations;
    }
    const body =
      mediaType === "multipart/form-data" && typeof request.body === "string"
        ? formOf(request.body, boundaryOf(contentType) ?? "")
        : request.body;
    violations.push(...problemsOf(validator, body, ["request", "body"]));
    return violations;
  }

  /**
   * An answer of any server to an operation, checked against the contract as the mock checks its own: the
   * verdict the docs' try-it console shows. Unknown operation ids find nothing to check.
   */
  checkAnswer(operationId: string, response: IHttpResponse): Violation[] {
    const operation = operations.find((candidate) => candidate.iid === operationId);
    return operation ? this.#checkResponse(operation, response) : [];
  }

  #checkResponse(operation: ContractOperation, response: IHttpResponse): Violation[] {
    const byStatus = validators[operation.iid]?.responses ?? {};
    const code = String(response.statusCode);
    const status = [code, `${code[0]}XX`, "default"].find((candidate) => byStatus[candidate] !== undefined);
    const contents = status === undefined ? undefined : byStatus[status];
    if (!contents || status === undefined) {
      return [
        {
          location: ["response"],
          code: "status",
          message: `The contract gives ${operation.method.toUpperCase()} ${operation.path} no ${code} answer (it has ${Object.keys(byStatus).join(", ")})`,
          severity: "error",
        },
      ];
    }
    return [...this.#checkResponseHeaders(operation, status, response), ...this.#checkResponseBody(contents, response)];
  }

  /** As Prism checks them: each header the answer declares, present when required and valid against its schema. */
  #checkResponseHeaders(operation: ContractOperation, status: string, response: IHttpResponse): Violation[] {
    const validator = validators[operation.iid]?.responseHeaders?.[status];
    if (!validator) return [];
    const declared = operation.responses.find((candidate) => candidate.code === status)?.headers ?? [];
    const sent = Object.fromEntries(
      Object.entries(response.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    return problemsOf(validator, parametersOf(sent, declared, true), ["response", "header"]);
  }

  #checkResponseBody(contents: Record<string, ContractValidator>, response: IHttpResponse): Violation[] {
    const code = String(response.statusCode);
    const mediaTypes = Object.keys(contents);
    if (response.body === undefined || response.body === "") {
      return mediaTypes.length === 0
        ? []
        : [{ location: ["response", "body"], code: "required", message: "The answer has no body", severity: "error" }];
    }
    const sentType = String(
      Object.entries(response.headers ?? {}).find(([name]) => name.toLowerCase() === "content-type")?.[1] ?? "",
    )
      .split(";")[0]
      ?.trim()
      .toLowerCase();
    const validator = contents[sentType ?? ""] ?? contents["application/json"] ?? contents[mediaTypes[0] ?? ""];
    if (!validator) {
      return [
        { location: ["response", "body"], code: "type", message: `A ${code} answer has no body`, severity: "error" },
      ];
    }
    return problemsOf(validator, response.body, ["response", "body"]);
  }

  /** The example an answer from the examples sends; `accept` is the one media type the core chose, if any. */
  #example(
    operation: ContractOperation,
    mode: { code?: number; exampleKey?: string },
    accept: string | undefined,
  ): IHttpResponse | undefined {
    const responses = operation.responses;
    const chosen =
      mode.code !== undefined
        ? responses.find((response) => response.code === String(mode.code))
        : mode.exampleKey !== undefined
          ? responses.find((response) =>
              response.contents.some((content) => content.examples.some((example) => example.key === mode.exampleKey)),
            )
          : [...responses]
              .filter((response) => /^2\d\d$/.test(response.code))
              .sort((a, b) => (a.code < b.code ? -1 : 1))[0];
    if (!chosen) return undefined;
    // The declared headers with their examples, as Prism's mock sends them.
    const headers: Record<string, string> = Object.fromEntries(
      chosen.headers.flatMap((header) =>
        header.example === undefined ? [] : [[header.name.toLowerCase(), String(header.example)]],
      ),
    );
    const content =
      chosen.contents.find((candidate) => candidate.mediaType === accept) ??
      chosen.contents.find((candidate) => candidate.examples.some((example) => example.key === mode.exampleKey)) ??
      chosen.contents[0];
    if (!content) return { statusCode: Number(chosen.code), headers };
    const example =
      mode.exampleKey !== undefined
        ? content.examples.find((candidate) => candidate.key === mode.exampleKey)
        : content.examples[0];
    if (!example) return undefined;
    headers["content-type"] = content.mediaType;
    // A 503 or 429 of the contract says when to come back.
    if ((chosen.code === "503" || chosen.code === "429") && headers["retry-after"] === undefined) {
      headers["retry-after"] = "1";
    }
    return { statusCode: Number(chosen.code), headers, body: structuredClone(example.value) };
  }

  async run(request: IHttpRequest, mode: EngineMode): Promise<EngineResult> {
    const resource = this.operationFor(request);
    if (!resource) {
      const known = this.operations.some((operation) => pathMatches(operation.path, request.url.path));
      return known
        ? { ok: false, status: 405, kind: "NO_METHOD_MATCHED_ERROR", detail: "no such method" }
        : { ok: false, status: 404, kind: "NO_PATH_MATCHED_ERROR", detail: "no such path" };
    }
    const operation = this.#contractOperation(resource);
    const requestViolations = this.#checkRequest(operation, request);
    let response: IHttpResponse | undefined;
    if (mode.kind === "forward") {
      response = await mode.upstream(resource, request, requestViolations);
    } else {
      const unauthenticated = requestViolations.some((violation) => violation.code === 401);
      const invalidRequest = requestViolations.some((violation) => violation.severity === "error");
      // As Prism's mock: a request without a key gets the 401 example whatever it asks for (the key is checked
      // first, always), an invalid one the first 4xx example (the core answers the real violations instead)
      // unless a status or example is asked for.
      const asked = mode.code !== undefined || mode.exampleKey !== undefined;
      response = this.#example(
        operation,
        unauthenticated
          ? { code: 401 }
          : !asked && invalidRequest
            ? { code: Number(operation.responses.find((candidate) => /^4\d\d$/.test(candidate.code))?.code ?? 400) }
            : mode,
        request.headers?.accept,
      );
      if (!response) {
        return { ok: false, status: 404, kind: "NOT_FOUND", detail: "no such status or example in the contract" };
      }
    }
    return {
      ok: true,
      operation: resource,
      response,
      requestViolations,
      responseViolations: this.#checkResponse(operation, response),
    };
  }
}
