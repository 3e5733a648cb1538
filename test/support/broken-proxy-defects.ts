// The broken servers of the suite: each is one defect, the group of checks it belongs to, the half of the
// kit (--only) that meets it, and the check that must name it. Together they cover every group of checks.

import type { Json } from "@stt-service/spec-documents";
import type { Defect, ProxiedRequest, ProxiedResponse } from "./broken-proxy.js";

export interface BrokenCase {
  name: string;
  only: "http" | "stream";
  /** The check the kit must name. */
  check: string;
  /** What that check's message must say, where the name of the check alone is not enough. */
  message?: RegExp;
  defect: () => Defect;
}

function json(response: ProxiedResponse): Json | undefined {
  try {
    return JSON.parse(response.body.toString()) as Json;
  } catch {
    return undefined;
  }
}

function withJson(response: ProxiedResponse, body: unknown): ProxiedResponse {
  return { ...response, body: Buffer.from(JSON.stringify(body)) };
}

function requestJson(request: ProxiedRequest): Json | undefined {
  try {
    return JSON.parse(request.body.toString()) as Json;
  } catch {
    return undefined;
  }
}

function frame(text: string): Json | undefined {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

type Token = { text: string; is_final: boolean; start_ms?: number; end_ms?: number };

/** Rewrites the tokens of result frames. */
function results(rewrite: (tokens: Token[]) => Token[]): Defect {
  return {
    fromServer(text) {
      const message = frame(text);
      if (!message || !Array.isArray(message.tokens) || message.finished === true) return text;
      return JSON.stringify({ ...message, tokens: rewrite(message.tokens as Token[]) });
    },
  };
}

const filePath = /^\/files\/[^/?]+$/;
const captionsPath = /^\/transcriptions\/[^/?]+\/captions(\?|$)/;
const contentPath = /^\/files\/[^/?]+\/content$/;

export const brokenCases: BrokenCase[] = [
  {
    name: "getFile's answer lacks the required created_at",
    only: "http",
    check: "http.body-schema",
    defect: () => ({
      response: (request, response) => {
        if (request.method !== "GET" || !filePath.test(request.path) || response.status !== 200) return response;
        const { created_at: _, ...rest } = json(response) ?? {};
        return withJson(response, rest);
      },
    }),
  },
  {
    name: "deleteFile answers 200, which the operation does not declare",
    only: "http",
    check: "http.status-declared",
    defect: () => ({
      response: (request, response) =>
        request.method === "DELETE" && response.status === 204 ? { ...response, status: 200 } : response,
    }),
  },
  {
    name: "an error body's request_id differs from X-Request-Id",
    only: "http",
    check: "http.request-id",
    defect: () => ({
      response: (_request, response) => {
        const body = json(response);
        if (response.status < 400 || !body) return response;
        return withJson(response, { ...body, request_id: "not-the-header-s-id" });
      },
    }),
  },
  {
    name: "RateLimit-Remaining is negative",
    only: "http",
    check: "http.headers",
    defect: () => ({
      response: (_request, response) => ({
        ...response,
        headers: { ...response.headers, "ratelimit-remaining": "-1" },
      }),
    }),
  },
  {
    name: "a request without a key is served as a default key",
    only: "http",
    check: "auth.no-key",
    defect: () => ({
      request: (request) =>
        request.headers.authorization
          ? request
          : { ...request, headers: { ...request.headers, authorization: "Bearer default-tenant" } },
    }),
  },
  {
    name: "a temporary key is honoured over HTTP",
    only: "http",
    check: "auth.temporary-key",
    defect: () => ({
      request: (request) =>
        request.headers.authorization?.startsWith("Bearer tmp_")
          ? { ...request, headers: { ...request.headers, authorization: "Bearer key-of-the-gateway" } }
          : request,
    }),
  },
  {
    name: "createTranscription drops unknown properties instead of refusing them",
    only: "http",
    check: "negative.rejected",
    defect: () => ({
      request: (request) => {
        const body = requestJson(request);
        if (request.method !== "POST" || request.path !== "/transcriptions" || !body) return request;
        const known = [
          "file_id",
          "model",
          "enable_speaker_diarization",
          "enable_streaming",
          "translation",
          "context",
          "language_hints",
          "enable_language_identification",
          "client_reference_id",
          "audio_url",
          "webhook_url",
        ];
        const kept = Object.fromEntries(Object.entries(body).filter(([name]) => known.includes(name)));
        return { ...request, body: Buffer.from(JSON.stringify(kept)) };
      },
    }),
  },
  {
    name: "a file answers 200 after it was deleted",
    only: "http",
    check: "state.use-after-delete",
    defect: () => {
      const seen = new Map<string, ProxiedResponse>();
      const deleted = new Set<string>();
      return {
        response: (request, response) => {
          if (!filePath.test(request.path)) return response;
          if (request.method === "GET" && response.status === 200) seen.set(request.path, response);
          if (request.method === "DELETE" && response.status === 204) deleted.add(request.path);
          const cached = seen.get(request.path);
          return request.method === "GET" && deleted.has(request.path) && cached ? cached : response;
        },
      };
    },
  },
  {
    // The defect of an operation answered from its example whatever the id: only the kit's unknown-id check,
    // which reads every operation with a path id from the spec, meets an id no key made.
    name: "getTranscription answers 200 for a transcription id no key made",
    only: "http",
    check: "state.unknown-id",
    message: /getTranscription \(GET \/transcriptions\/\{transcription_id\}\) answered 200/,
    defect: () => {
      const made = new Set<string>();
      return {
        response: (request, response) => {
          const created =
            request.method === "POST" && request.path.startsWith("/transcriptions") ? json(response) : undefined;
          if (typeof created?.id === "string") made.add(created.id);
          const id = /^\/transcriptions\/([^/?]+)$/.exec(request.path)?.[1];
          if (request.method !== "GET" || id === undefined || made.has(decodeURIComponent(id))) return response;
          if (response.status !== 404) return response;
          return withJson(
            { ...response, status: 200 },
            {
              id: decodeURIComponent(id),
              status: "processing",
              file_id: "6f1c2a9e-8b4d-4c1e-9a57-2f3b8d0e4c11",
              model: "stt-async-v3",
              created_at: "2026-01-01T00:00:00Z",
              enable_speaker_diarization: false,
              enable_language_identification: false,
              client_reference_id: null,
            },
          );
        },
      };
    },
  },
  {
    name: "listFiles's first page says it is the last",
    only: "http",
    check: "state.pagination",
    defect: () => ({
      response: (request, response) => {
        const body = json(response);
        if (
          request.method !== "GET" ||
          !request.path.startsWith("/files?") ||
          request.path.includes("cursor=") ||
          response.status !== 200 ||
          !body
        )
          return response;
        return withJson(response, { ...body, next_page_cursor: null });
      },
    }),
  },
  {
    name: "Idempotency-Key is ignored",
    only: "http",
    check: "state.idempotency",
    defect: () => ({
      request: (request) => {
        const { "idempotency-key": _, ...headers } = request.headers;
        return { ...request, headers };
      },
    }),
  },
  {
    // Sequential replays keep working: only a request whose key is still in flight loses it, so the sequential
    // idempotency checks pass and only the concurrent first use can find it.
    name: "an Idempotency-Key still in flight is ignored (a race in the service)",
    only: "http",
    check: "state.idempotency",
    defect: () => {
      const inFlight = new Map<string, number>();
      const heldKey = "x-broken-held-idempotency-key";
      return {
        request: (request) => {
          const key = request.headers["idempotency-key"];
          if (key === undefined) return request;
          const count = inFlight.get(key) ?? 0;
          inFlight.set(key, count + 1);
          if (count === 0) return request;
          const { "idempotency-key": _, ...headers } = request.headers;
          return { ...request, headers: { ...headers, [heldKey]: key } };
        },
        response: (request, response) => {
          const key = request.headers["idempotency-key"] ?? request.headers[heldKey];
          if (key !== undefined) inFlight.set(key, (inFlight.get(key) ?? 1) - 1);
          return response;
        },
      };
    },
  },
  {
    name: "a completed transcription's text is not what its tokens make up",
    only: "http",
    check: "state.transcription",
    defect: () => ({
      response: (request, response) => {
        const body = json(response);
        if (request.method !== "GET" || !request.path.startsWith("/transcriptions/") || body?.status !== "completed")
          return response;
        return withJson(response, { ...body, text: `${String(body.text)} (edited)` });
      },
    }),
  },
  {
    name: "the second key is served as the first (one tenant for all keys)",
    only: "http",
    check: "isolation",
    defect: () => ({
      request: (request) =>
        request.headers.authorization === "Bearer conformance-second-key"
          ? { ...request, headers: { ...request.headers, authorization: "Bearer conformance-first-key" } }
          : request,
    }),
  },
  {
    name: "the config gets no ack",
    only: "stream",
    check: "stream.ack",
    defect: () => ({ fromServer: (text) => (frame(text)?.type === "ack" ? null : text) }),
  },
  {
    name: "results put interim tokens before final ones",
    only: "stream",
    check: "stream.final-first",
    defect: () => results((tokens) => [...tokens.filter((t) => !t.is_final), ...tokens.filter((t) => t.is_final)]),
  },
  {
    name: "a final token is sent again in a later result",
    only: "stream",
    check: "stream.final-once",
    defect: () => {
      let firstFinal: Token | undefined;
      return results((tokens) => {
        const final = tokens.find((t) => t.is_final && t.text !== "<fin>");
        if (!firstFinal && final) {
          firstFinal = final;
          return tokens;
        }
        return firstFinal && tokens.length > 0 ? [firstFinal, ...tokens] : tokens;
      });
    },
  },
  {
    name: "finalize brings no <fin>",
    only: "stream",
    check: "stream.finalize",
    defect: () => results((tokens) => tokens.filter((t) => t.text !== "<fin>")),
  },
  {
    name: "a token ends a minute after the audio sent",
    only: "stream",
    check: "stream.token-time",
    defect: () =>
      results((tokens) => tokens.map((t) => (typeof t.end_ms === "number" ? { ...t, end_ms: t.end_ms + 60_000 } : t))),
  },
  {
    name: "the session closes 1001 after finished",
    only: "stream",
    check: "stream.finished",
    defect: () => ({ closeCode: (code) => (code === 1000 ? 1001 : code) }),
  },
  {
    name: "an invalid config closes with 1011 instead of x-stream-errors's 1008",
    only: "stream",
    check: "stream.invalid-config",
    defect: () => ({ closeCode: (code) => (code === 1008 ? 1011 : code) }),
  },
  {
    name: "keepalives never reach the session, which times out idle",
    only: "stream",
    check: "stream.keepalive",
    defect: () => ({
      fromClient: (data) => (typeof data === "string" && frame(data)?.type === "keepalive" ? null : data),
    }),
  },
  {
    name: "the server does not answer the stt-api-key subprotocol",
    only: "stream",
    check: "stream.temporary-key",
    defect: () => ({ answerSubprotocol: false }),
  },
  {
    name: "a stream without a key is opened with a default key",
    only: "stream",
    check: "stream.no-key",
    defect: () => ({
      upgrade: (headers, protocols) => ({
        headers: headers.authorization || protocols.length > 0 ? headers : { authorization: "Bearer default-tenant" },
        protocols,
      }),
    }),
  },
  {
    name: "captions leave out their last cue",
    only: "http",
    check: "captions.cues",
    defect: () => ({
      response: (request, response) => {
        if (!captionsPath.test(request.path) || response.status !== 200) return response;
        const cues = response.body.toString().trimEnd().split(/\n\n/);
        return { ...response, body: Buffer.from(`${cues.slice(0, -1).join("\n\n")}\n`) };
      },
    }),
  },
  {
    name: "a file's content has one byte changed",
    only: "http",
    check: "content.bytes",
    defect: () => ({
      response: (request, response) => {
        if (!contentPath.test(request.path) || response.status !== 200 || response.body.length === 0) return response;
        const body = Buffer.from(response.body);
        body[body.length - 1] = (body[body.length - 1] ?? 0) ^ 0xff;
        return { ...response, body };
      },
    }),
  },
  {
    name: "a create with both file_id and audio_url is served from the file",
    only: "http",
    check: "create.one-of",
    defect: () => ({
      request: (request) => {
        const body = requestJson(request);
        if (request.method !== "POST" || request.path !== "/transcriptions" || !body?.file_id || !body.audio_url)
          return request;
        const { audio_url: _, ...rest } = body;
        return { ...request, body: Buffer.from(JSON.stringify(rest)) };
      },
    }),
  },
  {
    name: "webhooks are signed with another secret than getWebhookSecret answers",
    only: "http",
    check: "webhook.signature",
    defect: () => ({
      response: (request, response) => {
        const body = json(response);
        if (request.path !== "/webhooks/secret" || response.status !== 200 || !body) return response;
        return withJson(response, { ...body, secret: "whsec_bm90LXRoZS1zZWNyZXQtdGhhdC1zaWducw==" });
      },
    }),
  },
];

/** The seeded defect that only generated data reaches: a 500 for a client_reference_id over 300 characters. */
export const longReferenceDefect = (): Defect => ({
  request: (request) => {
    const body = requestJson(request);
    const reference = body?.client_reference_id;
    if (typeof reference === "string" && reference.length > 300) {
      return {
        status: 500,
        headers: { "content-type": "application/json", "x-request-id": "seeded-defect" },
        body: Buffer.from(
          JSON.stringify({
            status_code: 500,
            error_type: "internal_error",
            message: "Internal error.",
            request_id: "seeded-defect",
          }),
        ),
      };
    }
    return request;
  },
});
