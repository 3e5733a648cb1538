// Reads specs/asyncapi.yaml (parsed by @asyncapi/parser, $refs into openapi.yaml resolved) into the model
// the real-time templates render: stream URLs, limits, messages in channel order, and the error table.
import type { AsyncAPIDocumentInterface } from "@asyncapi/parser";

export interface StreamServer {
  name: string;
  url: string;
  description: string;
}

export interface StreamMessage {
  /** The message's key in the channel, such as `config`. */
  name: string;
  title: string;
  summary: string;
  /** `client` for frames the client sends (the service receives them), `server` for frames it receives. */
  sender: "client" | "server";
  contentType: string;
  /**
   * The name of the frame's type and validator: the payload schema's title, or the message's `x-sdk-type-name`
   * for a frame without a payload schema (binary audio).
   */
  payloadTitle: string;
  /** The payload schema with the parser's bookkeeping removed (`{}` without one); JSON messages are validated against it. */
  payloadSchema: Record<string, unknown>;
  /** The payload's description, or the message's for a frame without a payload schema: the type's doc comment. */
  description: string | undefined;
  /** The one value a fixed text frame can hold (a `const`, or a one-value `enum`), such as end of audio's `""`. */
  constant: string | undefined;
}

export interface StreamErrorCode {
  errorCode: number;
  errorType: string;
  closeCode: number;
  kind: string;
  description: string;
}

export interface StreamModel {
  title: string;
  version: string;
  servers: StreamServer[];
  limits: Record<string, number>;
  messages: StreamMessage[];
  errorCodes: StreamErrorCode[];
  fallbackErrorKind: string;
}

type Json = Record<string, unknown>;

/** Removes the `x-parser-*` keys the parser adds, so the schemas are the ones written in the spec. */
export function withoutParserKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutParserKeys);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !key.startsWith("x-parser-"))
      .map(([key, child]) => [key, withoutParserKeys(child)]),
  );
}

export function buildStreamModel(document: AsyncAPIDocumentInterface): StreamModel {
  const raw = document.json() as unknown as Json;
  const channels = document.channels().all();
  if (channels.length !== 1) throw new Error("specs/asyncapi.yaml: expected exactly one channel");
  const channel = channels[0];
  if (!channel) throw new Error("specs/asyncapi.yaml: no channel");
  const address = channel.address() ?? "";
  const defaultContentType = document.defaultContentType() ?? "application/json";

  const senderOf = new Map<string, "client" | "server">();
  for (const operation of document.operations().all()) {
    for (const message of operation.messages().all()) {
      const name = message.id();
      const sender = operation.action() === "receive" ? "client" : "server";
      const previous = senderOf.get(name);
      if (previous && previous !== sender)
        throw new Error(`specs/asyncapi.yaml: message ${name} is both sent and received`);
      senderOf.set(name, sender);
    }
  }

  const messages: StreamMessage[] = channel
    .messages()
    .all()
    .map((message) => {
      const name = message.id();
      const payload = message.payload();
      const payloadSchema = (withoutParserKeys(payload?.json()) ?? {}) as Json;
      const messageJson = message.json() as Json;
      const payloadTitle = payload ? payloadSchema.title : messageJson["x-sdk-type-name"];
      if (typeof payloadTitle !== "string")
        throw new Error(`specs/asyncapi.yaml: message ${name} needs a titled payload, or x-sdk-type-name without one`);
      const description = payload ? payloadSchema.description : message.description();
      const values = payloadSchema.enum;
      const constant =
        payloadSchema.const ?? (Array.isArray(values) && values.length === 1 ? (values[0] as unknown) : undefined);
      const sender = senderOf.get(name);
      if (!sender) throw new Error(`specs/asyncapi.yaml: message ${name} has no send or receive operation`);
      return {
        name,
        title: message.title() ?? name,
        summary: message.summary() ?? "",
        sender,
        contentType: message.contentType() ?? defaultContentType,
        payloadTitle,
        payloadSchema,
        description: typeof description === "string" ? description : undefined,
        constant: typeof constant === "string" ? constant : undefined,
      };
    });

  const streamErrors = raw["x-stream-errors"] as Json | undefined;
  if (!streamErrors || !Array.isArray(streamErrors.codes)) {
    throw new Error("specs/asyncapi.yaml: x-stream-errors must list the error codes");
  }
  const channelJson = channel.json() as Json;
  const limits = (channelJson["x-limits"] ?? {}) as Record<string, number>;
  const info = document.info();
  return {
    title: info.title(),
    version: info.version(),
    servers: document
      .servers()
      .all()
      .map((server) => ({
        name: server.id(),
        url: `${server.protocol()}://${server.host()}${server.pathname() ?? ""}${address}`,
        description: server.description() ?? "",
      })),
    limits: Object.fromEntries(Object.entries(limits).map(([key, value]) => [key, Number(value)])),
    messages,
    errorCodes: (streamErrors.codes as Json[]).map((code) => ({
      errorCode: Number(code["error-code"]),
      errorType: String(code["error-type"]),
      closeCode: Number(code["close-code"]),
      kind: String(code.kind),
      description: String(code.description ?? ""),
    })),
    fallbackErrorKind: String(streamErrors["fallback-kind"]),
  };
}
