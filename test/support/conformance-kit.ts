// What the conformance tests share: the mocks (`npm run mock`'s code, on free ports, with transcriptions
// quick and a 1 s idle time-out so that the keepalive check holds a session for 1.5 s, not 30), and a run
// of the kit against a URL pair, as its command line would run it.

import { parseOptions, type RunOutcome, runConformance } from "@stt-service/conformance";
import { type RunningMocks, startMocks } from "@stt-service/mock";

export const firstKey = "conformance-first-key";
export const secondKey = "conformance-second-key";

export function startQuickMocks(): Promise<RunningMocks> {
  // Webhook retries on a hundredth of the spec's schedule: the first comes 50 ms after a failed delivery, not 5 s.
  return startMocks({
    speed: 200,
    minProcessingMs: 20,
    streamLimits: { idleTimeoutMs: 1000 },
    webhookRetryScale: 0.01,
  });
}

export async function runKit(baseUrl: string, streamUrl: string, extra: string[] = []): Promise<RunOutcome> {
  const options = parseOptions(
    [
      "--base-url",
      baseUrl,
      "--stream-url",
      streamUrl,
      "--api-key",
      firstKey,
      "--second-api-key",
      secondKey,
      "--idle-timeout-seconds",
      "1",
      "--seed",
      "24",
      ...extra,
    ],
    {},
  );
  if (options === "help") throw new Error("unreachable: no --help given");
  return runConformance(options);
}

/** The names of the checks that found violations. */
export function failedChecks(outcome: RunOutcome): string[] {
  return [...new Set(outcome.report.violations().map((violation) => violation.check))];
}
