// Drives the client @hey-api/openapi-ts generates (fetch client, zod schemas, SDK with response validation).
import {
  accepts,
  addedStatus,
  apiKey,
  fileWithAddedField,
  fileWithAddedStatus,
  mockBaseUrl,
  recordingFetch,
  report,
  transcriptionWithAddedField,
  transcriptionWithAddedStatus,
  wavFile,
} from "./common";
import { createClient, createConfig } from "./hey/client";
import { getFile, uploadFile } from "./hey/sdk.gen";
import type { FileStatus, GetFileResponse, TranscriptionStatus, UploadFileData } from "./hey/types.gen";
import {
  zFileStatus,
  zGetFileResponse,
  zGetTranscriptionResponse,
  zTranscriptionStatus,
  zUploadFileResponse,
} from "./hey/zod.gen";

// Checked by tsc, never called. An upload takes a platform File; a schema named `File` made its `Blob | File`
// accept the file's metadata instead. A status added after generation is a value of the open enums' types.
export function typeChecks(metadata: GetFileResponse): unknown[] {
  const upload: UploadFileData["body"] = { file: wavFile };
  // @ts-expect-error: the file's metadata is not a file to upload
  const notAnUpload: UploadFileData["body"] = { file: metadata };
  const laterFileStatus: FileStatus = addedStatus;
  const laterTranscriptionStatus: TranscriptionStatus = addedStatus;
  return [upload, notAnUpload, laterFileStatus, laterTranscriptionStatus];
}

// The default client (the spec's server), with the SDK's response validation, reading a file whose status is new.
const recorder = recordingFetch(fileWithAddedStatus);
const read = await getFile({ path: { file_id: "probe" }, auth: apiKey, fetch: recorder.fetch });
// The same, answered with a field the spec does not list yet: the response validation must let it through.
const readGrown = await getFile({
  path: { file_id: "probe" },
  auth: apiKey,
  fetch: recordingFetch(fileWithAddedField).fetch,
});

// A real upload to the mock, and the file read back.
const client = createClient(createConfig({ baseUrl: mockBaseUrl, auth: apiKey }));
const uploaded = await uploadFile({ client, body: { file: wavFile } });
const again = uploaded.data && (await getFile({ client, path: { file_id: uploaded.data.file_id } }));

report({
  defaultUrls: recorder.urls,
  readWithAddedStatus: { status: read.data?.status, error: read.error ?? null },
  readWithAddedField: { status: readGrown.data?.status, error: readGrown.error ?? null },
  upload: { httpStatus: uploaded.response?.status, body: uploaded.data ?? uploaded.error },
  readBack: { httpStatus: again?.response?.status, body: again?.data ?? again?.error },
  validators: {
    addedFileStatus: accepts(zFileStatus, addedStatus),
    addedTranscriptionStatus: accepts(zTranscriptionStatus, addedStatus),
    transcriptionWithAddedStatus: accepts(zGetTranscriptionResponse, transcriptionWithAddedStatus),
    knownStatus: accepts(zTranscriptionStatus, "completed"),
    statusNotAString: accepts(zTranscriptionStatus, 42),
    statusTooLong: accepts(zTranscriptionStatus, "a".repeat(65)),
    uploadAnswer: accepts(zUploadFileResponse, uploaded.data),
    fileWithAddedField: accepts(zGetFileResponse, fileWithAddedField),
    transcriptionWithAddedField: accepts(zGetTranscriptionResponse, transcriptionWithAddedField),
  },
});
