// The HTTP contract: operations (matched by method and path, or by operationId when the path moved), their
// parameters, bodies, responses, headers and security, and what the SDK makes of them (operationId, tag,
// x-sdk-method).
import { escapePointerToken, record } from "@stt-service/spec-documents";
import { httpOperationLink } from "../../lib/site-anchors.js";
import { compareSchema, type Finding } from "./schema-diff.js";
import { judgeRemoval } from "./sunset.js";
import type { DocumentSet, Json, Located, SpecFile, Subject } from "./types.js";

const file: SpecFile = "specs/openapi.yaml";
const methods = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

export interface SpecContext {
  base: DocumentSet;
  head: DocumentSet;
  today: string;
  add: (finding: Finding, subject: Subject) => void;
}

/** A path as the wire sees it: its parameters' names are the spec's, the URLs are the same whatever they are. */
function routeOf(path: string): string {
  return path.replace(/\{[^}]*\}/g, "{}");
}

interface Operation {
  key: string;
  /** The method and the path with its parameters unnamed: what a request is sent to. */
  route: string;
  method: string;
  path: string;
  node: Located;
  value: Json;
}

function operations(documents: DocumentSet): Operation[] {
  const found: Operation[] = [];
  const paths = documents.child(documents.root(file), "paths");
  for (const path of Object.keys(record(paths.value))) {
    const item = documents.child(paths, path);
    for (const method of methods) {
      const value = record(item.value)[method];
      if (value === undefined) continue;
      const node = documents.child(item, method);
      found.push({
        key: `${method.toUpperCase()} ${path}`,
        route: `${method.toUpperCase()} ${routeOf(path)}`,
        method,
        path,
        node,
        value: record(node.value),
      });
    }
  }
  return found;
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function subjectOf(operation: Operation): Subject {
  const operationId = text(operation.value.operationId);
  const tag = text((operation.value.tags as unknown[] | undefined)?.[0]);
  return {
    label: `${operation.key}${operationId ? ` (${operationId})` : ""}`,
    spec: file,
    link: operationId && tag ? httpOperationLink(tag, operationId) : undefined,
  };
}

/** The security alternatives of an operation, its own or the document's, each as a sorted text. */
function security(documents: DocumentSet, operation: Operation): string[] {
  const own = operation.value.security;
  const alternatives = Array.isArray(own) ? own : ((record(documents.root(file).value).security as unknown[]) ?? []);
  return (Array.isArray(alternatives) ? alternatives : []).map((alternative) =>
    Object.keys(record(alternative)).sort().join(" + "),
  );
}

/**
 * What identifies a parameter on the wire: a path parameter by its place in the path (its name is the spec's
 * alone), a header by its name in any case (HTTP's header names are case-insensitive), others by name.
 */
function parameterKey(parameter: Json, path: string): string {
  const place = text(parameter.in);
  const name = text(parameter.name);
  if (place === "path") {
    const index = [...path.matchAll(/\{([^}]*)\}/g)].findIndex((match) => match[1] === name);
    return index < 0 ? `path:${name}` : `path:#${index}`;
  }
  return `${place}:${place === "header" ? name.toLowerCase() : name}`;
}

/** A parameter as a reader names it: `The query parameter \`limit\``. */
function parameterLabel(parameter: Located): string {
  const value = record(parameter.value);
  return `The ${text(value.in)} parameter \`${text(value.name)}\``;
}

/** The parameters of an operation: its path item's, overridden by its own (as OpenAPI says). */
function parameters(documents: DocumentSet, operation: Operation): Map<string, Located> {
  const found = new Map<string, Located>();
  const item = documents.child(documents.root(file), "paths", operation.path);
  for (const owner of [item, operation.node]) {
    const list = record(owner.value).parameters;
    for (let index = 0; index < (Array.isArray(list) ? list.length : 0); index++) {
      const node = documents.child(owner, "parameters", index);
      found.set(parameterKey(record(node.value), operation.path), node);
    }
  }
  return found;
}

/** What one operation's comparisons share: the operation before and after, and where findings go. */
interface OperationPair {
  ctx: SpecContext;
  b: Operation;
  h: Operation;
  subject: Subject;
  add: (finding: Omit<Finding, "file">) => void;
}

