import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocketServer } from "ws";
import { useStreamingMock } from "#test-support/streaming-mock.js";
import { wavBytes } from "#test-support/wav-fixtures.js";
import { ServiceAuthenticationError, ServiceConfigError, type ServiceError } from "../../src/index.js";
import { Transcript } from "../../src/realtime/transcript.js";
import type { WebSocketConstructor } from "../../src/realtime.js";
import { capturingLogger } from "../http/clients.js";
import { realtimeClient } from "./support.js";

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

describe("the real-time client keeps the key secret from a server that echoes it", () => {
  // A server (or a proxy before it) that quotes the Authorization header back, in every place it can.
  let server: WebSocketServer;
  let url = "";
  beforeAll(async () => {
    server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
    await new Promise((resolve) => server.once("listening", resolve));
    url = `ws://127.0.0.1:${(server.address() as { port: number }).port}`;
    server.on("connection", (socket, request) => {
      const key = (request.headers.authorization ?? "").replace("Bearer ", "");
      socket.once("message", (data) => {
        const reference = (JSON.parse(String(data)) as { client_reference_id?: string }).client_reference_id;
        if (reference === "error-frame") {
          // A frame the client cannot read, with the key past the 120 characters a log line quotes of it.
          socket.send(`${"x".repeat(110)} ${key}`);
          socket.send(
            JSON.stringify({
              error_code: 401,
              error_type: `bad_key_${key}`,
              error_message: `key ${key} is not valid`,
              request_id: `req-${key}`,
            }),
          );
          socket.close(4001, `bad key ${key}`);
        } else if (reference === "close-before-ack") {
          socket.close(4000, `refused ${key}`);
        } else {
          socket.send(JSON.stringify({ type: "ack", session_id: "s-1", model: "stt-rt-v3" }));
          setTimeout(() => socket.close(4000, `dropped ${key}`), 20);
        }
      });
    });
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  const config = (reference: string) =>
    ({ model: "stt-rt-v3", audio_format: "auto", client_reference_id: reference }) as const;
  const failureOf = (attempt: Promise<unknown>) =>
    attempt.then(
      () => expect.fail("expected connect() to fail"),
      (error: ServiceError) => error,
    );
  const textsOf = (error: ServiceError) => [error.message, String(error.stack), JSON.stringify(error)];

  it("in errors from an error frame, a close before the acknowledgement and a drop", async () => {
    const { logger, lines } = capturingLogger();
    const client = realtimeClient(url, { apiKey, logger, logLevel: "debug" });
    const frameError = await failureOf(client.connect(config("error-frame")));
    expect(frameError).toBeInstanceOf(ServiceAuthenticationError);
    expect(frameError.message).toBe("The stream failed: 401 bad_key_[redacted]: key [redacted] is not valid");
    expect(frameError.requestId).toBe("req-[redacted]");
    const closeError = await failureOf(client.connect(config("close-before-ack")));
    expect(closeError.message).toContain("close code 4000: refused [redacted]");
    const session = await client.connect(config("drop"));
    const dropError = await new Promise<ServiceError>((resolve) => session.on("error", ({ error }) => resolve(error)));
    expect(dropError.message).toContain("close code 4000: dropped [redacted]");
    for (const text of [
      ...[frameError, closeError, dropError].flatMap(textsOf),
      ...lines.map((line) => `${line.message} ${JSON.stringify(line.fields)}`),
    ]) {
      expect(text).not.toContain(apiKey);
    }
  });

  it("in errors and log lines of every connection a key function mints for, past the newest-keys window", async () => {
    // 70 connections run past the window of 64 minted keys the client keeps: the newest key, the one the
    // server echoes, must still be redacted wherever the client's shared list of secrets is read.
    const { logger, lines } = capturingLogger();
    let minted = 0;
    const client = realtimeClient(url, {
      temporaryKey: async () => `tmp_minted_${++minted}_a1b2c3d4e5`,
      logger,
      logLevel: "debug",
    });
    for (let connection = 1; connection <= 70; connection++) {
      const error = await failureOf(client.connect(config("error-frame")));
      expect(error.message).toBe("The stream failed: 401 bad_key_[redacted]: key [redacted] is not valid");
    }
    expect(minted).toBe(70);
    // Each connection logs the unreadable frame it ignored, its key cut off at the 120th character: what is
    // left of the key must not show either, so no line may hold even the key's first 8 characters.
    expect(lines.filter((line) => line.message.startsWith("Ignored a text frame that is not JSON"))).toHaveLength(70);
    for (const line of lines) expect(`${line.message} ${JSON.stringify(line.fields)}`).not.toContain("tmp_mint");
  });

  it("refuses a key that cannot travel as a subprotocol before opening anything, without repeating it", async () => {
    let constructed = 0;
    const Counting = class {
      constructor() {
        constructed++;
      }
    } as unknown as WebSocketConstructor;
    // A temporaryKey of that kind fails the temporary keys' form first (options.unit.test.ts); an API key sent
    // as the subprotocol meets this check.
    const key = "sk_abc/def==";
    const error = await failureOf(
      realtimeClient(url, { apiKey: key, authMethod: "subprotocol", WebSocket: Counting }).connect(config("drop")),
    );
    expect(error).toBeInstanceOf(ServiceConfigError);
    expect(error.message).toContain("cannot travel as a WebSocket subprotocol");
    expect(error.message).not.toContain(key);
    expect(constructed).toBe(0);
  });

  it("turns a WebSocket constructor's refusal that quotes the key (as browsers do) into a ServiceConfigError without it", async () => {
    const Refusing = class {
      constructor(_url: string, protocols: string[]) {
        throw new SyntaxError(`Failed to construct 'WebSocket': The subprotocol '${protocols[1]}' is invalid.`);
      }
    } as unknown as WebSocketConstructor;
    const temporaryKey = "tmp_refused_9d8c7b6a5f4e3d2c";
    const error = await failureOf(realtimeClient(url, { temporaryKey, WebSocket: Refusing }).connect(config("drop")));
    expect(error).toBeInstanceOf(ServiceConfigError);
    expect(error.message).toMatch(
      /^Cannot open a WebSocket to ws:\/\/127\.0\.0\.1:\d+\/: Failed to construct 'WebSocket': The subprotocol '\[redacted\]' is invalid\.$/,
    );
    expect(error.cause).toBeUndefined();
    for (const text of textsOf(error)) expect(text).not.toContain(temporaryKey);
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
    // After a reconnect, a repeat of tokens already final (the resent audio's) is dropped; what follows is kept.
    transcript.resendFrom(1_000);
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
