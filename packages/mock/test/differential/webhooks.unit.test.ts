// One contract, one verdict, for webhook deliveries: the server mock (`startMocks()`) and the in-process handlers
// (`createMockHandlers()`) play the same scenarios, each to a receiver of its own on 127.0.0.1, and must deliver
// alike: the same event type and body (ids aside, each the one its own mock made), valid against the contract's
// event schemas, the same headers, and signatures that node:crypto verifies with each mock's own secret. Each
// step waits for the receiver's request, never for a time.
import { getResponse, RequestHandler } from "msw";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSchemaValidator } from "#test-support/schema-validator.js";
import { loadSpecDocuments, nodeAt, specFiles } from "#test-support/spec-documents.js";
import { wavBytes } from "#test-support/wav-fixtures.js";
import { createMockHandlers, type MockHandlers } from "../../src/msw/handlers.js";
import { type RunningMocks, startMocks } from "../../src/node/start.js";
import { type ReceivedWebhook, signedWith, startWebhookReceiver, type WebhookReceiver } from "../webhook-receiver.js";

const handlersBaseUrl = "https://api.stt-service.dev/v1";
const documents = loadSpecDocuments();
const validator = createSchemaValidator(documents);

let mocks: RunningMocks;
let handlers: MockHandlers;
beforeAll(async () => {
  // Transcriptions end at once in both (the handlers without a clock do), and retries wait 5 ms.
  mocks = await startMocks({
    speed: Number.POSITIVE_INFINITY,
    minProcessingMs: 0,
    webhookRetryScale: 0.001,
    onLog: () => {},
  });
  handlers = createMockHandlers({ webhookRetryScale: 0.001, onLog: () => {} });
});
afterAll(async () => {
  handlers?.close();
  await mocks?.stop();
});

type Send = (target: string, init: RequestInit) => Promise<Response>;

const sides: Record<"server" | "handlers", () => Send> = {
  server: () => (target, init) => fetch(`${mocks.httpUrl}${target}`, init),
  // Through MSW's own resolution, without patching the process's fetch (the delivery's fetch is the real one).
  handlers: () => async (target, init) => {
    const httpHandlers = handlers.filter((handler): handler is RequestHandler => handler instanceof RequestHandler);
    const response = await getResponse(httpHandlers, new Request(`${handlersBaseUrl}${target}`, init));
    if (!response) throw new Error(`the handlers did not answer ${init.method} ${target}`);
    return response;
  },
};

interface Scenario {
  name: string;
  /** What the receiver answers, in turn (then 204). */
  answers: number[];
  /** Rotate the key's secret before the create: two signatures. */
  rotate?: boolean;
  fields: Record<string, unknown>;
  /** The event the contract says it ends in. */
  type: "transcription.completed" | "transcription.failed";
}

const scenarios: Scenario[] = [
  {
    name: "a completed transcription",
    answers: [],
    fields: { client_reference_id: "diff-1" },
    type: "transcription.completed",
  },
  {
    name: "a failed transcription",
    answers: [],
    fields: { client_reference_id: "mock:error:internal_error" },
    type: "transcription.failed",
  },
  { name: "a 500, then the same delivery again", answers: [500], fields: {}, type: "transcription.completed" },
  {
    name: "after a rotation, signed with both secrets",
    answers: [],
    rotate: true,
    fields: {},
    type: "transcription.completed",
  },
  {
    name: "audio from a URL, answered with a stand-in audio",
    answers: [],
    fields: { file_id: undefined, audio_url: "https://storage.example.com/calls/support-call.wav" },
    type: "transcription.completed",
  },
  {
    name: "audio from a URL that never resolves (.invalid)",
    answers: [],
    fields: { file_id: undefined, audio_url: "https://storage.example.invalid/calls/support-call.wav" },
    type: "transcription.failed",
  },
];

interface Played {
  created: { id: string; file_id: string };
  secrets: string[];
  webhooks: ReceivedWebhook[];
}

