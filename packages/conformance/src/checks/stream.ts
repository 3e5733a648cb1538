// The stream, as the session table of the interface document: config → ack within the limit; audio →
// results whose final tokens come first, are never sent again, and never end after the audio sent;
// finalize → `<fin>` ends its batch; keepalive holds an idle session; end of audio → finished, then close
// 1000; an invalid config or no key → the error frame and the close code x-stream-errors names; a minted
// temporary key opens a stream in the subprotocol. Frames are read as they arrive (see stream-session.ts):
// the result checks run on each frame then, and keep only what the next frame is checked against.
import {
  validateAckMessage,
  validateErrorMessage,
  validateFinishedMessage,
  validateResultMessage,
} from "stt-service/shared-runtime";
import type { CheckContext } from "../context.js";
import { list, record, show, stringField } from "../json.js";
import { controlTokens, type Frame, maxFrameBytes, StreamSession } from "../stream-session.js";
import { mintTemporaryKey } from "./auth.js";

type WebSocketClass = Parameters<typeof StreamSession.open>[0];

interface StreamRun {
  context: CheckContext;
  WebSocket: WebSocketClass;
  url: string;
  model: string;
  /** Deadline for an answer the contract bounds by no limit of its own (results, finished, close). */
  answerMs: number;
}

function fail(run: StreamRun, check: string, message: string, session: StreamSession): void {
  run.context.report.fail(check, message, session.evidence());
}

function open(
  run: StreamRun,
  auth: { apiKey?: string; protocols?: string[] },
  timeoutMs: number,
  observe?: (json: unknown) => void,
): Promise<StreamSession> {
  const { context } = run;
  return StreamSession.open(run.WebSocket, run.url, auth, timeoutMs, context.deadline, context.sessions, observe);
}

async function configured(
  run: StreamRun,
  auth: { apiKey?: string; protocols?: string[] },
  check: string,
  observe?: (json: unknown) => void,
): Promise<StreamSession | undefined> {
  const { streamLimits } = run.context.contract;
  const limitMs = streamLimits.configTimeoutSeconds * 1000;
  const session = await open(run, auth, limitMs, observe);
  if (!session.open) {
    fail(run, check, `the stream did not open: ${session.failure ?? "closed"}`, session);
    return undefined;
  }
  session.sendJson({ model: run.model, audio_format: "auto" });
  const index = await session.nextFrame(0, () => true, limitMs, "the ack of a config");
  const frame = index === undefined ? undefined : session.frames[index];
  if (!frame) {
    fail(run, "stream.ack", `no ack within the ${streamLimits.configTimeoutSeconds} s the contract allows`, session);
  } else if (frame.ack !== true) {
    fail(run, "stream.ack", `the first frame after config is not an ack: ${frame.ack}`, session);
  } else {
    run.context.report.pass("stream.ack");
    return session;
  }
  session.close();
  return undefined;
}

/**
 * Checks each result frame as it arrives: schema, final tokens first, finals never again, none after the
 * audio. What it keeps between frames is bounded: the end of the last final token, and the identities of
 * final tokens that end there (only those can be sent again unnoticed by the time check).
 */
class ResultChecker {
  private finalEndMs = -1;
  private atFinalEnd = new Set<string>();
  session: StreamSession | undefined;

  constructor(
    private readonly run: StreamRun,
    private readonly sentMs: number,
  ) {}

  private fail(check: string, message: string): void {
    this.run.context.report.fail(check, message, this.session?.evidence() ?? "(the stream's first frames)");
  }

