import { AsyncServiceClient } from "stt-service";

// Reads STT_API_KEY and STT_BASE_URL.
const client = new AsyncServiceClient();

const uploaded = await client.files.upload("call.wav");
const file = await client.files.get(uploaded.file_id);
console.log(file.file_id, file.filename, file.status);