async function play(send: Send, scenario: Scenario, receiver: WebhookReceiver, apiKey: string): Promise<Played> {
  const headers = { authorization: `Bearer ${apiKey}` };
  const json = async (target: string, init: RequestInit = {}) =>
    (await send(target, { ...init, headers: { ...headers, ...init.headers } })).json();
  const secrets = [(await json("/webhooks/secret")).secret as string];
  if (scenario.rotate) secrets.push((await json("/webhooks/secret/rotate", { method: "POST" })).secret as string);
  const form = new FormData();
  form.append("file", new Blob([wavBytes(1)], { type: "audio/wav" }), "call.wav");
  const file = await json("/files", { method: "POST", body: form });
  const created = await json("/transcriptions", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      file_id: file.file_id,
      model: "stt-async-v3",
      enable_speaker_diarization: false,
      webhook_url: `${receiver.origin}/hooks`,
      ...scenario.fields,
    }),
  });
  const webhooks: ReceivedWebhook[] = [];
  for (let index = 0; index <= scenario.answers.length; index++) webhooks.push(await receiver.request(index));
  return { created, secrets, webhooks };
}

/** What must agree between the two mocks: the ids each mock made become their names. */
function comparable({ created, webhooks }: Played) {
  return webhooks.map((webhook) => ({
    path: webhook.path,
    contentType: webhook.headers["content-type"],
    signatures: String(webhook.headers["webhook-signature"]).split(" ").length,
    sameIdAsFirst: webhook.headers["webhook-id"] === webhooks[0]?.headers["webhook-id"],
    body: JSON.parse(
      webhook.body
        .replaceAll(created.id, "<transcription id>")
        .replaceAll(created.file_id, "<file id>")
        .replace(/"timestamp":"[^"]+"/, '"timestamp":"<timestamp>"'),
    ),
  }));
}

/** Why one mock's deliveries are not what the contract says, or none. */
function problemsOf({ created, secrets, webhooks }: Played): string[] {
  const problems: string[] = [];
  for (const webhook of webhooks) {
    const event = JSON.parse(webhook.body) as { type: string; data: { id: string } };
    const schema = event.type === "transcription.failed" ? "TranscriptionFailedEvent" : "TranscriptionCompletedEvent";
    const pointer = `/components/schemas/${schema}`;
    const node = nodeAt(documents, specFiles.openapi, pointer) ?? null;
    problems.push(...validator.problems({ file: specFiles.openapi, pointer, node }, event));
    if (event.data.id !== created.id) problems.push(`the event names ${event.data.id}, not ${created.id}`);
    if (!/^msg_[A-Za-z0-9_-]+$/.test(String(webhook.headers["webhook-id"]))) problems.push("webhook-id malformed");
    if (!/^\d{1,12}$/.test(String(webhook.headers["webhook-timestamp"]))) problems.push("webhook-timestamp malformed");
    for (const secret of secrets) {
      if (!signedWith(secret, webhook)) problems.push(`not signed with ${secret.slice(0, 10)}…`);
    }
  }
  return problems;
}

describe("the server mock and the MSW handlers, on webhook deliveries", () => {
  it.each(scenarios)("deliver alike, as the contract says: $name", async (scenario) => {
    const receivers = await Promise.all([
      startWebhookReceiver(scenario.answers),
      startWebhookReceiver(scenario.answers),
    ]);
    try {
      const apiKey = `diff-webhooks-${scenarios.indexOf(scenario)}`;
      const [server, inProcess] = await Promise.all([
        play(sides.server(), scenario, receivers[0] as WebhookReceiver, apiKey),
        play(sides.handlers(), scenario, receivers[1] as WebhookReceiver, apiKey),
      ]);
      expect(problemsOf(server)).toEqual([]);
      expect(problemsOf(inProcess)).toEqual([]);
      expect(comparable(inProcess)).toEqual(comparable(server));
      expect(server.webhooks).toHaveLength(scenario.answers.length + 1);
      expect(server.webhooks.map((webhook) => JSON.parse(webhook.body).type)).toEqual(
        server.webhooks.map(() => scenario.type),
      );
    } finally {
      await Promise.all(receivers.map((receiver) => receiver.close()));
    }
  });
});
