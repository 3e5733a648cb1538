// The differential test's requests, generated from specs/openapi.yaml with a seed: every operation, its documented
// examples, each field of a JSON body broken one way at a time, Content-Types, bodies, query and path values,
// Authorization, `Prefer`, Idempotency-Key, multipart uploads and HEAD; then random combinations of those up to
// the size asked for. A case is a few steps under one API key of its own, so both mocks start it from fresh state.
import type { JsonObject, JsonValue } from "#test-support/spec-documents.js";
import type { ContractModel, OperationModel } from "./spec-model.js";

/** One request. `{file_id}` and `{transcription_id}` in the target or body take the ids earlier steps made. */
export interface Step {
  method: string;
  /** Path and query under the base URL, as sent (escapes untouched). */
  target: string;
  headers: [string, string][];
  body?: Uint8Array;
  /** The step the case is about; the steps before it only make state (they are judged too). */
  probe?: boolean;
}

export interface DiffCase {
  index: number;
  /** The kind of request, the row its failures are grouped under. */
  category: string;
  description: string;
  key: string;
  steps: Step[];
}

/** A small, fast, seedable PRNG (mulberry32): the same seed gives the same corpus on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const encoder = new TextEncoder();
const boundary = "differential-boundary-7d1f";

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Uint8Array | string;
}

/** A multipart/form-data body built byte for byte, so both mocks read exactly the same bytes. */
export function multipart(parts: Part[]): { body: Uint8Array; contentType: string } {
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? "" : `; filename="${part.filename}"`}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : "";
    chunks.push(encoder.encode(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof part.data === "string" ? encoder.encode(part.data) : part.data);
    chunks.push(encoder.encode("\r\n"));
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

function json(value: unknown): Uint8Array {
  return encoder.encode(JSON.stringify(value));
}

/** A value of another JSON type than the schema asks for. */
function wrongType(schema: JsonObject): JsonValue {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === "string") return 12345;
  if (type === "integer" || type === "number") return "5";
  if (type === "boolean") return "true";
  if (type === "array") return "not-an-array";
  return "not-an-object";
}

/** Strings that break a pattern, tried in turn: the first the pattern refuses. */
const patternBreakers = ["has space!", "line\nbreak", "ctrl\u0001char", "UPPER", "-lead", "x".repeat(3), ""];

interface Mutation {
  category: string;
  description: string;
  value: JsonValue | undefined;
}

/** Each way one property of a JSON body can break its schema. */
function mutationsOf(name: string, schema: JsonObject): Mutation[] {
  const out: Mutation[] = [];
  const push = (category: string, description: string, value: JsonValue | undefined) =>
    out.push({ category, description: `${name}: ${description}`, value });
  push("body: wrong type", `a ${typeof wrongType(schema)} instead`, wrongType(schema));
  if (!(Array.isArray(schema.type) && schema.type.includes("null"))) push("body: wrong type", "null", null);
  if (Array.isArray(schema.enum)) push("body: enum", "a value not in the enum", "not_in_enum");
  if (typeof schema.const === "string") push("body: enum", "another value than its const", `${schema.const}_other`);
  if (typeof schema.maxLength === "number" && schema.maxLength <= 20_000)
    push("body: length", `${schema.maxLength + 1} characters`, "a".repeat(schema.maxLength + 1));
  if (typeof schema.minLength === "number" && schema.minLength > 0) push("body: length", "empty", "");
  if (typeof schema.pattern === "string") {
    const pattern = new RegExp(schema.pattern, "u");
    const breaker = patternBreakers.find((candidate) => !pattern.test(candidate));
    if (breaker !== undefined) push("body: pattern", `${JSON.stringify(breaker)} against ${schema.pattern}`, breaker);
  }
  if (typeof schema.minimum === "number") push("body: range", `${schema.minimum - 1}`, schema.minimum - 1);
  if (typeof schema.maximum === "number") push("body: range", `${schema.maximum + 1}`, schema.maximum + 1);
  if (schema.type === "integer") push("body: range", "1.5, not an integer", 1.5);
  if (typeof schema.maxItems === "number" && schema.maxItems <= 1000)
    push(
      "body: length",
      `${schema.maxItems + 1} items`,
      Array.from({ length: schema.maxItems + 1 }, () => "en"),
    );
  if (schema.type === "object" || Array.isArray(schema.oneOf)) push("body: wrong type", "an empty object", {});
  return out;
}