function compareOperation(ctx: SpecContext, b: Operation, h: Operation): void {
  const subject = subjectOf(h);
  const pair: OperationPair = { ctx, b, h, subject, add: (finding) => ctx.add({ file, ...finding }, subject) };
  compareOperationNames(pair);
  compareSecurity(pair);
  compareParameters(pair);
  compareRequestBody(pair);
  compareResponses(pair);
}

/** Where it is, what the SDK calls it and how it pages: a change is a break for the SDK's users. */
function compareOperationNames({ b, h, add }: OperationPair): void {
  const sdk = (what: string, before: unknown, after: unknown, consequence: string) => {
    if (before === after) return;
    add({
      pointer: `${h.node.pointer}`,
      touches: "sdk-surface",
      breaking: true,
      reason: `${what} changes from ${JSON.stringify(before ?? null)} to ${JSON.stringify(after ?? null)}: ${consequence}`,
    });
  };

  if (b.route !== h.route) {
    add({
      pointer: h.node.pointer,
      touches: "http-request",
      breaking: true,
      reason: `${text(h.value.operationId)} moves from ${b.key} to ${h.key}: requests to the old method and path fail.`,
    });
  }
  sdk(
    "The operationId",
    b.value.operationId,
    h.value.operationId,
    "the SDK names its method and types after it, so code calling the old name no longer compiles.",
  );
  sdk(
    "The tag",
    (b.value.tags as unknown[] | undefined)?.[0],
    (h.value.tags as unknown[] | undefined)?.[0],
    "the tag is the SDK's resource (`client.<tag>.…`), so code calling the old one no longer compiles.",
  );
  sdk(
    "`x-sdk-method`",
    b.value["x-sdk-method"],
    h.value["x-sdk-method"],
    "it is the SDK method's name, so code calling the old one no longer compiles.",
  );
  const pagingBefore = JSON.stringify(b.value["x-sdk-pagination"] ?? null);
  const pagingAfter = JSON.stringify(h.value["x-sdk-pagination"] ?? null);
  if (pagingBefore !== pagingAfter) {
    add({
      pointer: `${h.node.pointer}/x-sdk-pagination`,
      touches: "sdk-surface",
      breaking: true,
      reason: `\`x-sdk-pagination\` changes from ${pagingBefore} to ${pagingAfter}: the SDK method's return type and the way it pages change with it.`,
    });
  }
  // Added, it adds a query to the React package; changed or removed, the until-done query stops at other statuses
  // or is gone.
  const pollBefore = b.value["x-sdk-poll"];
  const pollAfter = JSON.stringify(h.value["x-sdk-poll"] ?? null);
  if (pollBefore !== undefined && JSON.stringify(pollBefore) !== pollAfter) {
    add({
      pointer: `${h.node.pointer}/x-sdk-poll`,
      touches: "sdk-surface",
      breaking: true,
      reason: `\`x-sdk-poll\` changes from ${JSON.stringify(pollBefore)} to ${pollAfter}: the React package's until-done query ${pollAfter === "null" ? "is gone" : "polls until other statuses"}.`,
    });
  }
  if (b.value.deprecated !== true && h.value.deprecated === true) {
    const sunset = text(h.value["x-sunset"]);
    add({
      pointer: h.node.pointer,
      touches: "http-request",
      breaking: false,
      reason: `Deprecated${sunset ? ` with sunset ${sunset}` : " without an x-sunset date"}: it still works; clients are told to move off it.`,
    });
  }
}

function compareSecurity({ ctx, b, h, add }: OperationPair): void {
  const baseSecurity = security(ctx.base, b);
  const headSecurity = security(ctx.head, h);
  const lost = baseSecurity.filter((alternative) => !headSecurity.includes(alternative));
  if (lost.length > 0) {
    add({
      pointer: `${h.node.pointer}/security`,
      touches: "http-request",
      breaking: true,
      reason: `Security no longer accepts ${lost.map((alternative) => alternative || "no credentials").join(", ")}: clients authenticating that way are refused.`,
    });
  } else if (headSecurity.length > baseSecurity.length) {
    add({
      pointer: `${h.node.pointer}/security`,
      touches: "http-request",
      breaking: false,
      reason: "Security accepts another way to authenticate; the old ones still work.",
    });
  }
}

