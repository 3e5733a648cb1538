import { AsyncServiceClient } from "stt-service";

// Reads STT_API_KEY and STT_BASE_URL.
const client = new AsyncServiceClient();

const { models } = await client.models.list();
for (const model of models) {
  console.log(model.id, model.transcription_mode);
}
