import { describe, expect, it } from "vitest";
import { ServiceConfigError, type ServiceError } from "../../src/index.js";
import { Transcript } from "../../src/realtime/transcript.js";
import { capturingLogger } from "../http/clients.js";
import { realtimeClient, useStreamingMock, wavBytes } from "./support.js";

const { mock } = useStreamingMock();
const apiKey = "sk_live_rt_9d8c7b6a5f4e3d2c";

describe("the real-time client keeps the key secret", () => {
  it("in log lines and errors, across failures", async () => {
    const { logger, lines } = capturingLogger();
    const errors: ServiceError[] = [];
    const client = realtimeClient(mock().url, { apiKey, logger, logLevel: "debug" });
    for (const reference of ["mock:error:401", "mock:error:500", "mock:drop:after-ms:500"]) {
      const session = await client
        .connect({ model: "stt-rt-v3", audio_format: "auto", client_reference_id: reference })
        .catch((error) => {
          errors.push(error);
          return undefined;
        });
      if (!session) continue;
      const closed = new Promise((resolve) => session.on("close", resolve));
      session.on("error", ({ error }) => errors.push(error));
      await session.stream(wavBytes(1)).catch(() => undefined);
      await closed;
    }
    expect(errors).toHaveLength(3);
    for (const text of [
      ...lines.map((line) => `${line.message} ${JSON.stringify(line.fields)}`),
      ...errors.flatMap((e) => [e.message, String(e.stack), JSON.stringify(e)]),
    ]) {
      expect(text).not.toContain(apiKey);
    }
  });

  it("refuses a stream URL that is not a WebSocket URL, or not a URL, saying what to give", () => {
    expect(() => realtimeClient("https://stream.example.test/transcribe-websocket")).toThrow(
      "streamUrl must use wss or ws, not https:",
    );
    expect(() => realtimeClient("stream.example.test")).toThrow(
      'streamUrl "stream.example.test" is not a URL; give one such as wss://',
    );
  });

  it("refuses a stream URL that carries a key, without repeating it", () => {
    const attempt = () => realtimeClient(`wss://stream.example.test/transcribe-websocket?api_key=${apiKey}`);
    expect(attempt).toThrow(ServiceConfigError);
    expect(attempt).toThrow("must not carry credentials, a query or a fragment");
    try {
      attempt();
    } catch (error) {
      expect(String((error as Error).message)).not.toContain(apiKey);
    }
  });
});

describe("Transcript", () => {
  const token = (text: string, start: number, end: number, extra = {}) => ({
    text,
    start_ms: start,
    end_ms: end,
    confidence: 1,
    is_final: true,
    ...extra,
  });

  it("never adds a final token twice, keeps special tokens out of the text, and keeps translations apart", () => {
    const transcript = new Transcript();
    expect(transcript.addFinal([token("Hello", 0, 300), token(",", 300, 320)]).map((t) => t.text)).toEqual([
      "Hello",
      ",",
    ]);
    // A repeat of tokens already final (as after a resend) is dropped; what follows is kept.
    expect(
      transcript
        .addFinal([token("Hello", 0, 300), token(" there", 400, 600), token("<fin>", 600, 600)])
        .map((t) => t.text),
    ).toEqual([" there"]);
    transcript.addFinal([{ text: "Hola", confidence: 1, is_final: true, translation_status: "translation" }]);
    transcript.setInterim([{ ...token(" friend", 650, 900), is_final: false }]);
    expect(transcript.finalText).toBe("Hello, there");
    expect(transcript.translatedText).toBe("Hola");
    expect(transcript.text).toBe("Hello, there friend");
    expect(transcript.finalUntilMs).toBe(600);
  });
});
