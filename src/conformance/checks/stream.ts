// The stream, as the session table of the interface document: config → ack within the limit; audio →
// results whose final tokens come first, are never sent again, and never end after the audio sent;
// finalize → `<fin>` ends its batch; keepalive holds an idle session; end of audio → finished, then close
// 1000; an invalid config or no key → the error frame and the close code x-stream-errors names; a minted
// temporary key opens a stream in the subprotocol.
import {
  validateAckMessage,
  validateErrorMessage,
  validateFinishedMessage,
  validateResultMessage,
} from "../../../generated/realtime/validators.js";
import type { Json } from "../../spec-documents/index.js";
import type { CheckContext } from "../context.js";
import { type Frame, StreamSession } from "../stream-session.js";
import { mintTemporaryKey } from "./auth.js";

type Token = { text: string; is_final: boolean; start_ms?: number; end_ms?: number };
type WebSocketClass = Parameters<typeof StreamSession.open>[0];

const controlTokens = new Set(["<fin>", "<end>"]);

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

function isResult(frame: Frame): boolean {
  return Array.isArray(frame.json?.tokens) && frame.json?.finished !== true;
}

async function configured(
  run: StreamRun,
  auth: { apiKey?: string; protocols?: string[] },
  check: string,
): Promise<StreamSession | undefined> {
  const { streamLimits } = run.context.contract;
  const limitMs = streamLimits.configTimeoutSeconds * 1000;
  const session = await StreamSession.open(run.WebSocket, run.url, auth, limitMs);
  if (!session.open) {
    fail(run, check, `the stream did not open: ${session.failure ?? "closed"}`, session);
    return undefined;
  }
  session.sendJson({ model: run.model, audio_format: "auto" });
  const index = await session.nextFrame(0, () => true, limitMs);
  const frame = index === undefined ? undefined : session.frames[index];
  if (!frame) {
    fail(run, "stream.ack", `no ack within the ${streamLimits.configTimeoutSeconds} s the contract allows`, session);
  } else if (!validateAckMessage(frame.json)) {
    fail(
      run,
      "stream.ack",
      `the first frame after config is not an ack: ${JSON.stringify(validateAckMessage.errors?.[0] ?? {})}`,
      session,
    );
  } else {
    run.context.report.pass("stream.ack");
    return session;
  }
  session.close();
  return undefined;
}

/** Checks every result frame so far: schema, final tokens first, finals never again, none after the audio. */
function checkResults(run: StreamRun, session: StreamSession, sentMs: number): void {
  const { report } = run.context;
  let finalEndMs = -1;
  const finals = new Set<string>();
  for (const frame of session.frames) {
    if (!isResult(frame)) continue;
    if (!validateResultMessage(frame.json)) {
      fail(
        run,
        "stream.frames",
        `a result frame is not the contract's: ${JSON.stringify(validateResultMessage.errors?.[0] ?? {})}`,
        session,
      );
      continue;
    }
    report.pass("stream.frames");
    const tokens = (frame.json?.tokens ?? []) as Token[];
    const firstInterim = tokens.findIndex((token) => !token.is_final);
    const lateFinal = firstInterim >= 0 && tokens.slice(firstInterim).some((token) => token.is_final);
    if (lateFinal) fail(run, "stream.final-first", "a result has a final token after an interim one", session);
    else report.pass("stream.final-first");
    for (const token of tokens) {
      if (typeof token.end_ms === "number" && token.end_ms > sentMs) {
        fail(
          run,
          "stream.token-time",
          `token "${token.text}" ends at ${token.end_ms} ms, after the ${sentMs} ms of audio sent`,
          session,
        );
      } else report.pass("stream.token-time");
      if (!token.is_final || controlTokens.has(token.text) || typeof token.start_ms !== "number") continue;
      const identity = `${token.start_ms}:${token.end_ms}:${token.text}`;
      if (finals.has(identity) || token.start_ms < finalEndMs) {
        fail(
          run,
          "stream.final-once",
          `final token "${token.text}" at ${token.start_ms} ms was sent again or changed after a final token ending at ${finalEndMs} ms`,
          session,
        );
      } else report.pass("stream.final-once");
      finals.add(identity);
      finalEndMs = Math.max(finalEndMs, token.end_ms ?? token.start_ms);
    }
  }
}

