// Drives the client orval generates (fetch client with the spec's server URL, and its zod schemas).
import {
  accepts,
  addedStatus,
  apiKey,
  fileWithAddedField,
  mockBaseUrl,
  report,
  specBaseUrl,
  transcriptionWithAddedField,
  transcriptionWithAddedStatus,
  wavFile,
} from "./common";
import {
  type FileStatus,
  getFile,
  type getFileResponse200,
  getGetFileUrl,
  type TranscriptionStatus,
  type UploadFileRequest,
  uploadFile,
} from "./orval/client";
import { GetFileResponse, GetTranscriptionResponse, UploadFileResponse } from "./orval/zod";

// Checked by tsc, never called: an upload takes a platform File, not the file's metadata; new statuses type-check.
export function typeChecks(metadata: getFileResponse200["data"]): unknown[] {
  const upload: UploadFileRequest = { file: wavFile };
  // @ts-expect-error: the file's metadata is not a file to upload
  const notAnUpload: UploadFileRequest = { file: metadata };
  const laterFileStatus: FileStatus = addedStatus;
  const laterTranscriptionStatus: TranscriptionStatus = addedStatus;
  return [upload, notAnUpload, laterFileStatus, laterTranscriptionStatus];
}

// orval's fetch client calls the spec's server, with no option for another: the mock stands in for it here,
// as a proxy would.
const platformFetch = globalThis.fetch;
globalThis.fetch = (input, init) => platformFetch(String(input).replace(specBaseUrl, mockBaseUrl), init);
const headers = { authorization: `Bearer ${apiKey}` };
const uploaded = await uploadFile({ file: wavFile }, { headers });
const again = uploaded.status === 201 ? await getFile(uploaded.data.file_id, { headers }) : undefined;

report({
  defaultUrls: [getGetFileUrl("probe")],
  upload: { httpStatus: uploaded.status, body: uploaded.data },
  readBack: { httpStatus: again?.status, body: again?.data },
  validators: {
    fileWithAddedStatus: accepts(GetFileResponse, { ...(again?.data ?? {}), status: addedStatus }),
    transcriptionWithAddedStatus: accepts(GetTranscriptionResponse, transcriptionWithAddedStatus),
    knownStatus: accepts(GetTranscriptionResponse, { ...transcriptionWithAddedStatus, status: "completed" }),
    statusNotAString: accepts(GetTranscriptionResponse, { ...transcriptionWithAddedStatus, status: 42 }),
    uploadAnswer: accepts(UploadFileResponse, uploaded.data),
    fileWithAddedField: accepts(GetFileResponse, fileWithAddedField),
    transcriptionWithAddedField: accepts(GetTranscriptionResponse, transcriptionWithAddedField),
  },
});
