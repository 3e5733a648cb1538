import { AsyncServiceClient } from "stt-service";

const client = new AsyncServiceClient(); // reads STT_API_KEY and STT_BASE_URL

const { models } = await client.models.list();
for (const model of models) console.log(model.id, model.transcription_mode, model.name);