/** End of audio: `finished`, then close 1000, and nothing after finished. */
async function finish(run: StreamRun, session: StreamSession, check: string): Promise<void> {
  const from = session.frames.length;
  session.sendText("");
  const index = await session.nextFrame(from, (frame) => frame.json?.finished === true, run.answerMs);
  const closed = await session.waitClosed(run.answerMs);
  if (index === undefined) fail(run, check, "end of audio brought no finished frame", session);
  else if (!validateFinishedMessage(session.frames[index]?.json))
    fail(run, check, "the finished frame is not the contract's", session);
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
  const session = await configured(run, { apiKey: run.context.options.apiKey }, "stream.ack");
  if (!session) return;
  const { audio } = run.context.options;
  session.sendAudio(audio.bytes);
  const from = session.frames.length;
  session.sendJson({ type: "finalize" });
  const fin = await session.nextFrame(
    from,
    (frame) => isResult(frame) && ((frame.json?.tokens ?? []) as Token[]).some((token) => token.text === "<fin>"),
    run.answerMs,
  );
  if (fin === undefined) {
    fail(run, "stream.finalize", "finalize brought no <fin> token", session);
  } else {
    const tokens = (session.frames[fin]?.json?.tokens ?? []) as Token[];
    const finals = tokens.filter((token) => token.is_final);
    const last = finals[finals.length - 1];
    if (last?.text !== "<fin>")
      fail(run, "stream.finalize", "<fin> is not the last final token of its result", session);
    else run.context.report.pass("stream.finalize");
  }
  if (
    !session.frames.some(isResult) ||
    !session.frames.some((frame) => ((frame.json?.tokens ?? []) as Token[]).some((t) => !controlTokens.has(t.text)))
  ) {
    fail(run, "stream.results", "audio brought no transcript tokens", session);
  } else run.context.report.pass("stream.results");
  await finish(run, session, "stream.finished");
  checkResults(run, session, audio.durationMs);
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
  session.sendJson({ type: "keepalive" });
  await session.until(
    () => session.closed !== undefined || session.frames.some((frame) => frame.json?.error_code !== undefined),
    holdMs,
  );
  clearInterval(timer);
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
  const index = await session.nextFrame(0, (frame) => frame.json?.error_code !== undefined, run.answerMs);
  const closed = await session.waitClosed(run.answerMs);
  const frame = index === undefined ? undefined : session.frames[index]?.json;
  const rule = run.context.contract.streamErrors.find((entry) => entry.errorCode === frame?.error_code);
  if (closed?.reason === "upgrade refused" && closed.code === wanted) {
    run.context.report.pass(check);
  } else if (!frame) fail(run, check, `no error frame (close ${closed?.code ?? "none"})`, session);
  else if (!validateErrorMessage(frame))
    fail(run, check, "the error frame is not the contract's ErrorMessage", session);
  else if (frame.error_code !== wanted)
    fail(run, check, `error_code ${String(frame.error_code)}, the contract's is ${wanted}`, session);
  else if (!rule || rule.errorType !== frame.error_type)
    fail(run, check, `error_type ${String(frame.error_type)} is not what x-stream-errors names for ${wanted}`, session);
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
  const session = await StreamSession.open(
    run.WebSocket,
    run.url,
    { apiKey: run.context.options.apiKey },
    run.answerMs,
  );
  session.sendJson({ model: run.model, audio_format: "auto", conformance_unknown_option: true });
  await refused(run, session, "stream.invalid-config", 400);
}

async function noKey(run: StreamRun): Promise<void> {
  const session = await StreamSession.open(run.WebSocket, run.url, {}, run.answerMs);
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
  const model = ((models.body as Json | undefined)?.models as Json[] | undefined)?.find(
    (entry) => entry.transcription_mode === "real_time",
  );
  if (!model) {
    context.report.fail("stream.ack", "GET /models lists no real_time model to stream with", models.curl);
    return;
  }
  // Results, finished and close have no limit of their own: allow the audio's length, plus the config limit.
  const answerMs = context.options.audio.durationMs + context.contract.streamLimits.configTimeoutSeconds * 1000;
  const run: StreamRun = { context, WebSocket, url, model: String(model.id), answerMs };
  await Promise.all([transcribe(run), keepalive(run), invalidConfig(run), noKey(run), temporaryKey(run)]);
}
