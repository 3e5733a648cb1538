import { AsyncServiceClient } from "stt-service";

const client = new AsyncServiceClient(); // reads STT_API_KEY and STT_BASE_URL

// One page, newest first;
// `for await (const t of client.transcriptions.list())` walks every page.
const page = await client.transcriptions.list({ limit: 20 });
for (const transcription of page.transcriptions)
  console.log(transcription.id, transcription.status);
console.log(page.next_page_cursor ? "more on the next page" : "last page");
