// The HTTP half in one ordered scenario, because state needs an order: unknown ids on every operation that
// takes one, then upload, list, transcribe with an Idempotency-Key, isolation and negative data while the
// resources exist, then completion, then delete and use after delete. Everything goes through the response checks on the way.

import type { CheckContext } from "../context.js";
import type { Exchange } from "../exchange.js";
import { type Json, list, record, show, stringField } from "../json.js";
import { LoopbackListener } from "../loopback-listener.js";
import { checkAudioUrl } from "./audio-url.js";
import { checkAuthentication, checkTemporaryKeyOverHttp } from "./auth.js";
import { checkCaptions } from "./captions.js";
import { checkFileContent } from "./file-content.js";
import { checkIsolation } from "./isolation.js";
import { checkNegativeData } from "./negative.js";
import { evidence } from "./responses.js";
import {
  check,
  checkCompleted,
  createTranscription,
  expectStatus,
  pageThrough,
  uploadAndReadBack,
  waitUntilFinal,
} from "./state.js";
import { checkUnknownIds } from "./unknown-ids.js";
import { checkWebhooks } from "./webhooks.js";

/** The id of a created transcription, or undefined (and a violation) when the answer has none. */
function createdId(context: CheckContext, check: string, answer: Exchange): string | undefined {
  const id = stringField(answer.body, "id");
  if (id === undefined) context.report.fail(check, "the 201 answer has no id", evidence(answer));
  return id;
}

/** The first async model `GET /models` lists: the kit never assumes a model name. */
async function asyncModel(context: CheckContext): Promise<string | undefined> {
  const answer = await context.http.call({
    operationId: "listModels",
    path: "/models",
    apiKey: context.options.apiKey,
  });
  if (!expectStatus(context, "state.models", answer, 200)) return undefined;
  const found = list(record(answer.body).models).find((model) => record(model).transcription_mode === "async");
  const id = stringField(found, "id");
  if (
    !check(
      context,
      "state.models",
      id !== undefined,
      "GET /models lists no async model (with an id) to transcribe with",
      answer,
    )
  )
    return undefined;
  return id;
}

