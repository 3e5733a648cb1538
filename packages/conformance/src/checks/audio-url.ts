// Transcription from a URL: a create with `audio_url` (the kit's listener serves the audio there) completes,
// echoes the URL and names the file it made; when the server fetched the audio, that file's content is the
// bytes it fetched. A create with both `file_id` and `audio_url`, or with neither, is a 400 invalid_request.
import type { CheckContext } from "../context.js";
import type { Exchange } from "../exchange.js";
import { type Json, list, record, show, stringField } from "../json.js";
import type { LoopbackListener } from "../loopback-listener.js";
import { checkFileContent } from "./file-content.js";
import { check, createTranscription, expectStatus, waitUntilFinal } from "./state.js";

export async function checkAudioUrl(
  context: CheckContext,
  listener: LoopbackListener,
  model: string,
  fileId: string,
): Promise<void> {
  const { apiKey } = context.options;
  const body: Json = {
    model,
    enable_speaker_diarization: false,
    client_reference_id: `conformance-${context.runId}-url`,
  };
  const audioUrl = context.options.audioUrl ?? listener.audioUrl;
  const fetchesBefore = listener.audioFetches;
  const created = await createTranscription(context, { ...body, audio_url: audioUrl }, apiKey, "STT_API_KEY");
  if (expectStatus(context, "create.audio-url", created, 201)) {
    const id = stringField(created.body, "id");
    if (check(context, "create.audio-url", id !== undefined, "the 201 answer has no id", created) && id) {
      context.created.transcriptions.push({ apiKey, keyLabel: "STT_API_KEY", id });
      check(
        context,
        "create.audio-url",
        record(created.body).audio_url === audioUrl,
        `the transcription's audio_url is ${show(record(created.body).audio_url)}, not the ${audioUrl} sent`,
        created,
      );
      const done = await waitUntilFinal(context, id);
      if (done) await checkCompletedFromUrl(context, listener, done, fetchesBefore);
    }
  }
  for (const [what, sent] of [
    ["both file_id and audio_url", { ...body, file_id: fileId, audio_url: audioUrl }],
    ["neither file_id nor audio_url", body],
  ] as const) {
    const answer = await createTranscription(context, sent, apiKey, "STT_API_KEY");
    if (answer.status === 201) {
      const id = stringField(answer.body, "id");
      if (id) context.created.transcriptions.push({ apiKey, keyLabel: "STT_API_KEY", id });
    }
    if (!expectStatus(context, "create.one-of", answer, 400)) continue;
    const errorType = record(answer.body).error_type;
    check(
      context,
      "create.one-of",
      errorType === "invalid_request",
      `a create with ${what} answered error_type ${show(errorType)}, not invalid_request`,
      answer,
    );
    const first = record(list(record(answer.body).validation_errors)[0]);
    check(
      context,
      "create.one-of",
      first.error_type === "one_of",
      `a create with ${what} names ${show(first.error_type)} at ${show(first.location)}, not the one_of rule`,
      answer,
    );
  }
}

async function checkCompletedFromUrl(
  context: CheckContext,
  listener: LoopbackListener,
  done: Exchange,
  fetchesBefore: number,
): Promise<void> {
  const transcription = record(done.body);
  if (
    !check(
      context,
      "create.audio-url",
      transcription.status === "completed",
      `a transcription from an audio_url ended ${show(transcription.status)}: ${show(transcription.error_type)} ${show(transcription.error_message)}`,
      done,
    )
  )
    return;
  const fileId = stringField(transcription, "file_id");
  if (!check(context, "create.audio-url", fileId !== undefined, "it completed without a file_id", done) || !fileId)
    return;
  // The file the service made of what it fetched is the run's too; and only a server that fetched the audio
  // (a mock answers from a stand-in unless told to fetch) must give back those bytes.
  context.created.files.push({ apiKey: context.options.apiKey, keyLabel: "STT_API_KEY", id: fileId });
  if (context.options.audioUrl === undefined && listener.audioFetches > fetchesBefore) {
    // The name a service gives what it fetched is its own: only the bytes and the attachment are checked.
    await checkFileContent(context, fileId, context.options.audio.bytes, undefined);
  } else {
    context.notes.push(
      context.options.audioUrl === undefined
        ? "the server did not fetch audio_url (a stand-in audio?): its file's content was not compared"
        : "--audio-url: the bytes of the file made from it were not compared (the kit does not know them)",
    );
  }
}
