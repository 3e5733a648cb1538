import { writeFile } from "node:fs/promises";
import { AsyncServiceClient } from "stt-service";

// Reads STT_API_KEY and STT_BASE_URL.
const client = new AsyncServiceClient();

// On your backend: a new signing secret. The previous
// one still signs beside it until its expiry: verify
// with both meanwhile, then with the new one only.
const rotated = await client.webhooks.rotateSecret();
await writeFile("webhook-secret.txt", rotated.secret, {
  mode: 0o600,
});
const expiry = rotated.previous_secret_expires_at;
console.log(`the old secret signs until ${expiry}`);
