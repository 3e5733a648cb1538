// Reading what the server sends: each frame parsed and classified as a message of the contract, or set
// aside as unknown with the reason; error frames made into their error kinds, without the key. Nothing
// here throws on what a server sends, however malformed or deeply nested.

import { excerpt, redactText, redactValue } from "../core/redaction.js";
import type { ServiceError } from "../core/service-error.js";
import { errorKindForStreamCode, ServiceAPIError } from "../generated/errors.js";
import {
  type ClassifiedServerMessage,
  classifyServerMessage,
  type ErrorMessage,
} from "../generated/realtime/messages.js";

/** A frame that is not JSON or matches no message: reported, then ignored. */
export interface UnknownFrame {
  name: "unknown";
  frame: unknown;
  reason: string;
}

export function readFrame(data: unknown): ClassifiedServerMessage | UnknownFrame {
  if (typeof data !== "string") return { name: "unknown", frame: data, reason: "a binary frame from the server" };
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return { name: "unknown", frame: data, reason: "a text frame that is not JSON" };
  }
  return (
    classifyServerMessage(frame) ?? {
      name: "unknown",
      frame,
      reason: "a frame that matches no message of the contract",
    }
  );
}

/**
 * What tsc prints when a switch over the server messages has no case for one: a message added to
 * specs/asyncapi.yaml joins the generated union after `npm run generate`, and `unhandledMessage(read)` at the end
 * of the switch stops compiling until the message has its case. Only `never`, what is left once every message
 * has its case, is assignable to this sentence, so a complete switch compiles and tsc's error quotes it.
 */
export type ServerMessageWithoutCase =
  "this server message of specs/asyncapi.yaml has no case in this switch: add its case above";

/**
 * The frame and reason of a message the switch had no case for, reported as the `unknown` event. Only code
 * that skipped tsc reaches it (a bundler strips types without checking them), and the message still reaches
 * users with its payload, as an unknown frame from a newer server does.
 */
export function unhandledMessage(read: ServerMessageWithoutCase): { frame: unknown; reason: string } {
  const { name, message } = read as unknown as ClassifiedServerMessage;
  return { frame: message, reason: `a ${String(name)} message, which this version of the SDK does not handle` };
}

/** The error kind of an error frame (`x-stream-errors`), every text of it bounded and without the key. */
export function streamError(message: ErrorMessage, secrets: readonly string[]): ServiceError {
  const Kind = errorKindForStreamCode(message.error_code);
  const { error_code: code, error_type: type, error_message: text, request_id: requestId } = message;
  return new Kind(`The stream failed: ${code} ${excerpt(type, secrets)}: ${excerpt(text, secrets, 2000)}`, {
    status: code,
    errorType: redactText(type, secrets),
    requestId: requestId === undefined ? undefined : redactText(requestId, secrets),
    body: redactValue(message, secrets),
  });
}

/** A close, for error messages: its code, and its reason (a server may echo the key in it). */
export function describeClose(code: number, reason: string, secrets: readonly string[]): string {
  return `close code ${code}${reason ? `: ${excerpt(reason, secrets)}` : ""}`;
}

/** What the client makes of an exception it did not expect while it handled what the server sent. */
export function unhandled(thrown: unknown, secrets: readonly string[]): ServiceError {
  return new ServiceAPIError(
    `The client could not handle what the server sent: ${redactText(String((thrown as Error)?.message ?? thrown), secrets)}`,
  );
}
