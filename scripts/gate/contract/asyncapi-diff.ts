// The streaming contract: each AsyncAPI operation's `action` says which way its messages travel (the document
// describes the server: `receive` is a client frame, `send` a server frame). Client frames may only widen;
// server frames may only narrow or gain optional fields, and a new server frame is no break, because the
// contract tells clients to report a frame they do not know and carry on.
import { record } from "@stt-service/spec-documents";
import { streamOperationLink } from "../../lib/site-anchors.js";
import type { SpecContext } from "./openapi-diff.js";
import { compareSchema } from "./schema-diff.js";
import { judgeRemoval } from "./sunset.js";
import type { DocumentSet, Json, Located, SpecFile, Subject } from "./types.js";

const file: SpecFile = "specs/asyncapi.yaml";

interface Message {
  name: string;
  node: Located;
  /** Where its deprecation is said: the message, or else the operation that carries it. */
  deprecation: unknown;
  clientSends: boolean;
  subject: Subject;
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function messages(documents: DocumentSet): Map<string, Message> {
  const found = new Map<string, Message>();
  const operations = documents.child(documents.root(file), "operations");
  for (const [operationId, value] of Object.entries(record(operations.value))) {
    const operation = record(value);
    const channelRef = text(record(operation.channel).$ref);
    const channel = channelRef.split("/").at(-1) ?? "";
    const clientSends = operation.action === "receive";
    const list = Array.isArray(operation.messages) ? operation.messages : [];
    list.forEach((_, index) => {
      const node = documents.child(operations, operationId, "messages", index);
      const message = record(node.value);
      const name = text(message.name) || node.pointer.split("/").at(-1) || String(index);
      found.set(`${clientSends ? "client" : "server"}:${name}`, {
        name,
        node,
        deprecation: message.deprecated === true ? message : operation,
        clientSends,
        subject: {
          label: `${clientSends ? "client frame" : "server frame"} \`${name}\` (${operationId})`,
          spec: file,
          link: streamOperationLink(channel, clientSends ? "receive" : "send", operationId),
        },
      });
    });
  }
  return found;
}

export function compareStream(ctx: SpecContext): void {
  const baseChannels = record(record(ctx.base.root(file).value).channels);
  const headChannels = record(record(ctx.head.root(file).value).channels);
  compareChannelAddresses(ctx, baseChannels, headChannels);
  compareChannelLimits(ctx, baseChannels, headChannels);
  compareOperationActions(ctx);
  compareMessages(ctx);
}

function compareChannelAddresses(ctx: SpecContext, baseChannels: Json, headChannels: Json): void {
  // A new address is a new URL to connect to.
  for (const [name, value] of Object.entries(baseChannels)) {
    const before = text(record(value).address);
    const now = headChannels[name];
    const after = text(record(now).address);
    if (now !== undefined && before === after) continue;
    ctx.add(
      {
        file,
        pointer: `/channels/${name}${now === undefined ? "" : "/address"}`,
        touches: "client-frame",
        breaking: true,
        reason:
          now === undefined
            ? `The channel ${name} (${before}) is removed: clients cannot connect to it.`
            : `The channel ${name} moves from ${before} to ${after}: clients connect to the old address.`,
      },
      { label: `channel ${name}`, spec: file },
    );
  }
}

// A limit the SDK takes as its own default (specs/README.md) is not a bound clients keep within: changing
// it changes what every session does that relies on the default.
const sdkDefaultLimits: Record<string, string> = {
  "keepalive-interval-seconds": "the SDK's default keepalive period (`keepaliveIntervalMs`)",
};

/**
 * The channel's x-limits are the session's timing and length (config, idle, keepalive, session): clients
 * plan within them, so a limit that shrinks, or one that appears, cuts off a client that kept the old one.
 */
function compareChannelLimits(ctx: SpecContext, baseChannels: Json, headChannels: Json): void {
  for (const [name, value] of Object.entries(baseChannels)) {
    if (headChannels[name] === undefined) continue;
    const limitsBefore = record(record(value)["x-limits"]);
    const limitsAfter = record(record(headChannels[name])["x-limits"]);
    for (const limit of new Set([...Object.keys(limitsBefore), ...Object.keys(limitsAfter)])) {
      const before = limitsBefore[limit];
      const after = limitsAfter[limit];
      if (before === after) continue;
      const sdkDefault = sdkDefaultLimits[limit];
      if (sdkDefault) {
        ctx.add(
          {
            file,
            pointer: `/channels/${name}/x-limits/${limit}`,
            touches: "sdk-behaviour",
            breaking: true,
            reason: `${limit} changes from ${String(before)} to ${String(after)}: it is ${sdkDefault}, so sessions that rely on the default behave otherwise${typeof after === "number" && typeof limitsAfter["idle-timeout-seconds"] === "number" && after >= limitsAfter["idle-timeout-seconds"] ? ", and idle ones now pass the idle time-out and are closed" : ""}.`,
          },
          { label: `channel ${name}`, spec: file },
        );
        continue;
      }
      const shrinks = typeof before === "number" && typeof after === "number" ? after < before : after !== undefined;
      ctx.add(
        {
          file,
          pointer: `/channels/${name}/x-limits/${limit}`,
          touches: "client-frame",
          breaking: shrinks,
          reason:
            before === undefined
              ? `A new limit ${limit}: ${String(after)}: a client that kept none may pass it and be cut off.`
              : after === undefined
                ? `The limit ${limit} (${String(before)}) is lifted: what clients did within it still works.`
                : shrinks
                  ? `The limit ${limit} shrinks from ${String(before)} to ${String(after)}: a client that kept the old one is cut off.`
                  : `The limit ${limit} grows from ${String(before)} to ${String(after)}: what clients did within the old one still works.`,
        },
        { label: `channel ${name}`, spec: file },
      );
    }
  }
}

/** A flipped action turns a client frame into a server frame or the other way round. */
function compareOperationActions(ctx: SpecContext): void {
  const baseOperations = record(record(ctx.base.root(file).value).operations);
  const headOperations = record(record(ctx.head.root(file).value).operations);
  for (const [operationId, value] of Object.entries(baseOperations)) {
    const before = record(value).action;
    const after = record(headOperations[operationId]).action;
    if (headOperations[operationId] === undefined || before === after) continue;
    ctx.add(
      {
        file,
        pointer: `/operations/${operationId}/action`,
        touches: before === "receive" ? "client-frame" : "server-frame",
        breaking: true,
        reason: `The action of ${operationId} flips from ${String(before)} to ${String(after)}: its messages now travel the other way.`,
      },
      { label: `operation ${operationId}`, spec: file },
    );
  }
}

function compareMessages(ctx: SpecContext): void {
  const before = messages(ctx.base);
  const after = messages(ctx.head);
  for (const [key, message] of before) {
    const touches = message.clientSends ? "client-frame" : "server-frame";
    const now = after.get(key);
    if (!now) {
      // A message whose operation flipped its action was reported above.
      const flipped = after.has(`${message.clientSends ? "server" : "client"}:${message.name}`);
      if (flipped) continue;
      const removal = judgeRemoval(
        `The ${message.clientSends ? "client" : "server"} frame \`${message.name}\``,
        message.deprecation,
        ctx.today,
        message.clientSends ? "clients that send it get an error frame" : "clients waiting for it never get it",
      );
      ctx.add({ file, pointer: message.node.pointer, touches, ...removal }, message.subject);
      continue;
    }
    compareKeptMessage(ctx, message, now);
  }
  for (const [key, message] of after) {
    if (before.has(key) || before.has(`${message.clientSends ? "server" : "client"}:${message.name}`)) continue;
    ctx.add(
      {
        file,
        pointer: message.node.pointer,
        touches: message.clientSends ? "client-frame" : "server-frame",
        breaking: false,
        reason: message.clientSends
          ? `A new client frame \`${message.name}\`: the server accepts it; clients may send it.`
          : `A new server frame \`${message.name}\`: the contract tells clients to report a frame they do not know and carry on.`,
      },
      message.subject,
    );
  }
}

/** A message both sides have: its content type, deprecation, payload title (the SDK's type name) and schema. */
function compareKeptMessage(ctx: SpecContext, message: Message, now: Message): void {
  const touches = message.clientSends ? "client-frame" : "server-frame";
  const b = record(message.node.value);
  const h = record(now.node.value);
  if (text(b.contentType) !== text(h.contentType)) {
    ctx.add(
      {
        file,
        pointer: `${now.node.pointer}/contentType`,
        touches,
        breaking: true,
        reason: `The frame's content type changes from ${text(b.contentType) || "the default"} to ${text(h.contentType) || "the default"}: it is sent ${text(h.contentType) === "application/octet-stream" ? "as binary" : "differently"}.`,
      },
      now.subject,
    );
  }
  if (b.deprecated !== true && h.deprecated === true) {
    ctx.add(
      {
        file,
        pointer: now.node.pointer,
        touches,
        breaking: false,
        reason: `Deprecated${h["x-sunset"] ? ` with sunset ${text(h["x-sunset"])}` : ""}: it still works.`,
      },
      now.subject,
    );
  }
  if (b.payload !== undefined && h.payload !== undefined) {
    const basePayload = ctx.base.child(message.node, "payload");
    const headPayload = ctx.head.child(now.node, "payload");
    const baseTitle = text(record(basePayload.value).title);
    const headTitle = text(record(headPayload.value).title);
    if (baseTitle !== headTitle) {
      ctx.add(
        {
          file,
          pointer: `${headPayload.pointer}/title`,
          touches: "sdk-surface",
          breaking: true,
          reason: `The frame's payload title, which names its SDK type, changes from \`${baseTitle}\` to \`${headTitle}\`: code that names the old type no longer compiles.`,
        },
        now.subject,
      );
    }
    compareSchema(
      {
        ...ctx,
        direction: message.clientSends ? "send" : "receive",
        touches,
        emit: (finding) => ctx.add(finding, now.subject),
      },
      basePayload,
      headPayload,
    );
  } else if ((b.payload === undefined) !== (h.payload === undefined)) {
    ctx.add(
      {
        file,
        pointer: `${now.node.pointer}/payload`,
        touches,
        breaking: true,
        reason: `The frame's payload schema is ${b.payload === undefined ? "added" : "removed"}: its shape changes.`,
      },
      now.subject,
    );
  }
}
