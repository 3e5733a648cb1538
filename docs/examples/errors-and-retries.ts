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

const client = new AsyncServiceClient({
  timeoutMs: 30_000, // each attempt
  maxRetries: 3, // network errors, time-outs, 408, 429, 5xx
  logLevel: "info", // "debug": a line per attempt; "info": retries too; default "warn"
  logger: console, // or any object with debug, info, warn and error (pino, ...)
});

/** What to tell the user, by kind of error. */
function explain(error: unknown): string {
  if (error instanceof ServiceValidationError) {
    const problems = error.validationErrors?.map((v) => `${v.location}: ${v.message}`);
    return `invalid: ${problems?.join("; ")}`;
  }
  if (error instanceof ServiceAuthenticationError) return "check the API key";
  if (error instanceof ServiceRateLimitError)
    return `slow down for ${error.retryAfter} s`;
  if (error instanceof ServiceTimeoutError) return "no answer in time";
  if (error instanceof ServiceAPIError)
    return `service error ${error.status} (request ${error.requestId})`;
  throw error;
}

// Against the mock, `Prefer: code=…` forces an error status: a way to see how your
// code handles each.
const request = {
  file_id: "file-1",
  model: "stt-async-v3",
  enable_speaker_diarization: false,
};
for (const status of [400, 401, 429, 500]) {
  try {
    await client.transcriptions.create(request, {
      maxRetries: 0, // per call, over the client's default
      headers: { prefer: `code=${status}` },
    });
  } catch (error) {
    console.log(explain(error));
  }
}

// Bad options fail at once, before any request, and say what to do.
try {
  new AsyncServiceClient({ baseUrl: "not a url" });
} catch (error) {
  if (!(error instanceof ServiceConfigError)) throw error;
  console.log(error.message);
}
