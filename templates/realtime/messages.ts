// generated/realtime/messages.ts: the streaming messages as TypeScript types (modelina, wire names kept),
// the unions of each direction, a type guard per message and the classifier of server frames.

import { FrameGuardCompiler } from "../../scripts/generate/frame-guards.js";
import type { StreamMessage, StreamModel } from "../../scripts/generate/stream-model.js";
import { isJsonMessage, validatorName } from "../../scripts/generate/stream-validators.js";
import { banner, docComment, literal } from "../partials.js";

/** A TypeScript declaration of a payload model, as modelina renders it (`interface X {…}` or `type X = …`). */
export interface PayloadDeclaration {
  name: string;
  code: string;
}

/** The type of a payload that is not JSON: binary audio, or a fixed text frame. */
function nonJsonType(message: StreamMessage): string {
  if (message.contentType === "application/octet-stream") return "ArrayBuffer | ArrayBufferView | Blob";
  return message.constant !== undefined ? literal(message.constant) : "string";
}

function guard(message: StreamMessage, frameGuards: FrameGuardCompiler): string {
  const type = message.payloadTitle;
  const docs = docComment([`Whether a value is a valid \`${message.name}\` frame: ${message.summary}`]);
  if (isJsonMessage(message)) {
    // Frames the client sends are held to the spec by ajv (the mock reports what is wrong with them);
    // frames the server sends get the compact guards, which is all the client bundle carries.
    const check = message.sender === "server" ? frameGuards.compileMessage(message) : validatorName(message);
    return `${docs}export function is${type}(value: unknown): value is ${type} {
  return ${check}(value);
}`;
  }
  if (message.contentType === "application/octet-stream") {
    return `${docs}export function is${type}(value: unknown): value is ${type} {
  return value instanceof ArrayBuffer || ArrayBuffer.isView(value) || (typeof Blob !== "undefined" && value instanceof Blob);
}`;
  }
  const constant = message.constant;
  return `${docs}export function is${type}(value: unknown): value is ${type} {
  return ${constant !== undefined ? `value === ${literal(constant)}` : 'typeof value === "string"'};
}`;
}

export function renderStreamMessages(model: StreamModel, declarations: PayloadDeclaration[]): string {
  const nonJson = new Map(model.messages.filter((m) => !isJsonMessage(m)).map((m) => [m.payloadTitle, m] as const));
  const declared = declarations
    .filter((declaration) => !nonJson.has(declaration.name))
    .map((declaration) => `export ${declaration.code.trim()}`);
  const nonJsonDeclared = [...nonJson.values()].map(
    (message) => `${docComment([message.description])}export type ${message.payloadTitle} = ${nonJsonType(message)};`,
  );
  const clientMessages = model.messages.filter((m) => m.sender === "client");
  const serverMessages = model.messages.filter((m) => m.sender === "server");
  const nonJsonServer = serverMessages.find((message) => !isJsonMessage(message));
  if (nonJsonServer)
    throw new Error(`server message ${nonJsonServer.name} is not JSON; the classifier handles JSON only`);
  const validators = clientMessages.filter(isJsonMessage).map(validatorName).sort();
  const declaredTypes = new Set(declarations.map((declaration) => declaration.name));
  const frameGuards = new FrameGuardCompiler(declaredTypes);
  const guards = model.messages.map((message) => guard(message, frameGuards));
  return `${banner}
import { ${validators.join(", ")} } from "./validators.js";

${[...declared, ...nonJsonDeclared].join("\n\n")}

/** Every frame the client sends. */
export type ClientMessage = ${clientMessages.map((m) => m.payloadTitle).join(" | ")};

/** Every frame the server sends. */
export type ServerMessage = ${serverMessages.map((m) => m.payloadTitle).join(" | ")};

${guards.join("\n\n")}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

${frameGuards.render()}

/** A server frame with the name of its message. */
export type ClassifiedServerMessage =
${serverMessages.map((m) => `  | { name: ${literal(m.name)}; message: ${m.payloadTitle} }`).join("\n")};

/**
 * Tells which message a parsed server frame is, trying them in the channel's order (first match wins);
 * undefined for a frame that matches none, which the caller reports rather than crashes on.
 */
export function classifyServerMessage(value: unknown): ClassifiedServerMessage | undefined {
${serverMessages.map((m) => `  if (${frameGuards.compileMessage(m)}(value)) return { name: ${literal(m.name)}, message: value };`).join("\n")}
  return undefined;
}
`;
}

export function renderStreamValidatorTypes(model: StreamModel): string {
  const json = model.messages.filter(isJsonMessage);
  return `${banner}
import type { ${json
    .map((m) => m.payloadTitle)
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

${json.map((m) => `${docComment([`Validates a \`${m.name}\` frame against the ${m.payloadTitle} schema.`])}export declare const ${validatorName(m)}: MessageValidator<${m.payloadTitle}>;`).join("\n\n")}
`;
}

export function renderStreamValidators(code: string): string {
  return `${banner}\n${code}`;
}

function camelKey(key: string): string {
  return key.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

export function renderStreamChannel(model: StreamModel): string {
  const defaultServer = model.servers[0];
  if (!defaultServer) throw new Error("specs/asyncapi.yaml: no server");
  const limits = Object.entries(model.limits).map(([key, value]) => `  ${camelKey(key)}: ${value},`);
  const messages = model.messages.map(
    (m) =>
      `  ${m.name}: { sender: ${literal(m.sender)}, contentType: ${literal(m.contentType)}, payload: ${literal(m.payloadTitle)}, title: ${literal(m.title)} },`,
  );
  return `${banner}

/** ${model.title} ${model.version}: the servers of the spec. The first is the default stream URL. */
export const streamServers = ${literal(model.servers)} as const;

export const defaultStreamUrl = ${literal(defaultServer.url)};

/** The session's timing (\`x-limits\` of the channel). */
export const streamLimits = {
${limits.join("\n")}
} as const;

/** Every message of the channel, in the spec's order, with who sends it and how it travels. */
export const streamMessages = {
${messages.join("\n")}
} as const;

export type StreamMessageName = keyof typeof streamMessages;
`;
}
