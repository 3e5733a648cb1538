// A request as the try-it console sent it: what the three code views (request-code.ts) and the answer's
// panel show, made from the operation and the form's values. The key is never part of it: code shows
// `$STT_API_KEY`, and the key travels only in the fetch itself.
import type { TryItField, TryItOperation } from "./operation.js";

/** A body's field as sent: text, a JSON value, or a file by its name. */
export type SentValue = { json: unknown } | { file: File };

export interface SentRequest {
  operation: TryItOperation;
  baseUrl: string;
  /** The path with its parameters put in, such as `/files/abc`, and the query, if any. */
  path: string;
  pathParameters: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** The body's fields, in the form's order; undefined for an operation without a body. */
  body?: [string, SentValue][];
}

/** A field's value as the form holds it: a checkbox's state, a chosen file, or the text of an input. */
export type FormValue = string | boolean | File | undefined;

/** The value a field sends, or undefined when it is left out (an optional field left empty). */
function sentValueOf(field: TryItField, raw: FormValue): SentValue | undefined {
  if (raw instanceof File) return { file: raw };
  if (field.kind === "boolean") return { json: raw === true };
  if (typeof raw !== "string" || (raw === "" && !field.required)) return undefined;
  if (field.kind === "number") return { json: raw.trim() === "" || Number.isNaN(Number(raw)) ? raw : Number(raw) };
  if (field.kind === "json") {
    try {
      return { json: JSON.parse(raw) };
    } catch {
      // Text the console refuses before sending (form-fields.ts); code built from such a form shows it as text.
      return { json: raw };
    }
  }
  return { json: raw };
}

const asText = (value: SentValue): string =>
  "file" in value ? value.file.name : typeof value.json === "string" ? value.json : JSON.stringify(value.json);

export function sentRequestOf(
  operation: TryItOperation,
  baseUrl: string,
  values: ReadonlyMap<string, FormValue>,
): SentRequest {
  const request: SentRequest = { operation, baseUrl, path: operation.path, pathParameters: {}, query: {}, headers: {} };
  const body: [string, SentValue][] = [];
  for (const field of operation.fields) {
    const value = sentValueOf(field, values.get(`${field.in}:${field.name}`));
    if (value === undefined) continue;
    if (field.in === "body") body.push([field.name, value]);
    else if (field.in === "path") request.pathParameters[field.name] = asText(value);
    else if (field.in === "query") request.query[field.name] = asText(value);
    else request.headers[field.name] = asText(value);
  }
  request.path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(request.pathParameters[name] ?? ""),
  );
  const query = new URLSearchParams(request.query).toString();
  if (query) request.path += `?${query}`;
  if (operation.bodyMediaType) request.body = body;
  return request;
}

/** The URL the request goes to. */
export function urlOf(request: SentRequest): string {
  return `${request.baseUrl.replace(/\/+$/, "")}${request.path}`;
}

/** The `fetch` init of the request, with the key in its Authorization header. */
export function fetchInitOf(request: SentRequest, apiKey: string): RequestInit {
  const headers = new Headers(request.headers);
  headers.set("authorization", `Bearer ${apiKey}`);
  let body: BodyInit | undefined;
  if (request.body && request.operation.bodyMediaType === "multipart/form-data") {
    const form = new FormData();
    for (const [name, value] of request.body) {
      if ("file" in value) form.append(name, value.file, value.file.name);
      else form.append(name, typeof value.json === "string" ? value.json : JSON.stringify(value.json));
    }
    body = form;
  } else if (request.body) {
    headers.set("content-type", request.operation.bodyMediaType ?? "application/json");
    body = JSON.stringify(
      Object.fromEntries(request.body.map(([name, value]) => [name, "json" in value ? value.json : null])),
    );
  }
  return { method: request.operation.method, headers, body };
}
