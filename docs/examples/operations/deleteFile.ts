import { AsyncServiceClient } from "stt-service";

// Reads STT_API_KEY and STT_BASE_URL.
const client = new AsyncServiceClient();

const file = await client.files.upload("call.wav");
await client.files.delete(file.file_id);
console.log(`deleted ${file.file_id}`);
