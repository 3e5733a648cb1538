// Isolation with a second key: it can neither see, read, delete nor transcribe what the first key made, nor
// use the first key's cursors or idempotency keys.
import { type CheckContext, secondKeyLabel } from "../context.js";
import { stringField } from "../json.js";
import { check, createTranscription, expectStatus, pageThrough } from "./state.js";

export interface FirstKeyResources {
  fileId: string;
  transcriptionId: string;
  model: string;
  /** A cursor the first key was handed for listFiles. */
  fileCursor?: string;
  idempotencyKey: string;
  /** The first key's transcription that idempotency key created. */
  idempotentTranscriptionId: string;
}

export async function checkIsolation(context: CheckContext, first: FirstKeyResources): Promise<void> {
  const key = context.options.secondApiKey;
  if (!key) {
    context.notes.push("isolation: not run; give --second-api-key (STT_SECOND_API_KEY) to check it");
    return;
  }
  const as2 = { apiKey: key, keyLabel: secondKeyLabel };
  const files = await pageThrough(context, "listFiles", key, secondKeyLabel);
  if (files.ids.includes(first.fileId)) {
    context.report.fail(
      "isolation",
      `the second key lists the first key's file ${first.fileId}`,
      `listFiles with $${secondKeyLabel}`,
    );
  } else context.report.pass("isolation");
  const transcriptions = await pageThrough(context, "listTranscriptions", key, secondKeyLabel);
  if (transcriptions.ids.includes(first.transcriptionId)) {
    context.report.fail(
      "isolation",
      `the second key lists the first key's transcription ${first.transcriptionId}`,
      `listTranscriptions with $${secondKeyLabel}`,
    );
  } else context.report.pass("isolation");
  const fileId = encodeURIComponent(first.fileId);
  const transcriptionId = encodeURIComponent(first.transcriptionId);
  expectStatus(
    context,
    "isolation",
    await context.http.call({ operationId: "getFile", path: `/files/${fileId}`, ...as2 }),
    404,
  );
  expectStatus(
    context,
    "isolation",
    await context.http.call({ operationId: "deleteFile", path: `/files/${fileId}`, ...as2 }),
    404,
  );
  expectStatus(
    context,
    "isolation",
    await context.http.call({ operationId: "getTranscription", path: `/transcriptions/${transcriptionId}`, ...as2 }),
    404,
  );
  expectStatus(
    context,
    "isolation",
    await context.http.call({ operationId: "deleteTranscription", path: `/transcriptions/${transcriptionId}`, ...as2 }),
    404,
  );
  const transcribe = await createTranscription(
    context,
    { file_id: first.fileId, model: first.model, enable_speaker_diarization: false },
    key,
    secondKeyLabel,
  );
  const wronglyMade = stringField(transcribe.body, "id");
  if (!expectStatus(context, "isolation", transcribe, 404) && transcribe.status === 201 && wronglyMade) {
    context.created.transcriptions.push({ ...as2, id: wronglyMade });
  }
  if (first.fileCursor) {
    const cursor = encodeURIComponent(first.fileCursor);
    const paged = await context.http.call({
      operationId: "listFiles",
      path: `/files?limit=1&cursor=${cursor}`,
      ...as2,
    });
    expectStatus(context, "isolation", paged, 400);
  }
  // The first key's Idempotency-Key, sent by the second key with its own file, must make the second key's own
  // transcription: an answer replaying the first key's would hand it the first key's data.
  const upload = await context.http.call({
    operationId: "uploadFile",
    path: "/files",
    ...as2,
    form: {
      fields: {},
      file: { name: context.options.audio.name, type: "audio/wav", bytes: context.options.audio.bytes },
    },
  });
  if (!expectStatus(context, "isolation", upload, 201)) return;
  const ownFile = stringField(upload.body, "file_id");
  if (ownFile === undefined) {
    check(context, "isolation", false, "the second key's upload answered no file_id", upload);
    return;
  }
  context.created.files.push({ ...as2, id: ownFile });
  const replay = await createTranscription(
    context,
    { file_id: ownFile, model: first.model, enable_speaker_diarization: false },
    key,
    secondKeyLabel,
    first.idempotencyKey,
  );
  if (expectStatus(context, "isolation", replay, 201)) {
    const id = stringField(replay.body, "id") ?? "(no id)";
    if (id !== "(no id)") context.created.transcriptions.push({ ...as2, id });
    check(
      context,
      "isolation",
      id !== first.idempotentTranscriptionId,
      `the second key, sending the first key's Idempotency-Key, got the first key's transcription ${id}`,
      replay,
    );
  }
}
