// Cases of the exchanges that need state the generated ones do not make: captions of a completed transcription
// (by `format`, by Accept, both, neither, a bad one), a file's bytes (after upload, after delete, by HEAD), a
// transcription from an `audio_url` (the stand-in audio, an unreachable `.invalid` host, its file and content),
// the exactly-one-of rule of `file_id` and `audio_url`, a `webhook_url` the mocks may or may not call, and the
// webhook secret across a rotation.
import { type AddCase, auth, json, type Requests, type Step } from "./cases.js";

const jsonHeaders = () => auth([["content-type", "application/json"]]);

function create(body: Record<string, unknown>, probe = false): Step {
  const request = { model: "stt-async-v3", enable_speaker_diarization: false, ...body };
  return { method: "POST", target: "/transcriptions", headers: jsonHeaders(), body: json(request), probe };
}

function get(target: string, headers: [string, string][] = []): Step {
  return { method: "GET", target, headers: auth(headers), probe: true };
}

export function textBytesAndUrlCases(requests: Requests, add: AddCase): void {
  const { body, contentType } = requests.wavUpload();
  const upload: Step = { method: "POST", target: "/files", headers: auth([["content-type", contentType]]), body };
  const transcribed = (change: Record<string, unknown> = {}) => [upload, create({ file_id: "{file_id}", ...change })];
  const captions = "/transcriptions/{transcription_id}/captions";

  add("captions", "WebVTT by default", [...transcribed(), get(captions)]);
  add("captions", "SubRip by format", [...transcribed(), get(`${captions}?format=srt`)]);
  add("captions", "SubRip by Accept", [...transcribed(), get(captions, [["accept", "application/x-subrip"]])]);
  add("captions", "format wins over Accept", [
    ...transcribed(),
    get(`${captions}?format=srt`, [["accept", "text/vtt"]]),
  ]);
  add("captions", "format wins over an Accept of neither", [
    ...transcribed(),
    get(`${captions}?format=vtt`, [["accept", "application/json"]]),
  ]);
  add("captions", "a format of neither", [...transcribed(), get(`${captions}?format=ass`)]);
  add("captions", "an empty format", [...transcribed(), get(`${captions}?format=`)]);
  add("captions", "an empty format, of a transcription the key does not have", [
    get("/transcriptions/no-such-transcription/captions?format="),
  ]);
  add("captions", "speakers' cues", [
    ...transcribed({ enable_speaker_diarization: true }),
    get(`${captions}?format=srt`),
  ]);
  add("captions", "a failed transcription (409)", [
    ...transcribed({ client_reference_id: "mock:error:audio_decode_failed" }),
    get(captions),
  ]);

  const content = "/files/{file_id}/content";
  add("file content", "the uploaded bytes", [upload, get(content)]);
  add("file content", "by HEAD", [upload, { method: "HEAD", target: content, headers: auth(), probe: true }]);
  add("file content", "after the file is deleted (404)", [
    upload,
    { method: "DELETE", target: "/files/{file_id}", headers: auth() },
    get(content),
  ]);
  add("file content", "the example asked for", [upload, get(content, [["prefer", "example=wav"]])]);

  const audioUrl = "https://storage.example.com/calls/support-call.wav";
  add("audio_url", "a transcription of the stand-in audio, its file and bytes", [
    create({ audio_url: audioUrl, webhook_url: "http://127.0.0.1:9/hooks" }, true),
    get("/transcriptions/{transcription_id}"),
    get("/files/{file_id}"),
    get(content),
    get(`${captions}?format=srt`),
  ]);
  add("audio_url", "a host under .invalid, unreachable", [
    create({ audio_url: "https://audio.example.invalid/call.wav" }, true),
    get("/transcriptions/{transcription_id}"),
    get(captions),
  ]);
  add("audio_url", "both file_id and audio_url", [upload, create({ file_id: "{file_id}", audio_url: audioUrl }, true)]);
  add("audio_url", "neither file_id nor audio_url", [create({}, true)]);
  add("audio_url", "audio_url that is no URL", [create({ audio_url: "storage/call.wav" }, true)]);
  add("webhook_url", "a loopback address", [
    upload,
    create({ file_id: "{file_id}", webhook_url: "http://localhost:8/h" }, true),
  ]);
  add("webhook_url", "a public address the mocks were not told to allow", [
    upload,
    create({ file_id: "{file_id}", webhook_url: "https://api.example.com/hooks" }, true),
  ]);

  const rotate: Step = { method: "POST", target: "/webhooks/secret/rotate", headers: auth(), probe: true };
  add("webhook secret", "read, rotated, read again", [get("/webhooks/secret"), rotate, get("/webhooks/secret")]);
}
