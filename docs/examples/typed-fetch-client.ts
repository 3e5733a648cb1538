// Below the resources: the generated typed fetch client (openapi-fetch over the
// spec's paths), for a call the resources do not shape. Errors come back as data,
// and nothing is retried.
import { createFetchClient } from "stt-service";

const api = createFetchClient(); // STT_API_KEY and STT_BASE_URL, as the clients

const { data: models } = await api.GET("/models");
console.log(`models: ${models?.models.map((model) => model.id).join(", ")}`);

const { data: page } = await api.GET("/transcriptions", {
  params: { query: { limit: 2 } },
});
console.log(`${page?.transcriptions.length ?? 0} transcriptions listed`);

// Every path, parameter and body is type-checked against the spec: a wrong one
// does not compile.
const { error, response } = await api.GET("/transcriptions/{transcription_id}", {
  params: { path: { transcription_id: "no-such-transcription" } },
  headers: { Prefer: "code=404" }, // an unknown id's 404, on any mock
});
console.log(`missing: ${response.status} ${error?.error_type}`);
