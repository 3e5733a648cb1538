// packages/sdk/src/generated/realtime/messages.ts and validators.d.ts: the streaming messages as TypeScript types (modelina,
// wire names kept), the unions of each direction, a type guard per message and the classifier of server
// frames; channel.ts: stream URLs, limits and the message table.
import type { StreamMessage, StreamModel } from "../../../../model/types.js";
import type { StreamCode } from "../../code/compiled.js";
import { banner, commentText, docComment, literal } from "../partials.js";

/** The type of a frame that is not JSON: binary audio, or a fixed text frame. */
function nonJsonType(message: StreamMessage): string {
  if (message.format === "binary") return "ArrayBuffer | ArrayBufferView | Blob";
  return message.constant !== undefined ? literal(message.constant) : "string";
}

function guard(message: StreamMessage): string {
  const type = message.typeName;
  const docs = docComment([`Whether a value is a valid \`${message.name}\` frame: ${message.summary}`]);
  const check =
    message.format === "json"
      ? // Frames the client sends are held to the spec by ajv (the mock reports what is wrong with them);
        // frames the server sends get the compact guards, which is all the client bundle carries.
        `${message.checkName}(value)`
      : message.format === "binary"
        ? `value instanceof ArrayBuffer || ArrayBuffer.isView(value) || (typeof Blob !== "undefined" && value instanceof Blob)`
        : message.constant !== undefined
          ? `value === ${literal(message.constant)}`
          : 'typeof value === "string"';
  return `${docs}export function is${type}(value: unknown): value is ${type} {
  return ${check};
}`;
}

export function renderStreamMessages(model: StreamModel, code: StreamCode): string {
  // Each declaration comes whole from the code step: its doc comment (the schema's description, @deprecated)
  // and `export` included.
  const declared = code.declarations.map((declaration) => declaration.code.trim());
  const nonJsonDeclared = model.messages
    .filter((message) => message.format !== "json")
    .map((message) => `${docComment([message.description])}export type ${message.typeName} = ${nonJsonType(message)};`);
  const clientMessages = model.messages.filter((m) => m.sender === "client");
  const serverMessages = model.messages.filter((m) => m.sender === "server");
  const validators = clientMessages
    .filter((m) => m.format === "json")
    .map((m) => m.checkName)
    .sort();
  return `${banner}
import { ${validators.join(", ")} } from "./validators.js";

${[...declared, ...nonJsonDeclared].join("\n\n")}

/** Every frame the client sends. */
export type ClientMessage = ${clientMessages.map((m) => m.typeName).join(" | ")};

/** Every frame the server sends. */
export type ServerMessage = ${serverMessages.map((m) => m.typeName).join(" | ")};

${model.messages.map(guard).join("\n\n")}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

${code.guards.functions}

/** A server frame with the name of its message. */
export type ClassifiedServerMessage =
${serverMessages.map((m) => `  | { name: ${literal(m.name)}; message: ${m.typeName} }`).join("\n")};

/**
 * Tells which message a parsed server frame is, trying them in the channel's order (first match wins);
 * undefined for a frame that matches none, which the caller reports rather than crashes on.
 */
export function classifyServerMessage(value: unknown): ClassifiedServerMessage | undefined {
${serverMessages.map((m) => `  if (${m.checkName}(value)) return { name: ${literal(m.name)}, message: value };`).join("\n")}
  return undefined;
}
`;
}

export function renderStreamValidatorTypes(model: StreamModel): string {
  const json = model.messages.filter((m) => m.format === "json");
  return `${banner}
import type { ${json
    .map((m) => m.typeName)
    .sort()
    .join(", ")} } from "./messages.js";

/** One problem a validator found (ajv's error object). */
export interface ValidationProblem {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A compiled validator: a type guard that keeps the problems of its last call in \`errors\`. */
export interface MessageValidator<T> {
  (value: unknown): value is T;
  errors?: ValidationProblem[] | null;
}

${json.map((m) => `${docComment([`Validates a \`${m.name}\` frame against the ${m.typeName} schema.`])}export declare const validate${m.typeName}: MessageValidator<${m.typeName}>;`).join("\n\n")}
`;
}

export function renderStreamValidators(code: StreamCode): string {
  return `${banner}\n${code.validators}`;
}

export function renderStreamChannel(model: StreamModel): string {
  const config = model.messages.find((message) => message.name === "config");
  const deprecatedClientMessages = Object.fromEntries(
    model.messages
      .filter((message) => message.sender === "client" && message.deprecation !== null)
      .map((message) => [message.name, message.deprecation]),
  );
  const limits = Object.entries(model.limits).map(
    ([name, value]) => `export const ${model.limitConstants[name]} = ${value};`,
  );
  const limitMembers = Object.keys(model.limits).map((name) => `${name}: ${model.limitConstants[name]}`);
  const messages = model.messages.map(
    (m) =>
      `  ${m.name}: { sender: ${literal(m.sender)}, contentType: ${literal(m.contentType)}, payload: ${literal(m.typeName)}, title: ${literal(m.title)} },`,
  );
  return `${banner}

/** ${commentText(`${model.title} ${model.version}`)}: the servers of the spec. The first is the default stream URL. */
export const streamServers = ${literal(model.servers)} as const;

/** The servers' URLs alone, in the same order: what the client quotes, without the descriptions in its bundle. */
export const streamServerUrls = ${literal(model.servers.map((server) => server.url))} as const;

export const defaultStreamUrl = ${literal(model.defaultStreamUrl)};

/**
 * The session's timing (\`x-limits\` of the channel): a constant each, so that a bundle keeps the ones its code
 * reads (a bundler keeps every property of an object it keeps), and all of them as one object.
 */
${limits.join("\n")}

export const streamLimits = { ${limitMembers.join(", ")} } as const;

/** Every message of the channel, in the spec's order, with who sends it and how it travels. */
export const streamMessages = {
${messages.join("\n")}
} as const;

export type StreamMessageName = keyof typeof streamMessages;

/** The options the config message takes, from the contract: \`connect()\` refuses any other. */
export const configMessageKeys = ${literal(model.configKeys)} as const;

/** \`deprecated: true\` with \`x-sunset\`: the day it goes, and what to use instead (\`x-deprecated-use\`). */
export interface StreamDeprecation {
  readonly sunset: string;
  readonly use: string | null;
}

/** The config message's deprecated fields, by wire name: the client warns once per process when it sends one. */
export const deprecatedConfigFields: Readonly<Record<string, StreamDeprecation>> = ${literal(config?.deprecatedFields ?? {})};

/** The deprecated messages a client sends, by name: the client warns once per process when it sends one. */
export const deprecatedClientMessages: Readonly<Record<string, StreamDeprecation>> = ${literal(deprecatedClientMessages)};
`;
}