  observe(json: unknown): void {
    const message = record(json);
    const { report } = this.run.context;
    if (message !== json || !Array.isArray(message.tokens) || message.finished === true) {
      // Not a result: then it must be one of the contract's other server messages.
      if (validateAckMessage(json) || validateFinishedMessage(json) || validateErrorMessage(json)) return;
      this.fail(
        "stream.frames",
        `a frame is none of the contract's server messages (ack, result, finished, error): ${show(json, 80)}`,
      );
      return;
    }
    if (!validateResultMessage(json)) {
      this.fail(
        "stream.frames",
        `a result frame is not the contract's: ${show(validateResultMessage.errors?.[0]?.instancePath ?? "")} ${show(validateResultMessage.errors?.[0]?.message ?? "")}`,
      );
      return;
    }
    report.pass("stream.frames");
    const tokens = json.tokens;
    const firstInterim = tokens.findIndex((token) => !token.is_final);
    const lateFinal = firstInterim >= 0 && tokens.slice(firstInterim).some((token) => token.is_final);
    if (lateFinal) this.fail("stream.final-first", "a result has a final token after an interim one");
    else report.pass("stream.final-first");
    for (const token of tokens) {
      if (typeof token.end_ms === "number" && token.end_ms > this.sentMs) {
        this.fail(
          "stream.token-time",
          `token "${show(token.text)}" ends at ${token.end_ms} ms, after the ${this.sentMs} ms of audio sent`,
        );
      } else report.pass("stream.token-time");
      if (!token.is_final || controlTokens.has(token.text) || typeof token.start_ms !== "number") continue;
      const identity = `${token.start_ms}:${token.end_ms}:${token.text}`;
      if (this.atFinalEnd.has(identity) || token.start_ms < this.finalEndMs) {
        this.fail(
          "stream.final-once",
          `final token "${show(token.text)}" at ${token.start_ms} ms was sent again or changed after a final token ending at ${this.finalEndMs} ms`,
        );
      } else report.pass("stream.final-once");
      const end = token.end_ms ?? token.start_ms;
      if (end > this.finalEndMs) {
        this.finalEndMs = end;
        this.atFinalEnd.clear();
      }
      if (token.start_ms >= this.finalEndMs && this.atFinalEnd.size < 10_000) this.atFinalEnd.add(identity);
    }
  }
}

/** End of audio: `finished`, then close 1000, and nothing after finished. */
async function finish(run: StreamRun, session: StreamSession, check: string): Promise<void> {
  const from = session.frames.length;
  session.sendText("");
  const index = await session.nextFrame(from, (frame) => frame.finished, run.answerMs, "the finished frame");
  const closed = await session.waitClosed(run.answerMs);
  if (index === undefined) fail(run, check, "end of audio brought no finished frame", session);
  else if (!session.frames[index]?.finishedValid) fail(run, check, "the finished frame is not the contract's", session);
  else if (index !== session.frames.length - 1) fail(run, check, "frames came after finished", session);
  else if (closed?.code !== 1000)
    fail(
      run,
      check,
      `after finished the close code is ${closed?.code ?? "none (still open)"}, the contract says 1000`,
      session,
    );
  else run.context.report.pass(check);
  session.close();
}

async function transcribe(run: StreamRun): Promise<void> {
  const { audio } = run.context.options;
  const results = new ResultChecker(run, audio.durationMs);
  const session = await configured(run, { apiKey: run.context.options.apiKey }, "stream.ack", (json) =>
    results.observe(json),
  );
  if (!session) return;
  results.session = session;
  session.sendAudio(audio.bytes);
  const from = session.frames.length;
  session.sendJson({ type: "finalize" });
  const fin = await session.nextFrame(
    from,
    (frame) => frame.isResult && frame.hasFin,
    run.answerMs,
    "the <fin> token after finalize",
  );
  if (fin === undefined) {
    fail(run, "stream.finalize", "finalize brought no <fin> token", session);
  } else if (!session.frames[fin]?.finLast) {
    fail(run, "stream.finalize", "<fin> is not the last final token of its result", session);
  } else run.context.report.pass("stream.finalize");
  if (!session.frames.some((frame) => frame.isResult) || !session.frames.some((frame) => frame.spoken)) {
    fail(run, "stream.results", "audio brought no transcript tokens", session);
  } else run.context.report.pass("stream.results");
  await finish(run, session, "stream.finished");
}

async function keepalive(run: StreamRun): Promise<void> {
  const { contract, options } = run.context;
  const idleSeconds = options.idleTimeoutSeconds ?? contract.streamLimits.idleTimeoutSeconds;
  const session = await configured(run, { apiKey: options.apiKey }, "stream.keepalive");
  if (!session) return;
  const intervalMs = Math.min(contract.streamLimits.keepaliveIntervalSeconds, idleSeconds / 4) * 1000;
  // Idle for one and a half idle time-outs, sending only keepalives: the session must stay open.
  const holdMs = idleSeconds * 1500;
  const timer = setInterval(() => session.sendJson({ type: "keepalive" }), intervalMs);
  try {
    session.sendJson({ type: "keepalive" });
    await session.until(
      () => session.closed !== undefined || session.frames.some((frame) => frame.errorCode !== undefined),
      holdMs,
      "an idle session held with keepalives",
    );
  } finally {
    clearInterval(timer);
  }
  if (!session.open) {
    fail(
      run,
      "stream.keepalive",
      `keepalives every ${intervalMs} ms did not hold an idle session for ${holdMs} ms`,
      session,
    );
    session.close();
    return;
  }
  run.context.report.pass("stream.keepalive");
  await finish(run, session, "stream.keepalive");
}

