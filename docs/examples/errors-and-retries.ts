// Time-outs, retries and logging, and what each error kind tells you.
import {
  AsyncServiceClient,
  ServiceAPIError,
  ServiceAuthenticationError,
  ServiceConfigError,
  ServiceRateLimitError,
  ServiceTimeoutError,
  ServiceValidationError,
} from "stt-service";

export async function errorsAndRetries(settings: { apiKey: string; baseUrl: string }) {
  const lines: string[] = [];
  const client = new AsyncServiceClient({
    apiKey: settings.apiKey,
    baseUrl: settings.baseUrl,
    timeoutMs: 30_000, // each attempt
    maxRetries: 3, // network errors, time-outs, 408, 429, 5xx
    logLevel: "info", // "debug": a line per attempt; "info": retries too; default "warn"
    logger: {
      debug: (m) => lines.push(m),
      info: (m) => lines.push(m),
      warn: (m) => lines.push(m),
      error: (m) => lines.push(m),
    },
  });

  const outcomes: string[] = [];
  const request = { file_id: "file-1", model: "stt-async-v3", enable_speaker_diarization: false };
  for (const status of [400, 401, 429, 500]) {
    try {
      // `Prefer: code=…` makes the mock answer with that status.
      await client.transcriptions.create(request, { maxRetries: 0, headers: { prefer: `code=${status}` } });
    } catch (error) {
      if (error instanceof ServiceValidationError) {
        outcomes.push(`invalid: ${error.validationErrors?.map((v) => `${v.location}: ${v.message}`).join("; ")}`);
      } else if (error instanceof ServiceAuthenticationError) outcomes.push("check the API key");
      else if (error instanceof ServiceRateLimitError) outcomes.push(`slow down for ${error.retryAfter} s`);
      else if (error instanceof ServiceTimeoutError) outcomes.push("no answer in time");
      else if (error instanceof ServiceAPIError)
        outcomes.push(`service error ${error.status} (request ${error.requestId})`);
      else throw error;
    }
  }

  // Bad options fail at once, before any request, and say what to do.
  try {
    new AsyncServiceClient({ apiKey: settings.apiKey, baseUrl: "not a url" });
  } catch (error) {
    if (error instanceof ServiceConfigError) outcomes.push(error.message);
  }
  return { outcomes, lines };
}
