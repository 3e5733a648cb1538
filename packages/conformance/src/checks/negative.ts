// Negative data generated from the schemas with fast-check: for every property of every request schema and
// every way to break it (missing, unknown, wrong type, out of range, against its pattern), and for ids,
// cursors, limits and uploads, requests the contract refuses. Each must answer a 4xx that names the problem,
// never a 2xx (accepted) and never a 5xx (the server broke on it). The seed makes a run reproducible.
import fc from "fast-check";
import type { CheckContext } from "../context.js";
import type { CallRequest, Exchange } from "../exchange.js";
import { stringField } from "../json.js";
import { evidence } from "./responses.js";

type Schema = Record<string, unknown>;
type Mode = "missing" | "unknown" | "wrong-type" | "out-of-range" | "pattern";

interface Case {
  request: CallRequest;
  /** What the answer should name (a property or parameter), when the contract's error can name it. */
  names?: string;
  what: string;
}

function typeOf(schema: Schema): string | undefined {
  const type = schema.type;
  if (Array.isArray(type)) return type.find((entry) => entry !== "null") as string | undefined;
  if (typeof type === "string") return type;
  if (schema.enum || schema.const !== undefined) return "string";
  return undefined;
}

/** A value of another JSON type than the schema's. */
function wrongType(schema: Schema): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  const options: fc.Arbitrary<unknown>[] = [];
  if (type !== "string") options.push(fc.string({ minLength: 1, maxLength: 8 }));
  if (type !== "integer" && type !== "number") options.push(fc.integer());
  if (type !== "boolean") options.push(fc.boolean());
  if (type !== "object") options.push(fc.constant({ unexpected: true }));
  if (type !== "array") options.push(fc.constant([1, "two"]));
  return fc.oneof(...options);
}

/** A value beyond maxLength, maximum or minimum, when the schema has one. */
function outOfRange(schema: Schema): fc.Arbitrary<unknown> | undefined {
  const type = typeOf(schema);
  if (type === "string" && typeof schema.maxLength === "number" && schema.maxLength < 100_000) {
    const max = schema.maxLength;
    return fc.integer({ min: max + 1, max: max * 2 + 64 }).map((length) => "a".repeat(length));
  }
  if ((type === "integer" || type === "number") && typeof schema.maximum === "number") {
    const max = schema.maximum;
    const below = typeof schema.minimum === "number" ? [fc.integer({ min: -1_000_000, max: schema.minimum - 1 })] : [];
    return fc.oneof(fc.integer({ min: max + 1, max: max + 1_000_000 }), ...below);
  }
  return undefined;
}

/** A string of the right length that its pattern refuses. */
function againstPattern(schema: Schema): fc.Arbitrary<unknown> | undefined {
  if (typeOf(schema) !== "string" || typeof schema.pattern !== "string") return undefined;
  const pattern = new RegExp(schema.pattern, "u");
  const max = typeof schema.maxLength === "number" ? Math.min(schema.maxLength, 64) : 64;
  return fc
    .string({ minLength: 1, maxLength: max, unit: "binary" })
    .filter((value) => !pattern.test(value) && value.length <= max);
}

/** Invalid bodies of a JSON request, one property and one mode at a time, `samples` values each. */
function bodyCases(context: CheckContext, operationId: string, path: string, valid: Schema, samples: number): Case[] {
  const operation = context.contract.operation(operationId);
  if (!operation.requestBodyPointer) return [];
  const schema = context.contract.schemaAt(operation.requestBodyPointer);
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const cases: Case[] = [];
  const seed = context.options.seed;
  const add = (property: string, mode: Mode, body: Schema) =>
    cases.push({
      request: { operationId, path, apiKey: context.options.apiKey, json: body },
      names: property,
      what: `${mode} ${property}`,
    });
  for (const [index, name] of Object.keys(properties).entries()) {
    const property = context.contract.schemaAt(
      `${operation.requestBodyPointer.replace(/\/schema$/, "")}/schema/properties/${name}`,
    );
    if (required.has(name)) {
      const { [name]: _, ...rest } = valid;
      add(name, "missing", rest);
    }
    const arbitraries: [Mode, fc.Arbitrary<unknown> | undefined][] = [
      ["wrong-type", wrongType(property)],
      ["out-of-range", outOfRange(property)],
      ["pattern", againstPattern(property)],
    ];
    for (const [modeIndex, [mode, arbitrary]] of arbitraries.entries()) {
      if (!arbitrary) continue;
      for (const value of fc.sample(arbitrary, { seed: seed + index * 7 + modeIndex, numRuns: samples })) {
        add(name, mode, { ...valid, [name]: value });
      }
    }
  }
  const unknownName = fc.stringMatching(/^[a-z][a-z_]{2,15}$/).filter((name) => !(name in properties));
  for (const name of fc.sample(unknownName, { seed, numRuns: samples }))
    add(name, "unknown", { ...valid, [name]: "x" });
  cases.push({
    request: {
      operationId,
      path,
      apiKey: context.options.apiKey,
      raw: '{"truncated": ',
      headers: { "content-type": "application/json" },
    },
    what: "malformed JSON",
  });
  return cases;
}

