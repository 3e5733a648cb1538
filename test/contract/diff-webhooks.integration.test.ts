// The gate judges the spec's `webhooks` from the receiver's side: the service sends, the receiver reads, so an
// edit of a webhook's body or headers is decided as a response's would be. Each row edits a one-commit clone's
// working tree and compares it with HEAD (`npm run contract:diff -- --base HEAD`), in both directions.

import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { DiffResult } from "../../scripts/gate/contract/types.js";
import { runGate } from "../../scripts/gate/contract-diff.js";
import { type Doc, oneCommitClone } from "./diff-clone.js";

const clone = oneCommitClone();
afterEach(() => clone.reset());
afterAll(() => clone.remove());

const today = "2026-11-24";
const eventData = "/components/schemas/TranscriptionEventData";
const completedEvent = "/components/schemas/TranscriptionCompletedEvent";

interface Row {
  name: string;
  edit: (openapi: Doc) => void;
  /** The pointer of the webhook-delivery change the edit makes, and whether it breaks receivers. */
  pointer: string;
  breaking: boolean;
  says: RegExp;
}

const schemas = (openapi: Doc) => openapi.components.schemas;
const completedWebhook = (openapi: Doc) => openapi.webhooks["transcription.completed"].post;

const breaking: Row[] = [
  {
    name: "a webhook removed",
    edit: (openapi) => {
      delete openapi.webhooks["transcription.failed"];
    },
    pointer: "/webhooks/transcription.failed/post",
    breaking: true,
    says: /webhook transcription\.failed is removed: receivers waiting for it are never called again/,
  },
  {
    name: "a field of the body removed",
    edit: (openapi) => {
      const data = schemas(openapi).TranscriptionEventData;
      delete data.properties.client_reference_id;
      data.required = data.required.filter((name: string) => name !== "client_reference_id");
    },
    pointer: `${eventData}/properties/client_reference_id`,
    breaking: true,
    says: /`client_reference_id` is removed: clients that read it get nothing/,
  },
  {
    name: "a field of the body retyped",
    edit: (openapi) => {
      schemas(openapi).TranscriptionEventData.properties.id = { type: "integer", description: "A number now." };
    },
    pointer: `${eventData}/properties/id`,
    breaking: true,
    says: /type gains integer/,
  },
  {
    name: "a required field of the body made optional",
    edit: (openapi) => {
      const data = schemas(openapi).TranscriptionEventData;
      data.required = data.required.filter((name: string) => name !== "file_id");
    },
    pointer: `${eventData}/properties/file_id`,
    breaking: true,
    says: /`file_id` is no longer required: clients that read it may find it missing/,
  },
  {
    name: "a value added to a closed enum the receiver reads",
    edit: (openapi) => {
      const type = schemas(openapi).TranscriptionCompletedEvent.properties.type;
      delete type.const;
      type.enum = ["transcription.completed", "transcription.finished"];
    },
    pointer: `${completedEvent}/properties/type`,
    breaking: true,
    says: /gains "transcription\.finished": clients may now receive values they were never promised/,
  },
  {
    name: "a signature header no longer sent",
    edit: (openapi) => {
      const webhook = completedWebhook(openapi);
      webhook.parameters = webhook.parameters.filter(
        (parameter: Doc) => parameter.$ref !== "#/components/parameters/WebhookSignatureHeader",
      );
    },
    pointer: "/webhooks/transcription.completed/post/parameters",
    breaking: true,
    says: /header webhook-signature is no longer sent/,
  },
  {
    name: "a header made optional",
    edit: (openapi) => {
      openapi.components.parameters.WebhookTimestampHeader.required = false;
    },
    pointer: "/components/parameters/WebhookTimestampHeader",
    breaking: true,
    says: /header webhook-timestamp is no longer always sent/,
  },
  {
    name: "the body sent as another content type too",
    edit: (openapi) => {
      const content = completedWebhook(openapi).requestBody.content;
      content["application/cbor"] = { schema: content["application/json"].schema };
    },
    pointer: "/webhooks/transcription.completed/post/requestBody/content/application~1cbor",
    breaking: true,
    says: /may be sent as application\/cbor: receivers do not know how to read it/,
  },
  {
    name: "a webhook sent with another method",
    edit: (openapi) => {
      const item = openapi.webhooks["transcription.completed"];
      item.put = item.post;
      delete item.post;
    },
    pointer: "/webhooks/transcription.completed/put",
    breaking: true,
    says: /sent with PUT instead of POST/,
  },
];

