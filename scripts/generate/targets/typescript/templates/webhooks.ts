// The webhooks of the spec (`webhooks` of specs/openapi.yaml) as the SDK reads them: the event table, the union
// of the event bodies' types, and the parser that checks a decoded body against its event's schema (with the
// standalone validators compiled from those schemas, as the stream's frames are checked).
import type { WebhookEvent } from "../../../model/types.js";
import { validatorName } from "../naming.js";
import { banner, docComment, literal, objectKey } from "./partials.js";

export function renderWebhookValidatorTypes(events: WebhookEvent[]): string {
  const types = events.map((event) => event.body.typeName).sort();
  return `${banner}
${types.length > 0 ? `import type { ${types.join(", ")} } from "./http/types.js";\n` : ""}
/** One problem a validator found (ajv's error object). */
export interface WebhookValidationProblem {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A compiled validator: a type guard that keeps the problems of its last call in \`errors\`. */
export interface WebhookValidator<T> {
  (value: unknown): value is T;
  errors?: WebhookValidationProblem[] | null;
}

${events
  .map(
    (event) =>
      `${docComment([`Validates the body of a \`${event.name}\` webhook against the ${event.body.typeName} schema.`])}export declare const ${validatorName(event.body.typeName)}: WebhookValidator<${event.body.typeName}>;`,
  )
  .join("\n\n")}
`;
}

export function renderWebhookValidators(code: string): string {
  return `${banner}\n${code}`;
}

export function renderWebhooks(events: WebhookEvent[]): string {
  const types = events.map((event) => event.body.typeName);
  const validators = types.map(validatorName);
  const table = events.map(
    (event) =>
      `${docComment([`\`${event.name}\`: ${event.summary}`, event.description], "  ")}  ${objectKey(event.type)}: { name: ${literal(event.name)}, operationId: ${literal(event.operationId)}, body: ${literal(event.body.typeName)}, summary: ${literal(event.summary)}, headers: ${literal(event.headers.map((header) => header.name))} },`,
  );
  const cases = events.map(
    (event) => `    case ${literal(event.type)}:
      return checked(body, ${validatorName(event.body.typeName)}, ${literal(event.type)});`,
  );
  return `${banner}
${types.length > 0 ? `import type { ${[...types].sort().join(", ")} } from "./http/types.js";\n` : ""}import { ${["type WebhookValidator", ...[...validators].sort()].join(", ")} } from "./webhook-validators.js";

/**
 * A webhook's body: one of the spec's webhook events, told apart by \`type\`. A body whose \`type\` is none of
 * these is refused by parseWebhookEvent, not passed on as an unknown member: a receiver that handles the events it
 * knows and is handed one it does not would act on a body it cannot read (as openai-node refuses).
 */
export type WebhookEvent = ${types.length > 0 ? types.join(" | ") : "never"};

/** The \`type\` of each webhook event, in the spec's order. */
export const webhookEventTypes = ${literal(events.map((event) => event.type))} as const;

/** Each webhook event by its \`type\`: its name in the spec, operationId, body type, summary and delivery headers. */
export const webhookEvents = {
${table.join("\n")}
} as const;

/** The first problem a validator found, as a sentence naming where it is. */
function checked<T>(body: object, validate: WebhookValidator<T>, type: string): T {
  if (validate(body)) return body;
  const problem = validate.errors?.[0];
  const where = problem?.instancePath ? problem.instancePath.slice(1).replaceAll("/", ".") : "body";
  throw new Error(\`The \${type} webhook's \${where} \${problem?.message ?? "does not match its schema"}.\`);
}

/**
 * Reads a webhook's decoded JSON body as its event: the body must be an object whose \`type\` is one of
 * webhookEventTypes, and must hold to that event's schema (required fields, types, bounds; fields the spec does
 * not name are kept). Throws an Error naming the first problem.
 */
export function parseWebhookEvent(json: unknown): WebhookEvent {
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw new Error("A webhook's body must be a JSON object.");
  }
  const body: object = json;
  const type = (json as { type?: unknown }).type;
  switch (type) {
${cases.join("\n")}
    default:
      throw new Error(
        \`A webhook's type must be one of \${webhookEventTypes.join(", ")}; this one is \${JSON.stringify(type)?.slice(0, 80) ?? "absent"}.\`,
      );
  }
}
`;
}
