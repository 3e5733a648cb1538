// The SDK guide's examples (docs/examples/) are run here against Prism and the streaming mock, so the
// code the docs site shows cannot rot.
import { describe, expect, inject, it } from "vitest";
import { batchTranscription } from "../../docs/examples/batch-transcription.js";
import { errorsAndRetries } from "../../docs/examples/errors-and-retries.js";
import { realtimeNode } from "../../docs/examples/realtime-node.js";
import { syncClient } from "../../docs/examples/sync-client.js";
import { typedFetchClient } from "../../docs/examples/typed-fetch-client.js";
import { writeWavFixture } from "../http/clients.js";
import { firstExampleText, useStreamingMock } from "../realtime/support.js";

// The examples were written against the example mode; the stateful mock gets them once they are rewritten.
const baseUrl = inject("examplesBaseUrl");
const { mock } = useStreamingMock();
const audioPath = writeWavFixture("guide.wav", 4);

describe("the SDK guide's examples", () => {
  it("batch-transcription.ts", async () => {
    const result = await batchTranscription({ apiKey: "any-key", baseUrl, audioPath });
    expect(result).toEqual({
      text: firstExampleText,
      stepByStep: "completed",
      filesOnFirstPage: 2,
      recent: expect.any(Array),
      missing: true,
    });
    expect(result.recent).toHaveLength(3);
  });

  it("errors-and-retries.ts", async () => {
    const { outcomes } = await errorsAndRetries({ apiKey: "any-key", baseUrl });
    expect(outcomes).toEqual([
      "invalid: body.model: Field required",
      "check the API key",
      "slow down for 2 s",
      expect.stringMatching(/^service error 500 \(request [0-9a-f-]{36}\)$/),
      'baseUrl "not a url" is not a URL; give one such as https://api.stt-service.dev/v1.',
    ]);
  });

  it("typed-fetch-client.ts", async () => {
    expect(await typedFetchClient({ apiKey: "any-key", baseUrl })).toEqual({
      modelIds: expect.arrayContaining(["stt-rt-v3", "stt-async-v3"]),
      listed: expect.any(Number),
      missing: "404 transcription_not_found",
    });
  });

  it("sync-client.ts", () => {
    expect(syncClient({ apiKey: "any-key", baseUrl, audioPath })).toEqual({
      text: firstExampleText,
      names: ["support-call.wav", "standup-2026-11-19.mp3"],
    });
  });

  it("realtime-node.ts", async () => {
    const result = await realtimeNode({ apiKey: "any-key", streamUrl: mock().url, audioPath });
    expect(result.text).toBe(firstExampleText);
    expect(result.utterances).toEqual(["Hello, thanks for calling Acme support.", firstExampleText]);
    expect(result.finalizedTokens).toBeGreaterThan(0);
  });
});
