import { AsyncServiceClient } from "stt-service";

const client = new AsyncServiceClient(); // reads STT_API_KEY and STT_BASE_URL

const file = await client.files.upload("call.wav");
await client.files.delete(file.file_id);
console.log(`deleted ${file.file_id}`);