function parameterCases(context: CheckContext, samples: number): Case[] {
  const cases: Case[] = [];
  const seed = context.options.seed;
  for (const operation of context.contract.operations) {
    for (const [name, pointer] of operation.query) {
      const schema = context.contract.schemaAt(pointer);
      for (const arbitrary of [
        outOfRange(schema),
        againstPattern(schema),
        typeOf(schema) === "integer" ? fc.constantFrom("ten", "1.5", "") : undefined,
      ]) {
        if (!arbitrary) continue;
        for (const value of fc.sample(arbitrary, { seed, numRuns: samples })) {
          const query = `?${name}=${encodeURIComponent(String(value))}`;
          cases.push({
            request: {
              operationId: operation.operationId,
              path: `${operation.path}${query}`,
              apiKey: context.options.apiKey,
            },
            names: name,
            what: `bad ${name}`,
          });
        }
      }
    }
    for (const [name, pointer] of operation.pathParameters) {
      if (operation.method === "POST") continue;
      const schema = context.contract.schemaAt(pointer);
      for (const arbitrary of [outOfRange(schema), againstPattern(schema)]) {
        if (!arbitrary) continue;
        // "." and ".." are path segments a URL resolves away, so they never reach the operation.
        const usable = arbitrary.filter((value) => value !== "." && value !== "..");
        for (const value of fc.sample(usable, { seed, numRuns: samples })) {
          const path = operation.path.replace(`{${name}}`, encodeURIComponent(String(value)));
          cases.push({
            request: { operationId: operation.operationId, path, apiKey: context.options.apiKey },
            what: `malformed ${name}`,
          });
        }
      }
    }
  }
  return cases;
}

function uploadCases(context: CheckContext, samples: number): Case[] {
  const { audio, apiKey, seed } = context.options;
  const file = { name: audio.name, type: "audio/wav", bytes: audio.bytes };
  const cases: Case[] = [
    {
      request: {
        operationId: "uploadFile",
        path: "/files",
        apiKey,
        form: { fields: { client_reference_id: "no-file" } },
      },
      names: "file",
      what: "an upload without its file",
    },
    {
      request: {
        operationId: "uploadFile",
        path: "/files",
        apiKey,
        raw: '--broken\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
        headers: { "content-type": "multipart/form-data; boundary=other" },
      },
      what: "a multipart body whose boundary is not the declared one",
    },
  ];
  const tooLong = fc.integer({ min: 257, max: 576 }).map((length) => "r".repeat(length));
  for (const value of fc.sample(tooLong, { seed, numRuns: samples })) {
    cases.push({
      request: {
        operationId: "uploadFile",
        path: "/files",
        apiKey,
        form: { fields: { client_reference_id: value }, file },
      },
      names: "client_reference_id",
      what: "out-of-range client_reference_id",
    });
  }
  for (const name of fc.sample(
    fc.stringMatching(/^[a-z][a-z_]{2,15}$/).filter((n) => n !== "file" && n !== "client_reference_id"),
    { seed, numRuns: samples },
  )) {
    cases.push({
      request: { operationId: "uploadFile", path: "/files", apiKey, form: { fields: { [name]: "x" }, file } },
      names: name,
      what: `unknown upload field ${name}`,
    });
  }
  return cases;
}

export async function checkNegativeData(context: CheckContext, validTranscription: Schema): Promise<void> {
  const samples = context.options.negativeRuns;
  const cases = [
    ...bodyCases(context, "createTranscription", "/transcriptions", validTranscription, samples),
    ...bodyCases(
      context,
      "createTemporaryApiKey",
      "/auth/temporary-api-key",
      { usage_type: "transcribe_websocket", expires_in_seconds: 60 },
      samples,
    ),
    ...parameterCases(context, samples),
    ...uploadCases(context, samples),
  ];
  // Generating the cases takes seconds of CPU on a loaded machine, which can outlast a server's keep-alive
  // time-out: let the event loop first run what expired meanwhile (the server closing an idle socket, fetch
  // dropping it), so the first request opens a fresh connection instead of writing to a closed one (ECONNRESET).
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setImmediate(resolve));
  for (const item of cases) {
    const answer = await context.http.call(item.request);
    judge(context, item, answer);
  }
}

function judge(context: CheckContext, item: Case, answer: Exchange): void {
  const { report } = context;
  if (answer.status >= 500) {
    report.fail(
      "negative.never-5xx",
      `${item.request.operationId}, ${item.what}: answered ${answer.status}`,
      evidence(answer),
    );
    return;
  }
  report.pass("negative.never-5xx");
  if (answer.status < 400) {
    report.fail(
      "negative.rejected",
      `${item.request.operationId}, ${item.what}: accepted with ${answer.status}`,
      evidence(answer),
    );
    remember(context, answer);
    return;
  }
  report.pass("negative.rejected");
  if (item.names && answer.status !== 429 && !answer.text.includes(item.names)) {
    report.fail(
      "negative.names-problem",
      `${item.request.operationId}, ${item.what}: the error does not name ${item.names}`,
      evidence(answer),
    );
  } else report.pass("negative.names-problem");
}

/** What a server wrongly accepted is still made: delete it at the end. */
function remember(context: CheckContext, answer: Exchange): void {
  const entry = { apiKey: context.options.apiKey, keyLabel: "STT_API_KEY" };
  const id = stringField(answer.body, "id");
  const fileId = stringField(answer.body, "file_id");
  if (answer.request.operationId === "createTranscription" && id) context.created.transcriptions.push({ ...entry, id });
  if (answer.request.operationId === "uploadFile" && fileId) context.created.files.push({ ...entry, id: fileId });
}