/** Parameters, by where they go and their name. */
function compareParameters({ ctx, b, h, subject, add }: OperationPair): void {
  const baseParameters = parameters(ctx.base, b);
  const headParameters = parameters(ctx.head, h);
  for (const [key, baseParameter] of baseParameters) {
    const headParameter = headParameters.get(key);
    const name = parameterLabel(baseParameter);
    if (!headParameter) {
      const removal = judgeRemoval(name, baseParameter.value, ctx.today, "clients that send it are refused or ignored");
      add({ pointer: baseParameter.pointer, touches: "http-request", ...removal });
      continue;
    }
    const before = record(baseParameter.value);
    const after = record(headParameter.value);
    if (before.required !== true && after.required === true) {
      add({
        pointer: headParameter.pointer,
        touches: "http-request",
        breaking: true,
        reason: `${name} becomes required: requests without it are rejected.`,
      });
    }
    if (before.deprecated !== true && after.deprecated === true) {
      add({
        pointer: headParameter.pointer,
        touches: "http-request",
        breaking: false,
        reason: `${name} is deprecated${after["x-sunset"] ? ` with sunset ${text(after["x-sunset"])}` : ""}: it still works.`,
      });
    }
    if (before.schema !== undefined && after.schema !== undefined) {
      compareSchema(
        { ...ctx, direction: "send", touches: "http-request", emit: (finding) => ctx.add(finding, subject) },
        ctx.base.child(baseParameter, "schema"),
        ctx.head.child(headParameter, "schema"),
      );
    }
  }
  for (const [key, headParameter] of headParameters) {
    if (baseParameters.has(key)) continue;
    const required = record(headParameter.value).required === true;
    const label = parameterLabel(headParameter).replace(/^The /, "");
    add({
      pointer: headParameter.pointer,
      touches: "http-request",
      breaking: required,
      reason: required
        ? `A required ${label} is added: requests without it are rejected.`
        : `An optional ${label} is added.`,
    });
  }
}

function compareRequestBody({ ctx, b, h, subject, add }: OperationPair): void {
  const baseBody = record(b.value).requestBody === undefined ? undefined : ctx.base.child(b.node, "requestBody");
  const headBody = record(h.value).requestBody === undefined ? undefined : ctx.head.child(h.node, "requestBody");
  if (baseBody && !headBody) {
    add({
      pointer: `${h.node.pointer}/requestBody`,
      touches: "http-request",
      breaking: true,
      reason: "The request body is removed: clients that send one are refused.",
    });
  } else if (!baseBody && headBody) {
    const required = record(headBody.value).required === true;
    add({
      pointer: headBody.pointer,
      touches: "http-request",
      breaking: required,
      reason: required
        ? "A required request body is added: requests without one are rejected."
        : "An optional request body is added.",
    });
  } else if (baseBody && headBody) {
    if (record(baseBody.value).required !== true && record(headBody.value).required === true) {
      add({
        pointer: headBody.pointer,
        touches: "http-request",
        breaking: true,
        reason: "The request body becomes required: requests without one are rejected.",
      });
    }
    compareContent(ctx, subject, baseBody, headBody, "send");
  }
}

/** Responses, by status. */
function compareResponses({ ctx, b, h, subject, add }: OperationPair): void {
  const baseResponses = ctx.base.child(b.node, "responses");
  const headResponses = ctx.head.child(h.node, "responses");
  for (const status of Object.keys(record(baseResponses.value))) {
    const pointer = `${headResponses.pointer}/${escapePointerToken(status)}`;
    if (!(status in record(headResponses.value))) {
      const success = status.startsWith("2");
      add({
        pointer,
        touches: "http-response",
        breaking: success,
        reason: success
          ? `The ${status} response is removed: clients that handle it get another status.`
          : `The ${status} response is removed: clients no longer receive it.`,
      });
      continue;
    }
    compareResponse(ctx, subject, ctx.base.child(baseResponses, status), ctx.head.child(headResponses, status));
  }
  for (const status of Object.keys(record(headResponses.value))) {
    if (status in record(baseResponses.value)) continue;
    const success = status.startsWith("2");
    add({
      pointer: `${headResponses.pointer}/${escapePointerToken(status)}`,
      touches: "http-response",
      breaking: success,
      reason: success
        ? `A ${status} response is added: clients expect the success statuses they know.`
        : `A ${status} response is added: clients raise it as the error kind x-error-kinds maps it to.`,
    });
  }
}