export async function runHttpChecks(context: CheckContext): Promise<void> {
  const { options } = context;
  await checkAuthentication(context);
  await checkTemporaryKeyOverHttp(context);
  await checkUnknownIds(context);
  const model = await asyncModel(context);
  const first = await uploadAndReadBack(context, `conformance-${options.seed}-a`);
  const second = await uploadAndReadBack(context, `conformance-${options.seed}-b`);
  if (!model || !first || !second) return;

  const files = await pageThrough(context, "listFiles", options.apiKey, "STT_API_KEY");
  if (files.complete) {
    for (const id of [first.fileId, second.fileId]) {
      const count = files.ids.filter((listed) => listed === id).length;
      if (count === 1) context.report.pass("state.pagination");
      else
        context.report.fail(
          "state.pagination",
          `file ${id} is on ${count} pages of listFiles (it exists once)`,
          `listFiles?limit=1, then each next_page_cursor: ${files.ids.join(", ")}`,
        );
    }
  }

  const body = {
    file_id: first.fileId,
    model,
    enable_speaker_diarization: false,
    client_reference_id: `conformance-${options.seed}`,
  };
  const idempotencyKey = `conformance-${context.runId}-transcription`;
  const created = await createTranscription(context, body, options.apiKey, "STT_API_KEY", idempotencyKey);
  if (!expectStatus(context, "state.transcription", created, 201)) return;
  const transcriptionId = createdId(context, "state.transcription", created);
  if (transcriptionId === undefined) return;
  context.created.transcriptions.push({ apiKey: options.apiKey, keyLabel: "STT_API_KEY", id: transcriptionId });
  check(
    context,
    "state.transcription",
    ["queued", "processing", "completed"].includes(show(record(created.body).status)),
    `a new transcription is ${show(record(created.body).status)}`,
    created,
  );

  const replay = await createTranscription(context, body, options.apiKey, "STT_API_KEY", idempotencyKey);
  if (expectStatus(context, "state.idempotency", replay, 201)) {
    const replayId = stringField(replay.body, "id") ?? show(record(replay.body).id);
    if (replayId !== transcriptionId && stringField(replay.body, "id") !== undefined)
      context.created.transcriptions.push({ apiKey: options.apiKey, keyLabel: "STT_API_KEY", id: replayId });
    check(
      context,
      "state.idempotency",
      replayId === transcriptionId,
      `the same Idempotency-Key and body created another transcription ${replayId} (first: ${transcriptionId})`,
      replay,
    );
  }
  const conflicting = await createTranscription(
    context,
    { ...body, client_reference_id: "another-body" },
    options.apiKey,
    "STT_API_KEY",
    idempotencyKey,
  );
  if (expectStatus(context, "state.idempotency", conflicting, 422)) {
    check(
      context,
      "state.idempotency",
      record(conflicting.body).error_type === "idempotency_key_reused",
      "the same key with another body must answer error_type idempotency_key_reused",
      conflicting,
    );
  } else if (conflicting.status === 201) {
    const id = stringField(conflicting.body, "id");
    if (id) context.created.transcriptions.push({ apiKey: options.apiKey, keyLabel: "STT_API_KEY", id });
  }
  await checkConcurrentFirstUse(context, body, options.apiKey);
  const other = await createTranscription(context, { ...body, file_id: second.fileId }, options.apiKey, "STT_API_KEY");
  const otherId = expectStatus(context, "state.transcription", other, 201)
    ? createdId(context, "state.transcription", other)
    : undefined;
  if (otherId) context.created.transcriptions.push({ apiKey: options.apiKey, keyLabel: "STT_API_KEY", id: otherId });

  await checkIsolation(context, {
    fileId: first.fileId,
    transcriptionId,
    model,
    fileCursor: files.cursors[0],
    idempotencyKey,
    idempotentTranscriptionId: transcriptionId,
  });
  await checkNegativeData(context, { file_id: first.fileId, model, enable_speaker_diarization: false });

  const done = await waitUntilFinal(context, transcriptionId);
  if (done) checkCompleted(context, done);
  if (done && record(done.body).status === "completed") await checkCaptions(context, transcriptionId, done);
  await checkFileContent(context, first.fileId, options.audio.bytes, options.audio.name);
  if (otherId) await waitUntilFinal(context, otherId);
  // The kit's listener: the audio for audio_url, and where the webhooks come; closed whatever happens.
  const listener = await LoopbackListener.start(options.audio.bytes);
  try {
    await checkAudioUrl(context, listener, model, second.fileId);
    await checkWebhooks(context, listener, model, second.fileId);
  } finally {
    await listener.close();
  }
  const transcriptions = await pageThrough(context, "listTranscriptions", options.apiKey, "STT_API_KEY");
  if (transcriptions.complete) {
    const missing = [transcriptionId, otherId].filter((id) => id !== undefined && !transcriptions.ids.includes(id));
    if (missing.length === 0) context.report.pass("state.pagination");
    else
      context.report.fail(
        "state.pagination",
        `listTranscriptions's pages leave out ${missing.join(", ")}`,
        `listTranscriptions?limit=1, then each next_page_cursor: ${transcriptions.ids.join(", ")}`,
      );
  }

  await useAfterDelete(context, transcriptionId, first.fileId, model);
}

