// The streaming mock: a WebSocket server on 127.0.0.1 that speaks the AsyncAPI contract, with transcripts
// from a script (by default the spec's examples). Prism cannot mock WebSockets; this does.
import { createServer, type IncomingMessage, STATUS_CODES } from "node:http";
import { FileRefusal, readRegularFile } from "@stt-service/spec-documents";
import type { Model } from "stt-service";
import { deprecationSentence, type StreamDeprecation, streamLimits } from "stt-service/shared-runtime";
import { type RawData, type WebSocket, WebSocketServer } from "ws";
import type { StreamAccess } from "../core/service/access.js";
import { DirectiveUses } from "../core/stream/directive-uses.js";
import {
  frameTooLargeMessage,
  MockSession,
  maxFrameBytes,
  type SessionLimits,
  type SessionSocket,
} from "../core/stream/session.js";
import { parseUpgradePath, refusalBody } from "../core/stream/upgrade-directives.js";
import { oneLine } from "../core/text.js";
import { defaultMockScript, type MockScript, mockModels } from "../generated/realtime/mock-script.js";
import { type ConnectionTimeouts, checkTimes, defaultConnectionTimeouts, serverTimeoutOptions } from "./timeouts.js";

/** Options of `startStreamingMock()`: where it listens, the transcript it streams, its limits. */
export interface StreamingMockOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** 0 picks a free port. Default 4011. */
  port?: number;
  path?: string;
  /** What the mock transcribes. Default: the spec's examples. */
  script?: MockScript;
  /** Override the contract's limits, such as a short idle time-out in tests. */
  limits?: Partial<SessionLimits>;
  /**
   * How long the upgrade request may take (its headers, the whole request, silence), so that a client
   * dribbling it cannot hold a socket; once upgraded, the session's own limits apply. Defaults: 30 s, 15 min,
   * 60 s.
   */
  timeouts?: Partial<ConnectionTimeouts>;
  /** Called with a line per session event. */
  onLog?: (message: string) => void;
  /**
   * Which keys may open a stream and with which models. Default: any key but those starting with `invalid`
   * or `tmp_expired`, and the models of the spec's example. `npm run mock` shares the HTTP mock's, so that
   * temporary keys minted over HTTP work here until they expire.
   */
  access?: StreamAccess;
}

/** A streaming mock that listens: its URL and port, its open sessions, and `stop()`. */
export interface RunningStreamingMock {
  /** The streaming URL: pass it as `streamUrl`. */
  url: string;
  port: number;
  /** Sessions open now. */
  readonly sessions: number;
  close(): Promise<void>;
}

const subprotocol = "stt-api-key";

function keyOf(request: IncomingMessage): { key: string | undefined; keySource: "header" | "subprotocol" | undefined } {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "");
  if (bearer?.[1]) return { key: bearer[1], keySource: "header" };
  const protocols = (request.headers["sec-websocket-protocol"] ?? "").split(",").map((p) => p.trim());
  const index = protocols.indexOf(subprotocol);
  const key = index >= 0 ? protocols[index + 1] || undefined : undefined;
  return { key, keySource: key ? "subprotocol" : undefined };
}

/** Keys the standalone mock refuses, so that clients can test their handling of a bad or expired key. */
export function standaloneAccess(models: readonly Model[] = mockModels): StreamAccess {
  return {
    models,
    refuse: (key) =>
      key.startsWith("invalid") || key.startsWith("tmp_expired") ? "Invalid or expired API key." : undefined,
  };
}

/** The 404's body for an upgrade to another path: one line, naming the path to use and the whole URL. */
export function wrongPathBody(requested: string, path: string, url: string): string {
  const shown = oneLine(requested.length > 80 ? `${requested.slice(0, 80)}...` : requested);
  return `No stream at "${shown || "/"}": the stream is at the path ${path}, so the stream URL is ${url}.`;
}

/**
 * The header of the SDK's connect probe: after a socket closed before it opened on Node 22+, the SDK makes the
 * same upgrade request again to read why (packages/sdk/src/realtime/connect-probe.ts).
 */
export const connectProbeHeader = "x-stt-connect-probe";