/** An error frame, then the close code x-stream-errors names for its error_code. */
async function refused(run: StreamRun, session: StreamSession, check: string, wanted: number): Promise<void> {
  const index = await session.nextFrame(0, (frame) => frame.errorCode !== undefined, run.answerMs, "an error frame");
  const closed = await session.waitClosed(run.answerMs);
  const frame: Frame | undefined = index === undefined ? undefined : session.frames[index];
  const rule = run.context.contract.streamErrors.find((entry) => entry.errorCode === frame?.errorCode);
  if (closed?.reason === "upgrade refused" && closed.code === wanted) {
    run.context.report.pass(check);
  } else if (!frame) fail(run, check, `no error frame (close ${closed?.code ?? "none"})`, session);
  else if (!frame.errorValid) fail(run, check, "the error frame is not the contract's ErrorMessage", session);
  else if (frame.errorCode !== wanted)
    fail(run, check, `error_code ${frame.errorCode}, the contract's is ${wanted}`, session);
  else if (!rule || rule.errorType !== frame.errorType)
    fail(run, check, `error_type ${frame.errorType} is not what x-stream-errors names for ${wanted}`, session);
  else if (closed?.code !== rule.closeCode)
    fail(
      run,
      check,
      `close code ${closed?.code ?? "none"}, x-stream-errors names ${rule.closeCode} after error ${wanted}`,
      session,
    );
  else run.context.report.pass(check);
  session.close();
}

async function invalidConfig(run: StreamRun): Promise<void> {
  const session = await open(run, { apiKey: run.context.options.apiKey }, run.answerMs);
  session.sendJson({ model: run.model, audio_format: "auto", conformance_unknown_option: true });
  await refused(run, session, "stream.invalid-config", 400);
}

async function noKey(run: StreamRun): Promise<void> {
  const session = await open(run, {}, run.answerMs);
  if (session.open) session.sendJson({ model: run.model, audio_format: "auto" });
  await refused(run, session, "stream.no-key", 401);
}

async function temporaryKey(run: StreamRun): Promise<void> {
  const key = await mintTemporaryKey(run.context);
  if (key === undefined) return;
  const session = await configured(run, { protocols: ["stt-api-key", key] }, "stream.temporary-key");
  if (!session) return;
  if (session.protocol !== "stt-api-key") {
    fail(
      run,
      "stream.temporary-key",
      `the server answered subprotocol "${session.protocol}", the contract says stt-api-key`,
      session,
    );
    session.close();
    return;
  }
  run.context.report.pass("stream.temporary-key");
  await finish(run, session, "stream.temporary-key");
}

export async function runStreamChecks(context: CheckContext, WebSocket: WebSocketClass, url: string): Promise<void> {
  const models = await context.http.call({
    operationId: "listModels",
    path: "/models",
    apiKey: context.options.apiKey,
  });
  const model = list(record(models.body).models).find((entry) => record(entry).transcription_mode === "real_time");
  const modelId = stringField(model, "id");
  if (!modelId) {
    context.report.fail("stream.ack", "GET /models lists no real_time model (with an id) to stream with", models.curl);
    return;
  }
  // Results, finished and close have no limit of their own: allow the audio's length, plus the config limit.
  const answerMs = context.options.audio.durationMs + context.contract.streamLimits.configTimeoutSeconds * 1000;
  const run: StreamRun = { context, WebSocket, url, model: modelId, answerMs };
  const from = context.sessions.length;
  try {
    await Promise.all([transcribe(run), keepalive(run), invalidConfig(run), noKey(run), temporaryKey(run)]);
  } finally {
    for (const session of context.sessions.slice(from)) {
      if (session.oversized)
        fail(run, "stream.frame-size", `a frame passed ${maxFrameBytes} bytes, the most the kit reads`, session);
      if (session.failure?.startsWith("the kit could not check a frame"))
        fail(run, "stream.frames", session.failure, session);
    }
  }
  if (!context.report.results().some((result) => result.check === "stream.frame-size"))
    context.report.pass("stream.frame-size");
}
