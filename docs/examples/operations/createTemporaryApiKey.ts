import { AsyncServiceClient } from "stt-service";

const client = new AsyncServiceClient(); // reads STT_API_KEY and STT_BASE_URL

// On your backend: a short-lived key for a browser to open one stream with.
const { api_key, expires_at } = await client.auth.createTemporaryKey({
  usage_type: "transcribe_websocket",
  expires_in_seconds: 60,
  single_use: true,
});
console.log(`temporary key ${api_key.slice(0, 8)}… valid until ${expires_at}`);
