// State, as the interface document and the spec describe it: an upload can be read back and is listed, a
// transcription moves from processing to completed and then has its text and tokens, pages end and hold
// each item once, a cursor works, Idempotency-Key replays, and what is deleted answers 404 after.

import type { CheckContext } from "../context.js";
import type { Exchange } from "../exchange.js";
import { boundedJson, cut, type Json, list, record, show, stringField } from "../json.js";
import { evidence } from "./responses.js";

export interface Uploaded {
  fileId: string;
  body: Record<string, unknown>;
}

export function expectStatus(context: CheckContext, check: string, exchange: Exchange, wanted: number): boolean {
  if (exchange.status === wanted) {
    context.report.pass(check);
    return true;
  }
  context.report.fail(
    check,
    `${exchange.request.operationId} answered ${exchange.status}, the contract says ${wanted}`,
    evidence(exchange),
  );
  return false;
}

export function check(context: CheckContext, name: string, ok: boolean, message: string, exchange: Exchange): boolean {
  if (ok) context.report.pass(name);
  else context.report.fail(name, message, evidence(exchange));
  return ok;
}

export async function upload(context: CheckContext, reference: string, idempotencyKey?: string): Promise<Exchange> {
  const { audio } = context.options;
  return context.http.call({
    operationId: "uploadFile",
    path: "/files",
    apiKey: context.options.apiKey,
    headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : undefined,
    form: {
      fields: { client_reference_id: reference },
      file: { name: audio.name, type: "audio/wav", bytes: audio.bytes },
    },
  });
}

/** Uploads a file and checks it reads back and is stored as sent. */
export async function uploadAndReadBack(context: CheckContext, reference: string): Promise<Uploaded | undefined> {
  const idempotencyKey = `conformance-${context.runId}-${reference}`;
  const uploaded = await upload(context, reference, idempotencyKey);
  if (!expectStatus(context, "state.upload", uploaded, 201)) return undefined;
  const body = record(uploaded.body);
  const fileId = stringField(body, "file_id");
  if (fileId === undefined) {
    check(context, "state.upload", false, "the upload's answer has no file_id", uploaded);
    return undefined;
  }
  context.created.files.push({ apiKey: context.options.apiKey, keyLabel: "STT_API_KEY", id: fileId });
  check(
    context,
    "state.upload",
    body.size === context.options.audio.bytes.length,
    `size ${show(body.size)} is not the ${context.options.audio.bytes.length} bytes sent`,
    uploaded,
  );
  check(
    context,
    "state.upload",
    body.client_reference_id === reference,
    `client_reference_id ${show(body.client_reference_id)} is not the "${reference}" sent`,
    uploaded,
  );
  const replay = await upload(context, reference, idempotencyKey);
  if (expectStatus(context, "state.idempotency", replay, 201)) {
    const replayId = record(replay.body).file_id;
    check(
      context,
      "state.idempotency",
      replayId === fileId,
      `the same Idempotency-Key and upload made another file ${show(replayId)} (first: ${fileId})`,
      replay,
    );
    if (replayId !== fileId && typeof replayId === "string" && replayId !== "") {
      context.created.files.push({ apiKey: context.options.apiKey, keyLabel: "STT_API_KEY", id: replayId });
    }
  }
  const read = await context.http.call({
    operationId: "getFile",
    path: `/files/${encodeURIComponent(fileId)}`,
    apiKey: context.options.apiKey,
  });
  if (expectStatus(context, "state.read-back", read, 200)) {
    check(
      context,
      "state.read-back",
      sameJson(read.body, body),
      "getFile answers another object than the upload returned",
      read,
    );
  }
  return { fileId, body };
}

/** Pages through a list one item at a time: each page's cursor must work, and the pages must end and hold each item once. */
export async function pageThrough(
  context: CheckContext,
  operationId: "listFiles" | "listTranscriptions",
  apiKey: string,
  keyLabel: string,
  maxPages = 25,
): Promise<{ ids: string[]; cursors: string[]; complete: boolean }> {
  const itemsKey = operationId === "listFiles" ? "files" : "transcriptions";
  const idKey = operationId === "listFiles" ? "file_id" : "id";
  const path = operationId === "listFiles" ? "/files" : "/transcriptions";
  const ids: string[] = [];
  const seen = new Set<string>();
  const cursors: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < maxPages; page++) {
    const query = cursor === null ? "?limit=1" : `?limit=1&cursor=${encodeURIComponent(cursor)}`;
    const answer = await context.http.call({ operationId, path: `${path}${query}`, apiKey, keyLabel });
    if (!expectStatus(context, "state.pagination", answer, 200)) return { ids, cursors, complete: false };
    const body = record(answer.body);
    const items = list(body[itemsKey]);
    check(
      context,
      "state.pagination",
      items.length <= 1,
      `a page asked with limit=1 holds ${items.length} items`,
      answer,
    );
    // A page may hold any number of items (limit=1 is only asked): a Set keeps the duplicate test linear.
    for (const item of items) {
      const id = stringField(item, idKey) ?? show(record(item)[idKey]);
      check(context, "state.pagination", !seen.has(id), `${id} is on two pages`, answer);
      seen.add(id);
      ids.push(id);
    }
    const next = body.next_page_cursor;
    cursor = typeof next === "string" && next !== "" ? next : null;
    if (cursor === null) return { ids, cursors, complete: true };
    cursors.push(cursor);
  }
  context.notes.push(
    `${operationId}: stopped paging after ${maxPages} pages (the key holds more items than the budget pages through)`,
  );
  return { ids, cursors, complete: false };
}