/** An HTTP answer to an upgrade request, refusing it: the status, a Retry-After when given, a one-line body. */
function httpAnswer(status: number, body: string, retryAfterSeconds?: number): string {
  const retryAfter = retryAfterSeconds === undefined ? "" : `Retry-After: ${retryAfterSeconds}\r\n`;
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n${retryAfter}Content-Type: text/plain; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

/** The close codes ws uses for frames it refuses before the session sees them, and what the client did. */
const refusedFrames: Record<number, string> = {
  1009: frameTooLargeMessage,
  1007: "A text frame is not valid UTF-8.",
  1002: "A frame breaks the WebSocket protocol.",
};

/** Checks a scripts file's shape, saying what is wrong where. */
export function checkMockScript(value: unknown, source: string): MockScript {
  const fail = (what: string): never => {
    throw new Error(
      `${source}: ${what}. The scripts file format: "Your own transcripts" in @stt-service/mock's README.md.`,
    );
  };
  const utterances = (value as MockScript | null)?.utterances;
  if (!Array.isArray(utterances) || utterances.length === 0) return fail("needs a non-empty `utterances` list");
  utterances.forEach((utterance, u) => {
    if (!Array.isArray(utterance?.tokens) || utterance.tokens.length === 0)
      fail(`utterances[${u}] needs a non-empty \`tokens\` list`);
    utterance.tokens.forEach((token, t) => {
      const where = `utterances[${u}].tokens[${t}]`;
      if (typeof token?.text !== "string") fail(`${where}.text must be a string`);
      if (!Number.isFinite(token.start_ms) || !Number.isFinite(token.end_ms) || token.end_ms < token.start_ms) {
        fail(`${where} needs start_ms <= end_ms, in milliseconds`);
      }
      if (!(token.confidence >= 0 && token.confidence <= 1)) fail(`${where}.confidence must be from 0 to 1`);
    });
  });
  return value as MockScript;
}

/**
 * The largest scripts file read: transcripts of a few hundred utterances take tens of kilobytes, so this is
 * far above any real script and still a bound on what a wrong path (a log, a disk image) costs.
 */
export const maxMockScriptBytes = 16 * 1024 * 1024;

/**
 * Reads a mock script (the utterances the streaming mock answers with) from a JSON file, checked. Only a
 * regular file is read (readRegularFile): a named pipe would hold the command before it listens, for ever.
 */
export async function loadMockScript(path: string): Promise<MockScript> {
  let text: string;
  try {
    text = readRegularFile(path, { maxBytes: maxMockScriptBytes, followLinks: true }).toString("utf8");
  } catch (error) {
    if (!(error instanceof FileRefusal)) throw error;
    throw new Error(
      `The scripts file ${path} ${error.reason}: give a JSON file of transcripts (its format: the README of @stt-service/mock).`,
    );
  }
  try {
    return checkMockScript(JSON.parse(text), path);
  } catch (error) {
    if (error instanceof SyntaxError) throw new Error(`${path} is not JSON: ${error.message}`);
    throw error;
  }
}

function bytesOf(data: RawData): Buffer {
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
}

/** A `ws` socket as a session sees a socket. */
export function sessionSocketOf(socket: WebSocket): SessionSocket {
  return {
    get isOpen() {
      return socket.readyState === socket.OPEN;
    },
    send: (data) => socket.send(data),
    close: (code, reason) => socket.close(code, reason),
    terminate: () => socket.terminate(),
    onMessage: (listener) =>
      socket.on("message", (data, isBinary) => listener(isBinary ? bytesOf(data) : bytesOf(data).toString("utf8"))),
    onClose: (listener) => {
      socket.on("close", listener);
      socket.on("error", listener);
    },
  };
}

/** Starts the streaming mock alone, with the contract's limits unless told otherwise. Resolves once it listens. */
export function startStreamingMock(options: StreamingMockOptions = {}): Promise<RunningStreamingMock> {
  try {
    checkTimes("startStreamingMock()", { limits: options.limits, timeouts: options.timeouts });
  } catch (error) {
    // A rejection, as every other failure to start is.
    return Promise.reject(error);
  }
  const host = options.host ?? "127.0.0.1";
  const path = options.path ?? "/transcribe-websocket";
  const limits: SessionLimits = {
    configTimeoutMs: streamLimits.configTimeoutSeconds * 1000,
    idleTimeoutMs: streamLimits.idleTimeoutSeconds * 1000,
    maxSessionMs: streamLimits.maxSessionMinutes * 60_000,
    ...options.limits,
  };
  const script = options.script ?? defaultMockScript;
  const timeouts = { ...defaultConnectionTimeouts, ...options.timeouts };
  // A server of its own rather than ws's, for Node's timeouts on the upgrade request.
  const httpServer = createServer(serverTimeoutOptions(timeouts), (_request, response) => {
    const body = "Upgrade Required: this is the streaming mock; open a WebSocket.";
    response.writeHead(426, { "content-type": "text/plain", "content-length": Buffer.byteLength(body) });
    response.end(body);
  });
  httpServer.timeout = timeouts.idleTimeoutMs;
  httpServer.keepAliveTimeout = Math.min(5_000, timeouts.idleTimeoutMs);
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: maxFrameBytes,
    handleProtocols: (protocols) => (protocols.has(subprotocol) ? subprotocol : false),
  });
  const access = options.access ?? standaloneAccess();
  const directiveUses = new DirectiveUses(undefined, (key) => access.ownerOf?.(key));
  // The upgrade is taken here rather than by ws (whose `path` answers another path with a bare 400), so
  // that a stream URL without its path learns which path to use, and a `/__mock/` path can refuse it.
  httpServer.on("upgrade", (request, socket, head) => {
    socket.on("error", (error) => options.onLog?.(`socket error: ${error.message}`));
    const requested = (request.url ?? "").split("?")[0] ?? "";
    const accept = () =>
      server.handleUpgrade(request, socket, head, (webSocket) => server.emit("connection", webSocket, request));
    if (requested === path) {
      accept();
      return;
    }
    const asked = parseUpgradePath(requested, path);
    if (asked && "problem" in asked) {
      options.onLog?.(`upgrade refused with 400: ${asked.problem}`);
      socket.end(httpAnswer(400, asked.problem));
      return;
    }
    if (asked) {
      const { directive } = asked;
      const { key } = keyOf(request);
      // The SDK's connect probe (Node 22+) asks again after a refusal: it learns what the last upgrade met,
      // and is not one more connection of the first n.
      const probe = request.headers[connectProbeHeader] !== undefined;
      const refuse = probe
        ? directiveUses.lastApplied("upgrade", key, directive.text, directive.times, directive.after)
        : directiveUses.take("upgrade", key, directive.text, directive.times, directive.after);
      if (!refuse) {
        accept();
        return;
      }
      const body = refusalBody(directive);
      options.onLog?.(`upgrade refused with ${directive.status} on purpose${probe ? " (a connect probe)" : ""}`);
      socket.end(httpAnswer(directive.status, body, directive.retryAfterSeconds));
      return;
    }
    const address = httpServer.address();
    const port = typeof address === "object" && address ? address.port : (options.port ?? 4011);
    const body = wrongPathBody(requested, path, `ws://${host}:${port}${path}`);
    options.onLog?.(`upgrade refused with 404: ${body}`);
    socket.end(httpAnswer(404, body));
  });
  const sessions = new Set<MockSession>();
  // Said once per element per server, as the SDK says it once per process: a log, not a flood.
  const deprecationsNoted = new Set<string>();
  const noteDeprecatedUse = (element: string, notice: StreamDeprecation) => {
    if (deprecationsNoted.has(element)) return;
    deprecationsNoted.add(element);
    options.onLog?.(`deprecated use: ${deprecationSentence(element, notice)}`);
  };
  server.on("connection", (socket, request) => {
    const session = new MockSession({
      socket: sessionSocketOf(socket),
      script,
      limits,
      access,
      ...keyOf(request),
      directiveUses,
      onLog: options.onLog,
      onDeprecatedUse: noteDeprecatedUse,
    });
    // ws closes a socket whose frame it refuses (too large, not UTF-8) before any message event: the
    // contract's error frame goes first, so the client learns why rather than only a close code.
    const close = socket.close.bind(socket);
    socket.close = (code?: number, reason?: string | Buffer) => {
      const refused = code === undefined ? undefined : refusedFrames[code];
      if (refused && socket.readyState === socket.OPEN) {
        socket.send(JSON.stringify(session.errorFrame(400, refused)));
        options.onLog?.(`session ${session.id.slice(0, 8)}: error 400: ${refused}`);
        close(code, reason ?? refused.slice(0, 100));
        return;
      }
      close(code, reason);
    };
    sessions.add(session);
    socket.on("close", () => sessions.delete(session));
    // A socket error (such as an oversized frame) ends that session only.
    socket.on("error", (error) => options.onLog?.(`socket error: ${error.message}`));
  });
  return new Promise((resolve, reject) => {
    httpServer.once("error", reject);
    httpServer.once("listening", () => {
      httpServer.off("error", reject);
      httpServer.on("error", (error) => options.onLog?.(`server error: ${error.message}`));
      server.on("error", (error) => options.onLog?.(`server error: ${error.message}`));
      const address = httpServer.address();
      const port = typeof address === "object" && address ? address.port : (options.port ?? 4011);
      resolve({
        url: `ws://${host}:${port}${path}`,
        port,
        get sessions() {
          return sessions.size;
        },
        close: () =>
          new Promise<void>((done) => {
            for (const client of server.clients) client.terminate();
            server.close();
            httpServer.close(() => done());
            httpServer.closeAllConnections();
          }),
      });
    });
    httpServer.listen(options.port ?? 4011, host);
  });
}
