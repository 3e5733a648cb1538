// Drives the client swagger-typescript-api generates (its default fetch client; it makes no validators).
import { addedStatus, apiKey, fileWithAddedStatus, mockBaseUrl, recordingFetch, report, wavFile } from "./common";
import { Api, type FileStatus, type TranscriptionStatus, type UploadFileRequest } from "./sta/api";

// Checked by tsc, never called: an upload takes a platform File, not the file's metadata; new statuses type-check.
export function typeChecks(metadata: Awaited<ReturnType<Api<unknown>["files"]["getFile"]>>["data"]): unknown[] {
  const upload: UploadFileRequest = { file: wavFile };
  // @ts-expect-error: the file's metadata is not a file to upload
  const notAnUpload: UploadFileRequest = { file: metadata };
  const laterFileStatus: FileStatus = addedStatus;
  const laterTranscriptionStatus: TranscriptionStatus = addedStatus;
  return [upload, notAnUpload, laterFileStatus, laterTranscriptionStatus];
}

// The default client (the spec's server): a `{base_url}` template there failed at run time.
const recorder = recordingFetch(fileWithAddedStatus);
const read = await new Api({ customFetch: recorder.fetch }).files.getFile("probe");

const api = new Api({ baseUrl: mockBaseUrl, baseApiParams: { headers: { authorization: `Bearer ${apiKey}` } } });
const uploaded = await api.files.uploadFile({ file: wavFile });
const again = await api.files.getFile(uploaded.data.file_id);

report({
  defaultUrls: recorder.urls,
  readWithAddedStatus: { status: read.data.status },
  upload: { httpStatus: uploaded.status, body: uploaded.data },
  readBack: { httpStatus: again.status, body: again.data },
});