const notBreaking: Row[] = [
  {
    name: "a new webhook",
    edit: (openapi) => {
      openapi.webhooks["transcription.queued"] = structuredClone(openapi.webhooks["transcription.completed"]);
      openapi.webhooks["transcription.queued"].post.operationId = "transcriptionQueued";
    },
    pointer: "/webhooks/transcription.queued/post",
    breaking: false,
    says: /A new webhook transcription\.queued/,
  },
  {
    name: "an optional field added to the body",
    edit: (openapi) => {
      schemas(openapi).TranscriptionEventData.properties.language = { type: "string", maxLength: 16 };
    },
    pointer: `${eventData}/properties/language`,
    breaking: false,
    says: /A field `language` is added \(optional\)/,
  },
  {
    name: "an optional field of the body made required",
    edit: (openapi) => {
      schemas(openapi).TranscriptionEventData.required.push("audio_url");
    },
    pointer: `${eventData}/properties/audio_url`,
    breaking: false,
    says: /`audio_url` is now always present/,
  },
  {
    name: "a value added to an open enum (the status receivers already treat as open)",
    edit: (openapi) => {
      schemas(openapi).TranscriptionStatus.anyOf[0].enum.push("cancelled");
    },
    pointer: "/components/schemas/TranscriptionStatus",
    breaking: false,
    says: /open enum gains "cancelled"/,
  },
  {
    name: "a header added",
    edit: (openapi) => {
      completedWebhook(openapi).parameters.push({
        name: "webhook-attempt",
        in: "header",
        required: true,
        schema: { type: "string", maxLength: 4 },
      });
    },
    pointer: "/webhooks/transcription.completed/post/parameters/3",
    breaking: false,
    says: /header webhook-attempt is added: receivers ignore headers they do not know/,
  },
];

function gate(): DiffResult {
  return runGate({ root: clone.dir, base: "HEAD", today });
}

function expectRow(row: Row): DiffResult {
  clone.edit(({ openapi }) => row.edit(openapi));
  const result = gate();
  const change = result.changes.find(
    (candidate) =>
      candidate.touches === "webhook-delivery" &&
      candidate.file === "specs/openapi.yaml" &&
      candidate.pointer === row.pointer &&
      candidate.breaking === row.breaking &&
      row.says.test(candidate.reason),
  );
  expect(change, `${row.pointer} in\n${JSON.stringify(result.changes, null, 1)}`).toBeDefined();
  expect(change?.subjects.some((subject) => subject.label.startsWith("webhook transcription."))).toBe(true);
  return result;
}

describe("contract:diff judges webhook edits from the receiver's side", () => {
  it.each(breaking)("breaks receivers: $name", (row) => {
    const result = expectRow(row);
    expect(result.failing.some((change) => change.touches === "webhook-delivery")).toBe(true);
  });

  it.each(notBreaking)("leaves receivers working: $name", (row) => {
    const result = expectRow(row);
    expect(result.changes.filter((change) => change.breaking)).toEqual([]);
    expect(result.failing).toEqual([]);
  });

  it("finds nothing in the webhooks when they are not edited", () => {
    expect(gate().changes).toEqual([]);
  });

  it("passes the working tree against the last release: its webhooks are new, nothing a receiver had changes", () => {
    const result = runGate({ root: ".", today });
    expect(result.failing).toEqual([]);
    const webhooks = result.changes.filter((change) => change.touches === "webhook-delivery");
    expect(webhooks.map((change) => change.pointer).sort()).toEqual([
      "/webhooks/transcription.completed/post",
      "/webhooks/transcription.failed/post",
    ]);
    expect(webhooks.every((change) => !change.breaking)).toBe(true);
  });
});
