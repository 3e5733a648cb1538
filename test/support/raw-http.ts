// Raw HTTP calls to the mock, for what the SDK hides: status, headers and the body as sent.

import { createSchemaValidator } from "./schema-validator.js";
import { loadSpecDocuments, nodeAt, specFiles } from "./spec-documents.js";

export interface RawAnswer {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

export async function rawCall(url: string, init: RequestInit = {}): Promise<RawAnswer> {
  const response = await fetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(30_000) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === "" ? undefined : JSON.parse(text);
  } catch {
    // not JSON: the text is the body
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** A caller with its own API key: what it makes, no other key sees. */
export function keyed(baseUrl: string, apiKey: string) {
  const headers = (extra: Record<string, string> = {}) => ({ authorization: `Bearer ${apiKey}`, ...extra });
  return {
    apiKey,
    get: (path: string, extra?: Record<string, string>) => rawCall(`${baseUrl}${path}`, { headers: headers(extra) }),
    delete: (path: string, extra?: Record<string, string>) =>
      rawCall(`${baseUrl}${path}`, { method: "DELETE", headers: headers(extra) }),
    postJson: (path: string, body: unknown, extra?: Record<string, string>) =>
      rawCall(`${baseUrl}${path}`, {
        method: "POST",
        headers: headers({ "content-type": "application/json", ...extra }),
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    upload: (form: FormData, extra?: Record<string, string>) =>
      rawCall(`${baseUrl}/files`, { method: "POST", headers: headers(extra), body: form }),
  };
}

const documents = loadSpecDocuments();
const validator = createSchemaValidator(documents);

/** Problems of a body against the contract's `ErrorBody` schema: none for a body in the contract's shape. */
export function errorBodyProblems(body: unknown): string[] {
  const pointer = "/components/schemas/ErrorBody";
  return validator.problems(
    { file: specFiles.openapi, pointer, node: nodeAt(documents, specFiles.openapi, pointer) ?? null },
    body,
  );
}
