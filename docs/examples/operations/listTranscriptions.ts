import { AsyncServiceClient } from "stt-service";

// Reads STT_API_KEY and STT_BASE_URL.
const client = new AsyncServiceClient();

// One page, newest first; every page with
// for await (const t of client.transcriptions.list())
const page = await client.transcriptions.list({
  limit: 20,
});
console.log(
  `${page.transcriptions.length} transcriptions on this page`,
);
for (const item of page.transcriptions) {
  console.log(item.id, item.status);
}
