import { AsyncServiceClient } from "stt-service";

// Reads STT_API_KEY and STT_BASE_URL.
const client = new AsyncServiceClient();

// One page, newest first; every page with
// for await (const file of client.files.list()) {}
const page = await client.files.list({ limit: 20 });
console.log(`${page.files.length} files on this page`);
for (const file of page.files) {
  console.log(file.file_id, file.filename, file.status);
}
