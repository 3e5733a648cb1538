// Webhook deliveries, checked at the kit's own loopback listener: the key's signing secret (getWebhookSecret),
// then a transcription created with a `webhook_url` there. Its delivery must come (within the transcription's
// time-out, bounded by the run's deadline: a server that never calls fails `webhook.delivery`, it does not
// hang the run), as a POST of JSON with the Standard Webhooks headers, a signature right for the secret
// (checked with node:crypto, webhook-signature.ts), a timestamp near now, and a body valid against the event's
// schema in the spec's `webhooks`. The first delivery is answered 500: the server must try again with the
// same webhook-id, within --webhook-retry-seconds (0 leaves that check out, for a server whose schedule is slow).
import type { CheckContext } from "../context.js";
import type { Exchange } from "../exchange.js";
import { cut, record, show, stringField } from "../json.js";
import type { Delivery, LoopbackListener } from "../loopback-listener.js";
import { defaultWebhookRetrySeconds } from "../options.js";
import { signatureMatches, signingKey, timestampToleranceSeconds } from "../webhook-signature.js";
import { check, createTranscription, expectStatus } from "./state.js";

/**
 * What a delivery's violations show: the create that asked for it (its curl line, to repeat it), then the
 * request the server made to the listener, as it came.
 */
function deliveryEvidence(delivery: Delivery, created: Exchange): string {
  const headers = Object.entries(delivery.headers)
    .filter(([name]) => name.startsWith("webhook-") || name === "content-type")
    .map(([name, value]) => `${name}: ${String(value)}`);
  return `${created.curl}\n← ${delivery.method} ${delivery.path} (answered ${delivery.answered})\n${headers.join("\n")}\n\n${cut(delivery.body.toString("utf8"), 1200)}`;
}