async function useAfterDelete(
  context: CheckContext,
  transcriptionId: string,
  fileId: string,
  model: string,
): Promise<void> {
  const apiKey = context.options.apiKey;
  const transcription = `/transcriptions/${encodeURIComponent(transcriptionId)}`;
  if (
    expectStatus(
      context,
      "state.delete",
      await context.http.call({ operationId: "deleteTranscription", path: transcription, apiKey }),
      204,
    )
  ) {
    context.created.transcriptions = context.created.transcriptions.filter((entry) => entry.id !== transcriptionId);
    expectStatus(
      context,
      "state.use-after-delete",
      await context.http.call({ operationId: "getTranscription", path: transcription, apiKey }),
      404,
    );
    expectStatus(
      context,
      "state.use-after-delete",
      await context.http.call({ operationId: "deleteTranscription", path: transcription, apiKey }),
      404,
    );
  }
  const file = `/files/${encodeURIComponent(fileId)}`;
  if (
    expectStatus(
      context,
      "state.delete",
      await context.http.call({ operationId: "deleteFile", path: file, apiKey }),
      204,
    )
  ) {
    context.created.files = context.created.files.filter((entry) => entry.id !== fileId);
    expectStatus(
      context,
      "state.use-after-delete",
      await context.http.call({ operationId: "getFile", path: file, apiKey }),
      404,
    );
    const transcribe = await createTranscription(
      context,
      { file_id: fileId, model, enable_speaker_diarization: false },
      apiKey,
      "STT_API_KEY",
    );
    const id = stringField(transcribe.body, "id");
    if (!expectStatus(context, "state.use-after-delete", transcribe, 404) && transcribe.status === 201 && id) {
      context.created.transcriptions.push({ apiKey, keyLabel: "STT_API_KEY", id });
    }
  }
}

/** Deletes what the run created and still exists; a transcription still processing is awaited first. */
export async function cleanUp(context: CheckContext): Promise<string[]> {
  const left: string[] = [];
  for (const entry of context.created.transcriptions) {
    const path = `/transcriptions/${encodeURIComponent(entry.id)}`;
    let answer = await context.http.call({
      operationId: "deleteTranscription",
      path,
      apiKey: entry.apiKey,
      keyLabel: entry.keyLabel,
    });
    for (let attempt = 0; answer.status === 409 && attempt < 20; attempt++) {
      await context.http.deadline.sleep(250 * (attempt + 1), `transcription ${entry.id} to be deletable (409)`);
      answer = await context.http.call({
        operationId: "deleteTranscription",
        path,
        apiKey: entry.apiKey,
        keyLabel: entry.keyLabel,
      });
    }
    if (answer.status !== 204 && answer.status !== 404) left.push(`transcription ${entry.id}`);
  }
  for (const entry of context.created.files) {
    const answer = await context.http.call({
      operationId: "deleteFile",
      path: `/files/${encodeURIComponent(entry.id)}`,
      apiKey: entry.apiKey,
      keyLabel: entry.keyLabel,
    });
    if (answer.status !== 204 && answer.status !== 404) left.push(`file ${entry.id}`);
  }
  return left;
}

/**
 * Three first uses of one Idempotency-Key at once, the way a client's retry can overtake its first try: the
 * spec lets the service answer the first's 201 or 409 `idempotency_key_in_use` while the first is still
 * being handled, but never create a second transcription.
 */
async function checkConcurrentFirstUse(context: CheckContext, body: Json, apiKey: string): Promise<void> {
  const key = `conformance-${context.runId}-concurrent`;
  const answers = await Promise.all(
    [0, 1, 2].map(() => createTranscription(context, body, apiKey, "STT_API_KEY", key)),
  );
  const created = new Set<string>();
  for (const answer of answers) {
    if (answer.status === 201) {
      created.add(stringField(answer.body, "id") ?? show(record(answer.body).id));
      continue;
    }
    check(
      context,
      "state.idempotency",
      answer.status === 409 && record(answer.body).error_type === "idempotency_key_in_use",
      `a request sent at the same time as another with its Idempotency-Key and body answered ${answer.status}: the spec allows the first's 201, or 409 idempotency_key_in_use while the first is handled`,
      answer,
    );
  }
  for (const answer of answers) {
    const id = answer.status === 201 ? stringField(answer.body, "id") : undefined;
    if (id && !context.created.transcriptions.some((entry) => entry.id === id))
      context.created.transcriptions.push({ apiKey, keyLabel: "STT_API_KEY", id });
  }
  const [first] = answers;
  if (first)
    check(
      context,
      "state.idempotency",
      created.size <= 1,
      `three requests sent at once with one Idempotency-Key and body created ${created.size} transcriptions (${[...created].join(", ")})`,
      first,
    );
}
