import type { Json } from "@stt-service/spec-documents";
import { clientAction, clientOperationId } from "../lib/site-anchors.js";

// The streaming reference reads from the client's side. AsyncAPI describes the application that owns the
// document, the service: its `receive` operations are what a client sends, its `send` operations what a
// client receives. The reference's readers write clients, so the copy the page is drawn from is the same contract
// seen from the other end: each action flipped, and the verb of each title and id with it (the id is the
// page's anchor, `#/channels/transcribe/operations/sendconfig`). specs/asyncapi.yaml, which the mock and the
// generator read, stays the service's view.

type Action = keyof typeof clientAction;

/** "Receive the config message" (the service's view) → "Send the config message" (the client's). */
export function clientTitle(serviceAction: Action, title: string): string {
  const clientVerb = clientAction[serviceAction] === "send" ? "Send" : "Receive";
  const serviceVerb = serviceAction === "send" ? "Send" : "Receive";
  if (title.startsWith(`${serviceVerb} `)) return `${clientVerb} ${title.slice(serviceVerb.length + 1)}`;
  return `${clientVerb}: ${title}`;
}

const readerNote = [
  "**This page reads from the client's side.** *Send* operations are the frames your client sends,",
  "*Receive* operations the frames it receives, as the SDK's `RealtimeServiceClient` sends and receives them.",
  "The contract, `specs/asyncapi.yaml`, describes the service: there the actions are the other way round.",
].join(" ");

/**
 * The contract's own paragraph on its point of view ("This document describes the service: its `receive`
 * operations are the frames a client sends…"): true of the file, the opposite of this page, so the reader's
 * note takes its place rather than contradicting it two paragraphs later.
 */
const serviceViewParagraph = /^This document describes the service\b/;

/** The client's view of a bundled AsyncAPI 3 document: changed in place, and returned. */
export function clientView(asyncapi: Json): Json {
  if (JSON.stringify(asyncapi).includes('"#/operations/')) {
    // Renaming an operation would break a reference to it; none exists today, and this says when one does.
    throw new Error("asyncapi.yaml refers to an operation by $ref: teach client-view.ts to rename the reference");
  }
  const operations: Record<string, Json> = {};
  for (const [operationId, operation] of Object.entries((asyncapi.operations ?? {}) as Record<string, Json>)) {
    const action = operation.action;
    if (action !== "send" && action !== "receive") {
      throw new Error(`asyncapi operation ${operationId}: action "${String(action)}" is neither send nor receive`);
    }
    operation.title = clientTitle(action, typeof operation.title === "string" ? operation.title : operationId);
    operation.action = clientAction[action];
    operations[clientOperationId(action, operationId)] = operation;
  }
  asyncapi.operations = operations;
  const info = (asyncapi.info ?? {}) as Json;
  const paragraphs = (typeof info.description === "string" ? info.description : "").split(/\n{2,}/);
  info.description = [readerNote, ...paragraphs.filter((paragraph) => !serviceViewParagraph.test(paragraph))]
    .join("\n\n")
    .trimEnd();
  return asyncapi;
}