function header(delivery: Delivery, name: string): string | undefined {
  const value = delivery.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** The key's signing secret, as getWebhookSecret answers it (redacted from the report from then on). */
async function signingSecret(context: CheckContext): Promise<string | undefined> {
  const answer = await context.http.call({
    operationId: "getWebhookSecret",
    path: "/webhooks/secret",
    apiKey: context.options.apiKey,
  });
  if (!expectStatus(context, "webhook.secret", answer, 200)) return undefined;
  const secret = stringField(answer.body, "secret");
  if (secret) context.report.addSecret(secret);
  const usable = secret !== undefined && signingKey(secret) !== undefined;
  check(context, "webhook.secret", usable, "the secret is not whsec_ followed by base64", answer);
  return usable ? secret : undefined;
}

export async function checkWebhooks(
  context: CheckContext,
  listener: LoopbackListener,
  model: string,
  fileId: string,
): Promise<void> {
  const secret = await signingSecret(context);
  const { apiKey, webhookRetrySeconds = defaultWebhookRetrySeconds } = context.options;
  const url = listener.webhookUrl(`conformance-${context.runId}`);
  // Answered 500 first, so that the retry can be seen; answered 2xx at once when it is not checked.
  if (webhookRetrySeconds > 0) listener.answerNext(500);
  const created = await createTranscription(
    context,
    {
      file_id: fileId,
      model,
      enable_speaker_diarization: false,
      client_reference_id: `conformance-${context.runId}-webhook`,
      webhook_url: url,
    },
    apiKey,
    "STT_API_KEY",
  );
  if (!expectStatus(context, "webhook.delivery", created, 201)) return;
  const id = stringField(created.body, "id");
  if (!check(context, "webhook.delivery", id !== undefined, "the 201 answer has no id", created) || !id) return;
  context.created.transcriptions.push({ apiKey, keyLabel: "STT_API_KEY", id });
  check(
    context,
    "webhook.delivery",
    record(created.body).webhook_url === url,
    `the transcription's webhook_url is ${show(record(created.body).webhook_url)}, not the ${url} sent`,
    created,
  );

  const withinMs = context.options.transcriptionTimeoutSeconds * 1000;
  const first = await listener.delivery(url, 1, withinMs, context.deadline);
  if (!first) {
    context.report.fail(
      "webhook.delivery",
      `no webhook came to ${url} within ${context.options.transcriptionTimeoutSeconds} s (--transcription-timeout) of creating transcription ${id} with it`,
      created.curl,
    );
    return;
  }
  context.report.pass("webhook.delivery");
  checkDelivery(context, first, secret, id, created);
  if (webhookRetrySeconds === 0) {
    context.notes.push("--webhook-retry-seconds 0: a failed delivery's retry was not checked");
    return;
  }
  const retry = await listener.delivery(url, 2, webhookRetrySeconds * 1000, context.deadline);
  if (!retry) {
    context.report.fail(
      "webhook.retry",
      `the delivery answered 500 was not tried again within ${webhookRetrySeconds} s (--webhook-retry-seconds; 0 leaves this check out)`,
      deliveryEvidence(first, created),
    );
    return;
  }
  const sameId = header(retry, "webhook-id") === header(first, "webhook-id");
  if (sameId) context.report.pass("webhook.retry");
  else
    context.report.fail(
      "webhook.retry",
      `the retry has webhook-id ${show(header(retry, "webhook-id"))}, the first try ${show(header(first, "webhook-id"))}: a receiver cannot tell it is a repeat`,
      deliveryEvidence(retry, created),
    );
  checkDelivery(context, retry, secret, id, created);
}

function checkDelivery(
  context: CheckContext,
  delivery: Delivery,
  secret: string | undefined,
  transcriptionId: string,
  created: Exchange,
): void {
  const { report, contract } = context;
  const evidence = deliveryEvidence(delivery, created);
  const expect = (name: string, ok: boolean, message: string) => {
    if (ok) report.pass(name);
    else report.fail(name, message, evidence);
    return ok;
  };
  const contentType = (header(delivery, "content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  expect("webhook.headers", delivery.method === "POST", `the webhook came as ${delivery.method}, not POST`);
  expect(
    "webhook.headers",
    contentType === "application/json",
    `content-type is ${show(header(delivery, "content-type"))}, not application/json`,
  );

  let body: unknown;
  try {
    body = JSON.parse(delivery.body.toString("utf8"));
  } catch {
    expect("webhook.body", false, "the body is not JSON");
    return;
  }
  const type = stringField(body, "type");
  const webhook = contract.webhooks.find((candidate) => candidate.name === type);
  if (!expect("webhook.body", webhook !== undefined, `type ${show(type)} is none of the spec's webhooks`) || !webhook)
    return;
  const problems = contract.problems(webhook.schemaPointer, body);
  expect("webhook.body", problems.length === 0, `not the ${webhook.name} event: ${problems.slice(0, 5).join("; ")}`);
  const data = record(record(body).data);
  expect(
    "webhook.body",
    data.id === transcriptionId && type === "transcription.completed",
    `a ${show(type)} event about ${show(data.id)}, not transcription.completed about ${transcriptionId}`,
  );

  for (const [name, declared] of webhook.headers) {
    const value = header(delivery, name);
    if (value === undefined) {
      if (declared.required) expect("webhook.headers", false, `the required header ${name} is missing`);
      continue;
    }
    const headerProblems = contract.problems(declared.pointer, value);
    expect("webhook.headers", headerProblems.length === 0, `header ${name}: "${value}" ${headerProblems.join("; ")}`);
  }
  const id = header(delivery, "webhook-id") ?? "";
  const timestamp = header(delivery, "webhook-timestamp") ?? "";
  const seconds = /^\d+$/.test(timestamp) ? Number(timestamp) : Number.NaN;
  const skew = Math.abs(delivery.receivedAt / 1000 - seconds);
  expect(
    "webhook.timestamp",
    skew <= timestampToleranceSeconds,
    `webhook-timestamp ${show(timestamp)} is ${Number.isNaN(skew) ? "not a time" : `${Math.round(skew)} s`} away from when it came; receivers refuse more than ${timestampToleranceSeconds} s`,
  );
  if (secret === undefined) return;
  expect(
    "webhook.signature",
    signatureMatches([secret], id, timestamp, delivery.body, header(delivery, "webhook-signature") ?? ""),
    "no v1 signature in webhook-signature is the HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` keyed with the secret getWebhookSecret answers",
  );
}