export async function createTranscription(
  context: CheckContext,
  body: Json,
  apiKey: string,
  keyLabel: string,
  idempotencyKey?: string,
): Promise<Exchange> {
  return context.http.call({
    operationId: "createTranscription",
    path: "/transcriptions",
    apiKey,
    keyLabel,
    json: body,
    headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : undefined,
  });
}

const finalStatuses = new Set(["completed", "error"]);
const order = ["queued", "processing", "completed"];

/** Polls a transcription until it is final, checking that its status only moves forward. */
export async function waitUntilFinal(context: CheckContext, id: string): Promise<Exchange | undefined> {
  const deadline = Date.now() + context.options.transcriptionTimeoutSeconds * 1000;
  const path = `/transcriptions/${encodeURIComponent(id)}`;
  let last = -1;
  let delayMs = 100;
  for (;;) {
    const answer = await context.http.call({
      operationId: "getTranscription",
      path,
      apiKey: context.options.apiKey,
    });
    if (!expectStatus(context, "state.transcription", answer, 200)) return undefined;
    const status = record(answer.body).status;
    // No status to wait on: polling on would only wait out --transcription-timeout.
    if (typeof status !== "string") {
      check(context, "state.transcription", false, "getTranscription answers no status", answer);
      return undefined;
    }
    const rank = order.indexOf(status);
    if (rank >= 0) {
      check(context, "state.transcription", rank >= last, `the status went back to ${status}`, answer);
      last = Math.max(last, rank);
    }
    if (finalStatuses.has(status)) return answer;
    if (Date.now() > deadline) {
      context.report.fail(
        "state.transcription",
        `not completed within ${context.options.transcriptionTimeoutSeconds} s (--transcription-timeout)`,
        evidence(answer),
      );
      return undefined;
    }
    await context.deadline.sleep(delayMs, `transcription ${id} to complete (polling getTranscription)`);
    delayMs = Math.min(delayMs * 2, 2000);
  }
}

/** A completed transcription has its text and tokens; the tokens fall within the audio and make up the text. */
export function checkCompleted(context: CheckContext, answer: Exchange): void {
  const body = record(answer.body);
  if (
    !check(
      context,
      "state.transcription",
      body.status === "completed",
      `the transcription ended ${show(body.status)}: ${show(body.error_message)}`,
      answer,
    )
  )
    return;
  const tokens = Array.isArray(body.tokens) ? body.tokens.map(record) : undefined;
  if (
    !check(
      context,
      "state.transcription",
      typeof body.text === "string" && Array.isArray(tokens),
      "a completed transcription lacks text or tokens",
      answer,
    )
  )
    return;
  const spoken = (tokens ?? []).filter((token) => token.translation_status !== "translation");
  const joined = spoken.map((token) => (typeof token.text === "string" ? token.text : show(token.text))).join("");
  check(
    context,
    "state.transcription",
    joined === body.text,
    `the tokens make up "${cut(joined, 80)}", the text is "${show(body.text, 80)}"`,
    answer,
  );
  const limitMs = context.options.audio.durationMs;
  const late = spoken.find((token) => typeof token.end_ms === "number" && token.end_ms > limitMs);
  check(
    context,
    "state.transcription",
    late === undefined,
    `a token ends at ${show(late?.end_ms)} ms, after the ${limitMs} ms of audio`,
    answer,
  );
  const misordered = spoken.find(
    (token) => typeof token.start_ms === "number" && typeof token.end_ms === "number" && token.start_ms > token.end_ms,
  );
  check(context, "state.transcription", misordered === undefined, "a token starts after it ends", answer);
}

/** Whether two JSON values are the same, false for any too deep to compare. */
function sameJson(a: unknown, b: unknown): boolean {
  const left = boundedJson(a);
  return left !== undefined && left === boundedJson(b);
}
