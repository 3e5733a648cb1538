import { AsyncServiceClient } from "stt-service";

const client = new AsyncServiceClient(); // reads STT_API_KEY and STT_BASE_URL

// One page, newest first;
// `for await (const file of client.files.list())` walks every page.
const page = await client.files.list({ limit: 20 });
for (const file of page.files) console.log(file.file_id, file.filename, file.status);
console.log(page.next_page_cursor ? "more on the next page" : "last page");
