import { createWriteStream } from "node:fs";
import { Writable } from "node:stream";
import { AsyncServiceClient } from "stt-service";

// Reads STT_API_KEY and STT_BASE_URL.
const client = new AsyncServiceClient();

const file = await client.files.upload("call.wav");

// Audio can be large: asResponse() streams it to disk;
// `await client.files.content(id)` holds all its bytes.
const response = await client.files
  .content(file.file_id)
  .asResponse();
await response.body?.pipeTo(
  Writable.toWeb(createWriteStream("call-copy.wav")),
);
console.log(`saved ${file.filename} to call-copy.wav`);