export interface CorpusOptions {
  seed: number;
  /** How many cases: a seeded sample of the enumeration, or it topped up with random combinations; or it whole. */
  cases: number | "enumerated";
  /** A short valid WAV, the upload's audio. */
  wav: Uint8Array;
}

type Draft = Omit<DiffCase, "index" | "key">;

export function generateCorpus(model: ContractModel, options: CorpusOptions): DiffCase[] {
  const random = seededRandom(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const drafts: Draft[] = [];
  const add = (category: string, description: string, steps: Step[]) => drafts.push({ category, description, steps });
  const auth = (headers: [string, string][] = []): [string, string][] => [
    ["authorization", "Bearer {key}"],
    ...headers,
  ];
  const wavUpload = (extra: Part[] = []) =>
    multipart([{ name: "file", filename: "call.wav", contentType: "audio/wav", data: options.wav }, ...extra]);
  const uploadStep = (): Step => {
    const { body, contentType } = wavUpload();
    return { method: "POST", target: "/files", headers: auth([["content-type", contentType]]), body };
  };
  const createStep = (): Step => ({
    method: "POST",
    target: "/transcriptions",
    headers: auth([["content-type", "application/json"]]),
    body: json({ file_id: "{file_id}", model: "stt-async-v3", enable_speaker_diarization: false }),
  });

  /** The steps that make an operation's valid request, with the state its path ids need. */
  const validRequest = (op: OperationModel): Step[] => {
    const setup: Step[] = [];
    const target = op.path;
    if (op.path.includes("{file_id}")) setup.push(uploadStep());
    if (op.path.includes("{transcription_id}")) setup.push(uploadStep(), createStep());
    const headers = auth();
    let body: Uint8Array | undefined;
    if (op.body?.mediaType === "multipart/form-data") {
      const upload = wavUpload();
      headers.push(["content-type", upload.contentType]);
      body = upload.body;
    } else if (op.body) {
      if (op.operationId === "createTranscription") setup.push(uploadStep());
      headers.push(["content-type", "application/json"]);
      body = json(validJsonBody(op));
    }
    return [...setup, { method: op.method, target, headers, body, probe: true }];
  };
  const validJsonBody = (op: OperationModel): JsonObject => {
    const example = structuredClone(op.body?.examples[0]) as JsonObject;
    if ("file_id" in example) example.file_id = "{file_id}";
    return example;
  };
  const withProbe = (steps: Step[], change: (probe: Step) => Step): Step[] =>
    steps.map((step) => (step.probe ? change(step) : step));
  const setHeader = (headers: [string, string][], name: string, value: string | undefined) => {
    const kept = headers.filter(([key]) => key !== name);
    return value === undefined ? kept : [...kept, [name, value] as [string, string]];
  };

  for (const op of model.operations) {
    const valid = validRequest(op);
    const name = `${op.method} ${op.path}`;
    add("valid request", `${name} as the spec documents it`, valid);
    // Every documented example of the request body, as it is (its ids name nothing this key made).
    for (const example of op.body?.mediaType === "application/json" ? op.body.examples : []) {
      add("documented request example", `${name} with a documented example body`, [
        {
          method: op.method,
          target: op.path,
          headers: auth([["content-type", "application/json"]]),
          body: json(example),
          probe: true,
        },
      ]);
    }
    // Authorization: none, malformed, and another key (on the ids this key made).
    for (const [description, value] of [
      ["no Authorization", undefined],
      ["Authorization: Basic", "Basic dXNlcjpwYXNz"],
      ["Authorization: Bearer with no token", "Bearer"],
      ["Authorization: bearer in lower case", "bearer {key}"],
      ["Authorization: Bearer and a space", "Bearer "],
    ] as const) {
      add(
        `auth: ${description}`,
        `${name} with ${description}`,
        withProbe(valid, (probe) => ({ ...probe, headers: setHeader(probe.headers, "authorization", value) })),
      );
    }
    if (op.path.includes("{")) {
      add(
        "auth: another key",
        `${name} on an id another key made`,
        withProbe(valid, (probe) => ({
          ...probe,
          headers: setHeader(probe.headers, "authorization", "Bearer {key}-other"),
        })),
      );
    }
    // Prefer: every declared status, every example under every status, unknown ones and dynamic=.
    for (const [status, response] of op.responses) {
      const errorish = !status.startsWith("2");
      add(
        `prefer: code=${errorish ? "<4xx/5xx>" : "<2xx>"}`,
        `${name} with Prefer: code=${status}`,
        withProbe(valid, (probe) => ({ ...probe, headers: [...probe.headers, ["prefer", `code=${status}`]] })),
      );
      if (errorish && status.startsWith("4")) {
        add(
          "prefer: code=<4xx> without Authorization",
          `${name} with Prefer: code=${status} and no key`,
          withProbe(valid, (probe) => ({
            ...probe,
            headers: [...setHeader(probe.headers, "authorization", undefined), ["prefer", `code=${status}`]],
          })),
        );
      }
      for (const example of response.exampleNames) {
        add(
          `prefer: example=<${errorish ? "error" : "2xx"} example>`,
          `${name} with Prefer: example=${example} (under ${status})`,
          withProbe(valid, (probe) => ({ ...probe, headers: [...probe.headers, ["prefer", `example=${example}`]] })),
        );
      }
    }
    add(
      "prefer: unknown example",
      `${name} with Prefer: example=no_such_example`,
      withProbe(valid, (probe) => ({ ...probe, headers: [...probe.headers, ["prefer", "example=no_such_example"]] })),
    );
    add(
      "prefer: undeclared code",
      `${name} with Prefer: code=418`,
      withProbe(valid, (probe) => ({ ...probe, headers: [...probe.headers, ["prefer", "code=418"]] })),
    );
    add(
      "prefer: dynamic=true",
      `${name} with Prefer: dynamic=true`,
      withProbe(valid, (probe) => ({ ...probe, headers: [...probe.headers, ["prefer", "dynamic=true"]] })),
    );
    if (op.method === "GET") {
      add(
        "HEAD",
        `HEAD ${op.path}`,
        withProbe(valid, (probe) => ({ ...probe, method: "HEAD" })),
      );
    }
    // Query values of the list operations.
    for (const parameter of op.parameters.filter((p) => p.in === "query")) {
      const values: [string, string][] =
        parameter.schema.type === "integer"
          ? [
              ["query: number form", "%2B5"],
              ["query: number form", "0x10"],
              ["query: number form", "%205%20"],
              ["query: number form", "1e1"],
              ["query: number form", "05"],
              ["query: not a number", "abc"],
              ["query: not a number", "1.5"],
              ["query: range", String((parameter.schema.minimum as number) - 1)],
              ["query: range", String((parameter.schema.maximum as number) + 1)],
              ["query: range", "-1"],
              ["query: empty value", ""],
              ["query: valid", "2"],
            ]
          : [
              ["query: empty value", ""],
              ["query: pattern", "not%20a%20cursor"],
              ["query: pattern", "a%2Fb"],
              ["query: length", "a".repeat(((parameter.schema.maxLength as number) ?? 1024) + 1)],
              ["query: cursor the service did not return", "bm90LWEtY3Vyc29y"],
            ];
      for (const [category, value] of values) {
        add(
          category,
          `${name}?${parameter.name}=${value.slice(0, 40)}`,
          withProbe(valid, (probe) => ({ ...probe, target: `${probe.target}?${parameter.name}=${value}` })),
        );
      }
      add(
        "query: name in another case",
        `${name}?${parameter.name.toUpperCase()}=0`,
        withProbe(valid, (probe) => ({ ...probe, target: `${probe.target}?${parameter.name.toUpperCase()}=0` })),
      );
      add(
        "query: repeated",
        `${name}?${parameter.name}=…&${parameter.name}=…`,
        withProbe(valid, (probe) => ({
          ...probe,
          target: `${probe.target}?${parameter.name}=${parameter.schema.type === "integer" ? "1" : "abc"}&${parameter.name}=${parameter.schema.type === "integer" ? "2" : "def"}`,
        })),
      );
    }
    add(
      "query: unknown parameter",
      `${name}?unknown=1`,
      withProbe(valid, (probe) => ({
        ...probe,
        target: `${probe.target}${probe.target.includes("?") ? "&" : "?"}unknown=1`,
      })),
    );
    // Path ids.
    const idParameter = op.parameters.find((p) => p.in === "path");
    if (idParameter) {
      const template = `{${idParameter.name}}`;
      for (const [category, value] of [
        ["path id: broken escape", "a%ZZb"],
        ["path id: broken escape", "%"],
        ["path id: empty", ""],
        ["path id: characters ids never have", "a%20b"],
        ["path id: characters ids never have", "%C3%A9t%C3%A9"],
        ["path id: characters ids never have", "a.b"],
        ["path id: too long", "a".repeat(129)],
        ["path id: unknown", "no-such-id"],
      ] as const) {
        add(
          category,
          `${op.method} ${op.path.replace(template, value.slice(0, 20))}`,
          withProbe(valid, (probe) => ({ ...probe, target: op.path.replace(template, value) })),
        );
      }
    }
    // JSON bodies: each property broken one way at a time, each required one missing, extra properties.
    if (op.body?.mediaType === "application/json") {
      const schema = op.body.schema;
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      const jsonProbe = (body: Uint8Array, headers?: [string, string][]) =>
        withProbe(valid, (probe) => ({ ...probe, body, headers: headers ?? probe.headers }));
      for (const field of required) {
        const value = validJsonBody(op);
        delete value[field];
        add("body: missing required", `${name} without ${field}`, jsonProbe(json(value)));
      }
      for (const [field, propertySchema] of Object.entries((schema.properties as JsonObject) ?? {})) {
        for (const mutation of mutationsOf(field, model.resolveSchema(propertySchema))) {
          const value = validJsonBody(op);
          value[field] = mutation.value as JsonValue;
          add(mutation.category, `${name} ${mutation.description}`, jsonProbe(json(value)));
        }
      }
      add(
        "body: extra property",
        `${name} with an unknown property`,
        jsonProbe(json({ ...validJsonBody(op), unknown_option: true })),
      );
      for (const [category, text] of [
        ["body: empty", ""],
        ["body: malformed JSON", '{"model": '],
        ["body: not an object", "[]"],
        ["body: not an object", "null"],
        ["body: not an object", '"text"'],
        ["body: empty object", "{}"],
      ] as const) {
        add(category, `${name} with body ${JSON.stringify(text)}`, jsonProbe(encoder.encode(text)));
      }
      const body = json(validJsonBody(op));
      for (const [category, type] of [
        ["content-type: other JSON type", "application/vnd.api+json"],
        ["content-type: other JSON type", "application/merge-patch+json"],
        ["content-type: text", "text/plain"],
        ["content-type: form", "application/x-www-form-urlencoded"],
        ["content-type: charset", "application/json; charset=utf-8"],
        ["content-type: case", "Application/JSON"],
        ["content-type: none", undefined],
      ] as const) {
        add(
          category,
          `${name} with Content-Type ${type ?? "(none)"}`,
          withProbe(valid, (probe) => ({ ...probe, body, headers: setHeader(probe.headers, "content-type", type) })),
        );
      }
      add(
        "prefer: code=<2xx> on an invalid request",
        `${name} with {} and Prefer: code=201`,
        withProbe(valid, (probe) => ({
          ...probe,
          body: json({}),
          headers: [...probe.headers, ["prefer", "code=201"]],
        })),
      );
    }
    // Multipart uploads.
    if (op.body?.mediaType === "multipart/form-data") {
      const uploads: [string, string, { body: Uint8Array; contentType: string }][] = [
        [
          "multipart: valid with a reference",
          "a WAV and client_reference_id",
          wavUpload([{ name: "client_reference_id", data: "ticket-1" }]),
        ],
        [
          "multipart: non-audio",
          "a text file as the file part",
          multipart([{ name: "file", filename: "notes.txt", contentType: "text/plain", data: "not audio at all" }]),
        ],
        [
          "multipart: non-audio",
          "an empty file part",
          multipart([{ name: "file", filename: "empty.wav", contentType: "audio/wav", data: "" }]),
        ],
        ["multipart: missing part", "no file part", multipart([{ name: "client_reference_id", data: "ticket-1" }])],
        ["multipart: missing part", "no parts at all", multipart([])],
        ["multipart: extra part", "an unknown part beside the file", wavUpload([{ name: "unknown_field", data: "x" }])],
        [
          "multipart: extra part",
          "two file parts",
          wavUpload([{ name: "file", filename: "b.wav", contentType: "audio/wav", data: options.wav }]),
        ],
        [
          "multipart: field bounds",
          "client_reference_id of 257 characters",
          wavUpload([{ name: "client_reference_id", data: "r".repeat(257) }]),
        ],
        [
          "multipart: field bounds",
          "client_reference_id with a line break",
          wavUpload([{ name: "client_reference_id", data: "a\nb" }]),
        ],
        [
          "multipart: file without a filename",
          "a file part with no filename",
          multipart([{ name: "file", contentType: "audio/wav", data: options.wav }]),
        ],
      ];
      for (const [category, description, upload] of uploads) {
        add(
          category,
          `${name} with ${description}`,
          withProbe(valid, (probe) => ({
            ...probe,
            body: upload.body,
            headers: setHeader(probe.headers, "content-type", upload.contentType),
          })),
        );
      }
      for (const [category, type, body] of [
        ["content-type: none", undefined, wavUpload().body],
        ["content-type: multipart without boundary", "multipart/form-data", wavUpload().body],
        ["content-type: JSON to an upload", "application/json", json({ file: "x" })],
        ["body: empty", wavUpload().contentType, new Uint8Array()],
        ["body: truncated multipart", wavUpload().contentType, wavUpload().body.slice(0, 200)],
      ] as const) {
        add(
          category,
          `${name} with ${category}`,
          withProbe(valid, (probe) => ({ ...probe, body, headers: setHeader(probe.headers, "content-type", type) })),
        );
      }
    }
    // Idempotency-Key on the operations that take it.
    if (op.parameters.some((p) => p.name === "Idempotency-Key")) {
      for (const [category, value] of [
        ["idempotency-key: empty", ""],
        ["idempotency-key: too long", "k".repeat(256)],
        ["idempotency-key: characters it never has", "has space"],
        ["idempotency-key: valid", "key-1"],
      ] as const) {
        add(
          category,
          `${name} with Idempotency-Key ${JSON.stringify(value.slice(0, 20))}`,
          withProbe(valid, (probe) => ({ ...probe, headers: [...probe.headers, ["idempotency-key", value]] })),
        );
      }
      const probe = valid.find((step) => step.probe) as Step;
      const setup = valid.filter((step) => !step.probe);
      const keyed = { ...probe, headers: [...probe.headers, ["idempotency-key", "repeat-1"]] as [string, string][] };
      add("idempotency-key: repeated with the same body", `${name} twice with one Idempotency-Key`, [
        ...setup,
        { ...keyed, probe: false },
        keyed,
      ]);
      const other =
        op.body?.mediaType === "application/json"
          ? json({ ...validJsonBody(op), client_reference_id: "another-body" })
          : wavUpload([{ name: "client_reference_id", data: "another-body" }]).body;
      add("idempotency-key: reused with another body", `${name} with one Idempotency-Key and two bodies`, [
        ...setup,
        { ...keyed, probe: false },
        { ...keyed, body: other },
      ]);
    }
  }
  // Operation-independent paths the issue names.
  add("path id: empty", "GET /files/ (an empty file id)", [
    { method: "GET", target: "/files/", headers: auth(), probe: true },
  ]);

  // Random combinations of what is above, on top of the enumeration, up to the size asked for.
  const enumerated = drafts.length;
  const headerOptions: [string, string][][] = [
    [],
    [["prefer", "code=404"]],
    [["prefer", "code=422"]],
    [["prefer", "code=200"]],
    [["prefer", "code=201"]],
    [["prefer", "example=invalid_request"]],
    [["prefer", "example=completed"]],
    [["idempotency-key", ""]],
    [["content-type", "application/vnd.api+json"]],
  ];
  const wanted = options.cases === "enumerated" ? enumerated : options.cases;
  while (drafts.length < wanted) {
    const base = drafts[Math.floor(random() * enumerated)] as Draft;
    const extra = pick(headerOptions);
    const dropAuth = random() < 0.2;
    drafts.push({
      category: `${base.category} (combined at random)`,
      description: `${base.description}${dropAuth ? ", no key" : ""}${extra.length ? `, ${extra[0]?.[0]}: ${extra[0]?.[1]}` : ""}`,
      steps: base.steps.map((step) =>
        step.probe
          ? {
              ...step,
              headers: [
                ...step.headers.filter(
                  ([name]) => !(dropAuth && name === "authorization") && !extra.some(([n]) => n === name),
                ),
                ...extra,
              ],
            }
          : step,
      ),
    });
  }
  // Fewer cases than the enumeration: a seeded sample of it.
  const chosen = wanted < drafts.length ? shuffle(drafts, random).slice(0, wanted) : drafts;
  return chosen.map((draft, index) => ({ ...draft, index, key: `diff-${options.seed}-${index}` }));
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
