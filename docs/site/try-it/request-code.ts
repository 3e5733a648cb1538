// The request the console sent, as code a reader can run: curl, the SDK's call and `createFetchClient`'s, each
// with the same URL, parameters and body. The key is `$STT_API_KEY` / `process.env.STT_API_KEY`, never the one
// the reader typed.
import type { SentRequest } from "./sent-request.js";
import { urlOf } from "./sent-request.js";

/**
 * A string as one single-quoted shell word: nothing in it (a quote, `$(…)`, a backtick, a line break) is
 * read by the shell, so a media type from the spec or a value the reader typed can never run as a command.
 */
function shellWord(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** The key as the reader's shell expands it: a fixed word, the one part of the line not made by `shellWord`. */
const authorization = `"Authorization: Bearer $STT_API_KEY"`;

const js = (value: unknown) => JSON.stringify(value, null, 2);

function jsonBody(request: SentRequest): Record<string, unknown> {
  return Object.fromEntries((request.body ?? []).map(([name, value]) => [name, "json" in value ? value.json : null]));
}

const isMultipart = (request: SentRequest) => request.operation.bodyMediaType === "multipart/form-data";

/**
 * The request as a curl line. Every part of it is a fixed option or a `shellWord`; a text field goes as
 * `--form-string`, since curl's `-F` reads a value starting with `@` or `<` as a file of the reader's to send.
 */
export function curlOf(request: SentRequest): string {
  const options: [string, string][] = [
    ["-X", shellWord(request.operation.method)],
    ["-H", authorization],
  ];
  for (const [name, value] of Object.entries(request.headers)) options.push(["-H", shellWord(`${name}: ${value}`)]);
  if (request.body && isMultipart(request)) {
    for (const [name, value] of request.body) {
      options.push(
        "file" in value
          ? ["-F", shellWord(`${name}=@${value.file.name}`)]
          : [
              "--form-string",
              shellWord(`${name}=${typeof value.json === "string" ? value.json : JSON.stringify(value.json)}`),
            ],
      );
    }
  } else if (request.body) {
    options.push(
      ["-H", shellWord(`Content-Type: ${request.operation.bodyMediaType}`)],
      ["-d", shellWord(JSON.stringify(jsonBody(request)))],
    );
  }
  const [method, ...rest] = options.map((option) => option.join(" "));
  return [`curl ${method} ${shellWord(urlOf(request))}`, ...rest].join(" \\\n  ");
}

/** A header parameter as the SDK's request option (`Idempotency-Key` → `idempotencyKey`). */
const optionName = (header: string) =>
  header.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()).replace(/^\w/, (first) => first.toLowerCase());

export function sdkCodeOf(request: SentRequest): string {
  const { sdk } = request.operation;
  if (!sdk) {
    return `// ${request.operation.operationId} has no method in this version of the SDK yet: call it with createFetchClient.`;
  }
  const args: string[] = Object.values(request.pathParameters).map((value) => js(value));
  const options: Record<string, unknown> = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [optionName(name), value]),
  );
  if (request.body && isMultipart(request)) {
    const file = request.body.find(([, value]) => "file" in value)?.[1];
    args.push(js(file && "file" in file ? file.file.name : "call.wav"));
    for (const [name, value] of request.body) {
      const option = optionName(name.replaceAll("_", "-"));
      if ("json" in value && sdk.fieldOptions.includes(option)) options[option] = value.json;
    }
  } else if (request.body) {
    args.push(js(jsonBody(request)));
  }
  if (Object.keys(request.query).length > 0)
    args.push(
      js(
        Object.fromEntries(
          Object.entries(request.query).map(([name, value]) => [
            name,
            Number.isNaN(Number(value)) ? value : Number(value),
          ]),
        ),
      ),
    );
  if (Object.keys(options).length > 0) args.push(js(options));
  return [
    `import { AsyncServiceClient } from "stt-service";`,
    "",
    `const client = new AsyncServiceClient({`,
    `  apiKey: process.env.STT_API_KEY,`,
    `  baseUrl: ${js(request.baseUrl)},`,
    `});`,
    `const answer = await client.${sdk.resource}.${sdk.method}(${args.join(", ")});`,
    `console.log(answer);`,
  ].join("\n");
}

export function fetchClientCodeOf(request: SentRequest): string {
  const params: Record<string, unknown> = {};
  if (Object.keys(request.pathParameters).length > 0) params.path = request.pathParameters;
  if (Object.keys(request.query).length > 0) params.query = request.query;
  if (Object.keys(request.headers).length > 0) params.header = request.headers;
  const init: string[] = [];
  if (Object.keys(params).length > 0) init.push(`params: ${js(params)}`);
  const lines = [
    `import { createFetchClient } from "stt-service";`,
    "",
    `const api = createFetchClient({`,
    `  apiKey: process.env.STT_API_KEY,`,
    `  baseUrl: ${js(request.baseUrl)},`,
    `});`,
  ];
  if (request.body && isMultipart(request)) {
    lines.push("const form = new FormData();");
    for (const [name, value] of request.body) {
      lines.push(
        "file" in value
          ? `form.append(${js(name)}, await openAsBlob(${js(value.file.name)}), ${js(value.file.name)}); // node:fs`
          : `form.append(${js(name)}, ${js(typeof value.json === "string" ? value.json : JSON.stringify(value.json))});`,
      );
    }
    init.push("body: form as never", "bodySerializer: (body) => body");
  } else if (request.body) {
    init.push(`body: ${js(jsonBody(request))}`);
  }
  const second = init.length > 0 ? `, {\n  ${init.join(",\n").replaceAll("\n", "\n  ")},\n}` : "";
  lines.push(
    `const { data, error, response } = await api.${request.operation.method}(${js(request.operation.path)}${second});`,
    "console.log(response.status, data ?? error);",
  );
  return lines.join("\n");
}
