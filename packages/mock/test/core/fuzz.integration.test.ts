// Property-based fuzzing (fast-check) of what the mocks decode from clients: multipart bodies, audio
// headers, streaming frames, and JSON bodies over HTTP. Each property holds for every generated input: the
// decoder refuses with its own error kind and never throws anything else, never answers "the mock failed",
// and answers within the contract. Runs are bounded in number and time so `npm test` stays within CI.
import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import fc from "fast-check";
import { validateErrorMessage } from "stt-service/shared-runtime";
import { describe, expect, inject, it } from "vitest";
import { errorBodyProblems, keyed } from "#test-support/raw-http.js";
import { MultipartError, readMultipart } from "../../src/core/http/multipart.js";
import { UploadedAudio } from "../../src/core/stream/audio-checks.js";
import { DirectiveUses } from "../../src/core/stream/directive-uses.js";
import { MockSession, maxSessionAudioMs } from "../../src/core/stream/session.js";
import { defaultMockScript } from "../../src/generated/realtime/mock-script.js";
import { sessionSocketOf, standaloneAccess } from "../../src/node/stream-server.js";

const budget = { numRuns: 300, interruptAfterTimeLimit: 8_000 };

/** Splits bytes into chunks at the given cut points, as a socket may deliver them. */
function chunked(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const point of [...points, bytes.length]) {
    if (point > start) chunks.push(bytes.subarray(start, point));
    start = Math.max(start, point);
  }
  return chunks;
}

const fieldName = fc.stringMatching(/^[a-z_]{1,12}$/);
const text = fc.string({ maxLength: 40 }).filter((value) => !value.includes("\r\n--b0undary"));