function compareContent(
  ctx: SpecContext,
  subject: Subject,
  base: Located,
  head: Located,
  direction: "send" | "receive",
): void {
  const touches = direction === "send" ? "http-request" : "http-response";
  const baseContent = record(record(base.value).content);
  const headContent = record(record(head.value).content);
  for (const type of Object.keys(baseContent)) {
    const pointer = `${head.pointer}/content/${escapePointerToken(type)}`;
    if (!(type in headContent)) {
      ctx.add(
        {
          file,
          pointer,
          touches,
          breaking: true,
          reason:
            direction === "send"
              ? `The content type ${type} is no longer accepted: clients sending it are refused.`
              : `The content type ${type} is no longer answered: clients that parse it get another one.`,
        },
        subject,
      );
      continue;
    }
    const baseMedia = ctx.base.child(base, "content", type);
    const headMedia = ctx.head.child(head, "content", type);
    if (record(baseMedia.value).schema !== undefined && record(headMedia.value).schema !== undefined) {
      compareSchema(
        { ...ctx, direction, touches, emit: (finding) => ctx.add(finding, subject) },
        ctx.base.child(baseMedia, "schema"),
        ctx.head.child(headMedia, "schema"),
      );
    }
  }
  for (const type of Object.keys(headContent)) {
    if (type in baseContent) continue;
    ctx.add(
      {
        file,
        pointer: `${head.pointer}/content/${escapePointerToken(type)}`,
        touches,
        breaking: direction === "receive",
        reason:
          direction === "send"
            ? `The content type ${type} is also accepted.`
            : `The content type ${type} may be answered: clients do not know how to read it.`,
      },
      subject,
    );
  }
}

/** A response's headers by their names in lower case (HTTP's header names are case-insensitive). */
function headerNames(response: Located): Map<string, string> {
  return new Map(Object.keys(record(record(response.value).headers)).map((name) => [name.toLowerCase(), name]));
}

function compareResponse(ctx: SpecContext, subject: Subject, base: Located, head: Located): void {
  const baseHeaders = headerNames(base);
  const headHeaders = headerNames(head);
  for (const [lower, name] of baseHeaders) {
    const headName = headHeaders.get(lower);
    const pointer = `${head.pointer}/headers/${escapePointerToken(headName ?? name)}`;
    if (headName === undefined) {
      ctx.add(
        {
          file,
          pointer,
          touches: "http-response",
          breaking: true,
          reason: `The response header ${name} is removed: clients that read it get nothing.`,
        },
        subject,
      );
      continue;
    }
    const before = ctx.base.child(base, "headers", name);
    const after = ctx.head.child(head, "headers", headName);
    if (record(before.value).required === true && record(after.value).required !== true) {
      ctx.add(
        {
          file,
          pointer,
          touches: "http-response",
          breaking: true,
          reason: `The response header ${name} is no longer always sent.`,
        },
        subject,
      );
    }
    if (record(before.value).schema !== undefined && record(after.value).schema !== undefined) {
      compareSchema(
        { ...ctx, direction: "receive", touches: "http-response", emit: (finding) => ctx.add(finding, subject) },
        ctx.base.child(before, "schema"),
        ctx.head.child(after, "schema"),
      );
    }
  }
  for (const [lower, name] of headHeaders) {
    if (baseHeaders.has(lower)) continue;
    ctx.add(
      {
        file,
        pointer: `${head.pointer}/headers/${escapePointerToken(name)}`,
        touches: "http-response",
        breaking: false,
        reason: `A response header ${name} is added.`,
      },
      subject,
    );
  }
  compareContent(ctx, subject, base, head, "receive");
}

export function compareOperations(ctx: SpecContext): void {
  const headOperations = operations(ctx.head);
  const matched = new Set<Operation>();
  for (const b of operations(ctx.base)) {
    const h =
      headOperations.find((candidate) => candidate.route === b.route) ??
      headOperations.find(
        (candidate) => b.value.operationId !== undefined && candidate.value.operationId === b.value.operationId,
      );
    if (!h) {
      const removal = judgeRemoval(
        `The operation ${b.key}`,
        b.value,
        ctx.today,
        "clients calling it get 404, and the SDK method is gone",
      );
      ctx.add({ file, pointer: b.node.pointer, touches: "http-request", ...removal }, subjectOf(b));
      continue;
    }
    matched.add(h);
    compareOperation(ctx, b, h);
  }
  for (const h of headOperations) {
    if (matched.has(h)) continue;
    ctx.add(
      {
        file,
        pointer: h.node.pointer,
        touches: "http-request",
        breaking: false,
        reason: `A new operation ${h.key}: nothing that existed changes.`,
      },
      subjectOf(h),
    );
  }
}
