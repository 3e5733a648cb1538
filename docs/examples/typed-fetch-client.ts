// Below the resources: the generated typed fetch client (openapi-fetch over the spec's paths), for a call
// the resources do not shape. Errors come back as data, and nothing is retried.
import { createFetchClient } from "stt-service";

export async function typedFetchClient(settings: { apiKey: string; baseUrl: string }) {
  const api = createFetchClient({ apiKey: settings.apiKey, baseUrl: settings.baseUrl });
  const { data: models } = await api.GET("/models");
  const { data: page } = await api.GET("/transcriptions", { params: { query: { limit: 2 } } });
  // Every path, parameter and body is type-checked against the spec; a wrong one does not compile.
  const { error, response } = await api.GET("/transcriptions/{transcription_id}", {
    params: { path: { transcription_id: "no-such-transcription" } },
    headers: { Prefer: "code=404" }, // the mock's way to answer 404
  });
  return {
    modelIds: models?.models.map((model) => model.id) ?? [],
    listed: page?.transcriptions.length ?? 0,
    missing: `${response.status} ${error?.error_type}`,
  };
}
