import { writeFile } from "node:fs/promises";
import { AsyncServiceClient } from "stt-service";

// Reads STT_API_KEY and STT_BASE_URL.
const client = new AsyncServiceClient();

// On your backend: the secret your webhook receiver
// verifies deliveries with. Keep it like the API key:
// out of logs, readable by the receiver only.
const { secret, created_at } =
  await client.webhooks.secret();
await writeFile("webhook-secret.txt", secret, {
  mode: 0o600,
});
console.log(`saved the secret of ${created_at}`);
