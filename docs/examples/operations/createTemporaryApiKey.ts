import { AsyncServiceClient } from "stt-service";

// Reads STT_API_KEY and STT_BASE_URL.
const client = new AsyncServiceClient();

// On your backend: a short-lived key for a browser to
// open one stream with.
const key = await client.auth.createTemporaryKey({
  usage_type: "transcribe_websocket",
  expires_in_seconds: 60,
  single_use: true,
});
console.log(key.api_key, key.expires_at);
