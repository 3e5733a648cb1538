import { AsyncServiceClient } from "stt-service";

// Reads STT_API_KEY and STT_BASE_URL.
const client = new AsyncServiceClient();

// A path (Node), bytes, a Blob or File, or a stream.
const file = await client.files.upload("call.wav", {
  clientReferenceId: "ticket-4821",
  onUploadProgress: ({ loaded, total }) =>
    console.log(`uploaded ${loaded} of ${total} bytes`),
});
console.log(file.file_id, file.filename, file.size);
