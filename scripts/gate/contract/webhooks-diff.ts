// The webhooks (OpenAPI 3.1 root `webhooks`), judged from the receiver's side: the service sends the request
// and the receiver reads it, so a webhook's body and headers are judged as a response is. Removing or retyping
// a field the receiver reads, making a required one optional, a value it was never promised (an enum that
// gains one): breaking. A new webhook, a new optional field, a field made always present: not breaking.
import { escapePointerToken, record } from "@stt-service/spec-documents";
import type { SpecContext } from "./openapi-diff.js";
import { compareSchema, type Finding } from "./schema-diff.js";
import { judgeRemoval } from "./sunset.js";
import type { DocumentSet, Json, Located, SpecFile, Subject, Touches } from "./types.js";

const file: SpecFile = "specs/openapi.yaml";
const touches: Touches = "webhook-delivery";
const methods = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

interface Webhook {
  /** The webhook's name, the key under `webhooks` (such as `transcription.completed`). */
  name: string;
  method: string;
  node: Located;
  value: Json;
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function webhooks(documents: DocumentSet): Webhook[] {
  const root = record(documents.root(file).value);
  if (root.webhooks === undefined) return [];
  const all = documents.child(documents.root(file), "webhooks");
  const found: Webhook[] = [];
  for (const name of Object.keys(record(all.value))) {
    // A webhook may be a `$ref` to a path item (components/pathItems): followed.
    const item = documents.resolve(documents.child(all, name));
    for (const method of methods) {
      if (record(item.value)[method] === undefined) continue;
      const node = documents.child(item, method);
      found.push({ name, method, node, value: record(node.value) });
    }
  }
  return found;
}

function subjectOf(webhook: Webhook): Subject {
  const operationId = text(webhook.value.operationId);
  return { label: `webhook ${webhook.name}${operationId ? ` (${operationId})` : ""}`, spec: file };
}

/** A webhook's header parameters by their names in lower case (HTTP's header names are case-insensitive). */
function headers(documents: DocumentSet, webhook: Webhook): Map<string, Located> {
  const found = new Map<string, Located>();
  const list = webhook.value.parameters;
  for (let index = 0; index < (Array.isArray(list) ? list.length : 0); index++) {
    const node = documents.resolve(documents.child(webhook.node, "parameters", index));
    const parameter = record(node.value);
    if (parameter.in === "header") found.set(text(parameter.name).toLowerCase(), node);
  }
  return found;
}

interface WebhookPair {
  ctx: SpecContext;
  b: Webhook;
  h: Webhook;
  subject: Subject;
  add: (finding: Omit<Finding, "file" | "touches">) => void;
}

/** What the receiver reads, as a response's schema is compared: the direction is "receive". */
function compareReceived(pair: WebhookPair, base: Located, head: Located): void {
  const { ctx, subject } = pair;
  compareSchema({ ...ctx, direction: "receive", touches, emit: (finding) => ctx.add(finding, subject) }, base, head);
}

function compareMethod({ b, h, add }: WebhookPair): void {
  if (b.method === h.method) return;
  add({
    pointer: h.node.pointer,
    breaking: true,
    reason: `The webhook ${h.name} is sent with ${h.method.toUpperCase()} instead of ${b.method.toUpperCase()}: receivers route the method they were told.`,
  });
}

function compareHeaders(pair: WebhookPair): void {
  const { ctx, b, h, add } = pair;
  const baseHeaders = headers(ctx.base, b);
  const headHeaders = headers(ctx.head, h);
  for (const [lower, before] of baseHeaders) {
    const name = text(record(before.value).name);
    const after = headHeaders.get(lower);
    if (!after) {
      add({
        pointer: `${h.node.pointer}/parameters`,
        breaking: true,
        reason: `The header ${name} is no longer sent: receivers that read it (to verify the delivery) get nothing.`,
      });
      continue;
    }
    if (record(before.value).required === true && record(after.value).required !== true) {
      add({
        pointer: after.pointer,
        breaking: true,
        reason: `The header ${name} is no longer always sent: receivers that read it may find it missing.`,
      });
    }
    if (record(before.value).schema !== undefined && record(after.value).schema !== undefined) {
      compareReceived(pair, ctx.base.child(before, "schema"), ctx.head.child(after, "schema"));
    }
  }
  for (const [lower, after] of headHeaders) {
    if (baseHeaders.has(lower)) continue;
    add({
      pointer: after.pointer,
      breaking: false,
      reason: `A header ${text(record(after.value).name)} is added: receivers ignore headers they do not know.`,
    });
  }
}

function compareBody(pair: WebhookPair): void {
  const { ctx, b, h, add } = pair;
  const baseBody = b.value.requestBody === undefined ? undefined : ctx.base.child(b.node, "requestBody");
  const headBody = h.value.requestBody === undefined ? undefined : ctx.head.child(h.node, "requestBody");
  if (!baseBody || !headBody) {
    if (baseBody || headBody) {
      add({
        pointer: (headBody ?? baseBody)?.pointer ?? h.node.pointer,
        breaking: true,
        reason: baseBody
          ? "The webhook's body is removed: receivers that read it get nothing."
          : "The webhook gains a body its receivers were never promised.",
      });
    }
    return;
  }
  const baseContent = record(record(baseBody.value).content);
  const headContent = record(record(headBody.value).content);
  for (const type of Object.keys(headContent)) {
    if (type in baseContent) continue;
    add({
      pointer: `${headBody.pointer}/content/${escapePointerToken(type)}`,
      breaking: true,
      reason: `The body may be sent as ${type}: receivers do not know how to read it.`,
    });
  }
  for (const type of Object.keys(baseContent)) {
    if (!(type in headContent)) {
      // The service chooses what it sends: one type fewer is a subset of what receivers read already.
      const left = Object.keys(headContent).length > 0;
      add({
        pointer: `${headBody.pointer}/content`,
        breaking: !left,
        reason: left
          ? `The body is no longer sent as ${type}: receivers get one of the types they read already.`
          : `The body is no longer sent as ${type}, and as no other type: receivers get nothing they can read.`,
      });
      continue;
    }
    const baseMedia = ctx.base.child(baseBody, "content", type);
    const headMedia = ctx.head.child(headBody, "content", type);
    if (record(baseMedia.value).schema !== undefined && record(headMedia.value).schema !== undefined) {
      compareReceived(pair, ctx.base.child(baseMedia, "schema"), ctx.head.child(headMedia, "schema"));
    }
  }
}

export function compareWebhooks(ctx: SpecContext): void {
  const headWebhooks = webhooks(ctx.head);
  const matched = new Set<Webhook>();
  for (const b of webhooks(ctx.base)) {
    // Matched by name: it is the event's type receivers dispatch on, so a webhook renamed is one removed.
    const h = headWebhooks.find((candidate) => candidate.name === b.name && !matched.has(candidate));
    if (!h) {
      const removal = judgeRemoval(
        `The webhook ${b.name}`,
        b.value,
        ctx.today,
        "receivers waiting for it are never called again",
      );
      ctx.add({ file, pointer: b.node.pointer, touches, ...removal }, subjectOf(b));
      continue;
    }
    matched.add(h);
    const subject = subjectOf(h);
    const pair: WebhookPair = {
      ctx,
      b,
      h,
      subject,
      add: (finding) => ctx.add({ file, touches, ...finding }, subject),
    };
    compareMethod(pair);
    compareHeaders(pair);
    compareBody(pair);
  }
  for (const h of headWebhooks) {
    if (matched.has(h)) continue;
    ctx.add(
      {
        file,
        pointer: h.node.pointer,
        touches,
        breaking: false,
        reason: `A new webhook ${h.name}: it is sent only to receivers that ask for it; nothing that existed changes.`,
      },
      subjectOf(h),
    );
  }
}
