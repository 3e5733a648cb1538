// The request the console sent, as code a reader can run: curl, the SDK's call and `createFetchClient`'s, each
// with the same URL, parameters and body. The key is `$STT_API_KEY` / `process.env.STT_API_KEY`, never the one
// the reader typed. What the answer holds decides what the code does with it: bytes are saved to a file, not
// printed into a terminal; an answer holding a secret (the webhook signing secret) is written to a file by curl
// and printed by the SDK code with the secret left out, so that running the code puts no secret in a log.
import { type AnswerKind, answerKindOf } from "./answer-kind.js";
import type { SentRequest } from "./sent-request.js";
import { urlOf } from "./sent-request.js";

/** What the operation answers on success, by its first media type. */
const answerKind = (request: SentRequest): AnswerKind => answerKindOf(request.operation.answerMediaTypes[0] ?? "");

const secretsOf = (request: SentRequest): string[] => request.operation.secretFields ?? [];

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
  if (answerKind(request) === "bytes") {
    // Saved under the name the answer's Content-Disposition gives; curl does not overwrite a file that exists.
    options.push(["--remote-name", "--remote-header-name"]);
  } else if (secretsOf(request).length > 0) {
    options.push(["-o", shellWord(`${request.operation.operationId}.json`)]);
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
  const hasQuery = request.operation.fields.some((field) => field.in === "query");
  // The method takes its query before its options: an empty query keeps the options in their place.
  if (hasQuery && Object.keys(request.query).length === 0 && Object.keys(options).length > 0) args.push("undefined");
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
  const bytes = answerKind(request) === "bytes";
  return [
    ...(bytes ? [`import { writeFile } from "node:fs/promises";`] : []),
    `import { AsyncServiceClient } from "stt-service";`,
    "",
    `const client = new AsyncServiceClient({`,
    `  apiKey: process.env.STT_API_KEY,`,
    `  baseUrl: ${js(request.baseUrl)},`,
    `});`,
    `const answer = await client.${sdk.resource}.${sdk.method}(${args.join(", ")});`,
    ...printed(request, "answer"),
  ].join("\n");
}

/**
 * What the code does with the answer `name` holds: bytes saved to a file; JSON holding a secret printed with
 * the secret hidden; anything else printed.
 */
function printed(request: SentRequest, name: string): string[] {
  if (answerKind(request) === "bytes") {
    const file = `${request.operation.operationId}.bin`;
    return [
      `await writeFile(${js(file)}, ${name});`,
      `console.log(\`saved \${${name}.byteLength} bytes to ${file}\`);`,
    ];
  }
  const secrets = secretsOf(request);
  if (secrets.length === 0) return [`console.log(${name});`];
  const hidden = secrets.map((field) => `${js(field)}: "(hidden)"`).join(", ");
  return [
    `// ${secrets.map((field) => `${name}.${field}`).join(", ")}: a secret. Store it; keep it out of logs.`,
    `console.log({ ...${name}, ${hidden} });`,
  ];
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
  const kind = answerKind(request);
  // openapi-fetch reads a body as JSON unless told: text and bytes are read as what they are.
  if (kind === "text") init.push(`parseAs: "text"`);
  if (kind === "bytes") init.push(`parseAs: "arrayBuffer"`);
  const second = init.length > 0 ? `, {\n  ${init.join(",\n").replaceAll("\n", "\n  ")},\n}` : "";
  lines.push(
    `const { data, error, response } = await api.${request.operation.method}(${js(request.operation.path)}${second});`,
  );
  if (kind === "bytes") {
    const file = `${request.operation.operationId}.bin`;
    lines.unshift(`import { writeFile } from "node:fs/promises";`);
    lines.push(
      `if (data) await writeFile(${js(file)}, new Uint8Array(data));`,
      `console.log(response.status, data ? \`saved \${data.byteLength} bytes to ${file}\` : error);`,
    );
  } else if (secretsOf(request).length > 0) {
    const hidden = secretsOf(request)
      .map((field) => `${js(field)}: "(hidden)"`)
      .join(", ");
    lines.push(
      "// The answer holds a secret: store it; keep it out of logs.",
      `console.log(response.status, data ? { ...data, ${hidden} } : error);`,
    );
  } else {
    lines.push("console.log(response.status, data ?? error);");
  }
  return lines.join("\n");
}