describe("the multipart reader", () => {
  it("reads back any well-formed body, however it is cut into chunks", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fieldName, text), { maxLength: 4 }),
        fc.uint8Array({ maxLength: 2_000 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        async (fields, file, cuts) => {
          const parts = [
            ...fields.map(
              ([name, value]) => `--b0undary\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
            ),
            '--b0undary\r\nContent-Disposition: form-data; name="file"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\n',
          ];
          const body = Buffer.concat([Buffer.from(parts.join("")), file, Buffer.from("\r\n--b0undary--\r\n")]);
          const received: Uint8Array[] = [];
          const content = await readMultipart(chunked(body, cuts), "b0undary", () => ({
            write: (chunk) => received.push(chunk),
          }));
          expect(content.fields).toEqual(fields);
          expect(Buffer.concat(received)).toEqual(Buffer.from(file));
          expect(content.files).toEqual([
            { name: "file", filename: "a.wav", contentType: "audio/wav", size: file.length },
          ]);
        },
      ),
      budget,
    );
  });

  it("refuses any other bytes with a MultipartError, and never keeps more than its limits", async () => {
    const limits = { maxParts: 4, maxHeaderBytes: 512, maxFieldBytes: 256, maxFileBytes: 4_096 };
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 6_000 }),
          fc.string({ maxLength: 3_000 }).map((value) => Buffer.from(`--b0undary\r\n${value}`)),
          fc
            .array(
              fc.constantFrom(
                "--b0undary\r\n",
                "\r\n",
                'Content-Disposition: form-data; name="f"',
                "\r\n\r\n",
                "x".repeat(300),
                "--b0undary--",
              ),
              { maxLength: 30 },
            )
            .map((pieces) => Buffer.from(pieces.join(""))),
        ),
        fc.array(fc.nat(), { maxLength: 8 }),
        async (body, cuts) => {
          let kept = 0;
          try {
            await readMultipart(
              chunked(body, cuts),
              "b0undary",
              () => ({
                write: (chunk) => {
                  kept += chunk.length;
                },
              }),
              limits,
            );
          } catch (error) {
            expect(error).toBeInstanceOf(MultipartError);
          }
          expect(kept).toBeLessThanOrEqual(limits.maxFileBytes);
        },
      ),
      budget,
    );
  });
});

describe("the audio check of uploads", () => {
  it("says what any bytes hold without throwing, and never a duration past 300 minutes", () => {
    const wavLike = fc
      .record({
        rate: fc.integer({ min: 0, max: 0xffffffff }),
        channels: fc.integer({ min: 0, max: 0xffff }),
        bits: fc.integer({ min: 0, max: 0xffff }),
        data: fc.integer({ min: 0, max: 0xffffffff }),
        tail: fc.uint8Array({ maxLength: 4_000 }),
      })
      .map(({ rate, channels, bits, data, tail }) => {
        const header = Buffer.alloc(44);
        header.write("RIFF", 0);
        header.write("WAVEfmt ", 8);
        header.writeUInt32LE(16, 16);
        header.writeUInt16LE(1, 20);
        header.writeUInt16LE(channels, 22);
        header.writeUInt32LE(rate, 24);
        header.writeUInt16LE(bits, 34);
        header.write("data", 36);
        header.writeUInt32LE(data, 40);
        return Buffer.concat([header, tail]);
      });
    fc.assert(
      fc.property(
        fc.oneof(wavLike, fc.uint8Array({ maxLength: 4_000 })),
        fc.constantFrom(
          undefined,
          "audio/wav",
          "audio/L16; rate=16000",
          "audio/L16; rate=0",
          "audio/basic",
          "text/plain",
        ),
        fc.array(fc.nat(), { maxLength: 6 }),
        (bytes, contentType, cuts) => {
          const audio = new UploadedAudio(contentType);
          for (const chunk of chunked(bytes, cuts)) audio.feed(chunk);
          const verdict = audio.verdict(maxSessionAudioMs);
          if (verdict.ok) {
            expect(Number.isFinite(verdict.durationMs)).toBe(true);
            expect(verdict.durationMs).toBeLessThanOrEqual(maxSessionAudioMs);
          } else {
            expect(verdict.message.length).toBeGreaterThan(0);
          }
        },
      ),
      budget,
    );
  });
});

/** Just enough of a ws WebSocket for a session: what it sends, and how it closes. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  sent: string[] = [];
  closes: number[] = [];
  send(data: string): void {
    this.sent.push(data);
  }
  close(code: number): void {
    this.closes.push(code);
    this.readyState = 3;
  }
  terminate(): void {
    this.readyState = 3;
  }
}

const frame = fc.oneof(
  fc.record({ binary: fc.constant(true), data: fc.uint8Array({ maxLength: 16_000 }) }),
  fc.record({
    binary: fc.constant(false),
    data: fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
      fc.constantFrom(
        '{"type":"finalize"}',
        '{"type":"keepalive"}',
        "",
        '{"type":"finalize","trailing_silence_ms":-1}',
      ),
      fc
        .record({
          model: fc.constantFrom("stt-rt-v3", "stt-async-v3", "nope", ""),
          audio_format: fc.constantFrom("auto", "wav", "pcm_s16le", "mulaw", "bogus"),
          sample_rate: fc.option(fc.integer({ min: -1, max: 200_000 }), { nil: undefined }),
          num_channels: fc.option(fc.integer({ min: -1, max: 10 }), { nil: undefined }),
          client_reference_id: fc.option(fc.constantFrom("mock:error:503:after-ms:10", "mock:drop:after-ms:5", "x"), {
            nil: undefined,
          }),
        })
        .map((config) => JSON.stringify(config)),
    ),
  }),
);

describe("a streaming session of the mock", () => {
  it("answers any sequence of client frames within the contract: error frames valid, never 'the mock failed'", () => {
    let errorFrames = 0;
    let results = 0;
    fc.assert(
      // Mostly after a valid config, so that the frames reach a configured session too.
      fc.property(
        fc.option(
          fc.constant({
            binary: false,
            data: '{"model":"stt-rt-v3","audio_format":"mulaw","sample_rate":8000,"num_channels":1}',
          }),
          { freq: 5 },
        ),
        fc.array(frame, { maxLength: 12 }),
        (config, rest) => {
          const frames = config ? [config, ...rest] : rest;
          const socket = new FakeSocket();
          const session = new MockSession({
            socket: sessionSocketOf(socket as never),
            script: defaultMockScript,
            limits: { configTimeoutMs: 60_000, idleTimeoutMs: 60_000, maxSessionMs: 60_000 },
            access: standaloneAccess(),
            key: "fuzz-key",
            keySource: "header",
            directiveUses: new DirectiveUses(),
          });
          for (const { binary, data } of frames) {
            socket.emit("message", typeof data === "string" ? Buffer.from(data) : Buffer.from(data), binary);
          }
          socket.emit("close");
          for (const sent of socket.sent) {
            const message = JSON.parse(sent);
            expect(sent.length).toBeLessThan(256 * 1024);
            if ("tokens" in message) results++;
            if ("error_code" in message) {
              errorFrames++;
              expect(validateErrorMessage(message), sent).toBe(true);
              expect(message.error_message).not.toContain("The mock failed");
            }
          }
          expect(socket.closes.length).toBeLessThanOrEqual(1);
          expect(session.id).toEqual(expect.any(String));
        },
      ),
      { ...budget, numRuns: 500 },
    );
    // The generated frames reached both the refusals and the transcript, not only one of them.
    expect(errorFrames).toBeGreaterThan(50);
    expect(results).toBeGreaterThan(10);
  });
});

describe("the HTTP mock over the wire", () => {
  it("answers any JSON body to POST /transcriptions within the contract, naming what is wrong", async () => {
    const caller = keyed(inject("apiBaseUrl"), `fuzz-${randomUUID()}`);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue({ maxDepth: 4 }),
          fc.record(
            {
              file_id: fc.string({ maxLength: 20 }),
              model: fc.constantFrom("stt-async-v3", "stt-rt-v3", "nope"),
              enable_speaker_diarization: fc.oneof(fc.boolean(), fc.string({ maxLength: 3 })),
              translation: fc.jsonValue({ maxDepth: 2 }),
              context: fc.jsonValue({ maxDepth: 3 }),
            },
            { requiredKeys: [] },
          ),
        ),
        async (body) => {
          const answer = await caller.postJson("/transcriptions", JSON.stringify(body));
          expect([400, 404, 409]).toContain(answer.status);
          expect(errorBodyProblems(answer.body), answer.text).toEqual([]);
          expect(answer.headers.get("sl-violations") ?? "").not.toContain('"response');
        },
      ),
      { numRuns: 60, interruptAfterTimeLimit: 15_000 },
    );
  }, 30_000);
});
