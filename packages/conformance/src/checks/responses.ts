// The checks every HTTP answer goes through, whatever request caused it: its status is one the operation
// declares, its content type and body are the declared ones, the headers the spec declares are there and
// valid, and a non-2xx carries the contract's error body whose request_id repeats X-Request-Id.
import type { Exchange } from "../exchange.js";
import { show } from "../json.js";
import type { Report } from "../report.js";
import type { Contract } from "../spec.js";

const errorBodyPointer = "/components/schemas/ErrorBody";

/**
 * The most array items validated in one body: the first 1 001 of each array (one past the contract's
 * largest list page, so a page over its maxItems still fails), 5 000 in all. The validator (ajv, all errors)
 * copies the errors found so far each time an item fails, which is quadratic in the items: a 9.5 MB page of
 * 58 000 bad items took 59 s. Items past the bound are not validated; the report says none of them passed.
 */
export const maxValidatedItemsPerArray = 1_001;
export const maxValidatedItems = 5_000;

/** A copy of a body with its arrays cut to the validation bounds; the body itself when nothing is cut. */
export function boundedForValidation(body: unknown): unknown {
  let budget = maxValidatedItems;
  const walk = (value: unknown, depth: number): unknown => {
    // Deeper than any schema of the contract reaches: the validator never walks there.
    if (typeof value !== "object" || value === null || depth > 32) return value;
    if (Array.isArray(value)) {
      const kept = Math.min(value.length, maxValidatedItemsPerArray, budget);
      budget -= kept;
      let copy: unknown[] | undefined = kept < value.length ? value.slice(0, kept) : undefined;
      for (let index = 0; index < kept; index++) {
        const item = value[index];
        const cut = walk(item, depth + 1);
        if (cut === item) continue;
        copy ??= value.slice(0, kept);
        copy[index] = cut;
      }
      return copy ?? value;
    }
    const record = value as Record<string, unknown>;
    let copy: Record<string, unknown> | undefined;
    for (const key of Object.keys(record)) {
      const item = record[key];
      const cut = walk(item, depth + 1);
      if (cut === item) continue;
      copy ??= { ...record };
      copy[key] = cut;
    }
    return copy ?? value;
  };
  return walk(body, 0);
}

export function checkResponse(contract: Contract, report: Report, exchange: Exchange): void {
  const operation = contract.operation(exchange.request.operationId);
  const fail = (check: string, message: string) =>
    report.fail(check, `${operation.operationId} ${exchange.status}: ${message}`, evidence(exchange));
  const declared = operation.responses.get(exchange.status);
  if (!declared) {
    fail("http.status-declared", `the operation declares ${[...operation.responses.keys()].join(", ")}`);
    return;
  }
  report.pass("http.status-declared");

  const contentType = exchange.headers.get("content-type") ?? "";
  const sentType = (contentType.split(";")[0] ?? "").trim().toLowerCase();
  const content = declared.contents.find((candidate) => candidate.mediaType.toLowerCase() === sentType);
  if (declared.contents.length > 0 && !content) {
    fail(
      "http.content-type",
      `content-type is "${contentType}", the contract declares ${declared.contents.map((c) => c.mediaType).join(", ")}`,
    );
  } else if (declared.contents.length === 0 && exchange.text !== "") {
    fail("http.content-type", `the contract declares no body, the answer has ${exchange.text.length} characters`);
  } else {
    report.pass("http.content-type");
  }

  // JSON bodies against their schema (a JSON answer in another content type too); text and bytes have their
  // media type checked, above.
  const isJson = (candidate: { mediaType: string }) => /^application\/(?:.+\+)?json$/i.test(candidate.mediaType);
  const json = content ? (isJson(content) ? content : undefined) : declared.contents.find(isJson);
  if (json) {
    const problems =
      typeof exchange.body === "object" && exchange.body !== null
        ? contract.problems(json.schemaPointer, boundedForValidation(exchange.body))
        : ["the body is not JSON"];
    if (problems.length > 0) fail("http.body-schema", problems.slice(0, 5).join("; "));
    else report.pass("http.body-schema");
  }

  let headerProblem = false;
  for (const [name, header] of declared.headers) {
    const value = exchange.headers.get(name);
    if (value === null) {
      if (header.required) {
        fail(name === "x-request-id" ? "http.request-id" : "http.headers", `the required header ${name} is missing`);
        headerProblem = true;
      }
      continue;
    }
    const schema = contract.schemaAt(header.pointer);
    const typed = schema.type === "integer" && /^-?\d+$/.test(value) ? Number(value) : value;
    const problems = contract.problems(header.pointer, typed);
    if (problems.length > 0) {
      fail("http.headers", `header ${name}: "${value}" ${problems.slice(0, 5).join("; ")}`);
      headerProblem = true;
    }
  }
  if (!headerProblem) report.pass("http.headers");

  if (exchange.status >= 300) {
    const body = exchange.body as { request_id?: unknown; status_code?: unknown } | undefined;
    const problems =
      typeof body === "object" && body !== null
        ? contract.problems(errorBodyPointer, boundedForValidation(body))
        : ["not JSON"];
    if (problems.length > 0)
      fail("http.error-body", `not the contract's ErrorBody: ${problems.slice(0, 5).join("; ")}`);
    else if (body?.status_code !== exchange.status) {
      fail("http.error-body", `status_code ${show(body?.status_code)} differs from the status`);
    } else report.pass("http.error-body");
    const requestId = exchange.headers.get("x-request-id");
    if (requestId !== null && body?.request_id !== requestId) {
      fail("http.request-id", `X-Request-Id ${requestId} differs from the body's request_id ${show(body?.request_id)}`);
    } else if (requestId !== null) report.pass("http.request-id");
  } else if (exchange.headers.get("x-request-id") !== null) {
    report.pass("http.request-id");
  }
}

/**
 * The request and what came back. The report redacts and cuts it (to 2 000 characters): the body is cut
 * here only far past that, so that no key the cut splits can reach the report's window.
 */
export function evidence(exchange: Exchange): string {
  const body = exchange.text.length > 64 * 1024 ? exchange.text.slice(0, 64 * 1024) : exchange.text;
  return `${exchange.curl}\n→ ${exchange.status} ${exchange.headers.get("content-type") ?? ""} ${body}`;
}
