// Every stream fault the mocks make on demand (docs/mock.md, "Stream faults on demand"), driven through the SDK:
// one list of scenarios, run against the stt-mock process (stream-faults-process.integration.test.ts) and
// against the MSW handlers in Node (stream-faults-msw.unit.test.ts), so that both mocks are held to the same
// outcome: every promise settles, each failure has its kind (and, where Node can read the refusal, its status
// and Retry-After), unknown messages are reported without touching the transcript, and a reconnect outlasts
// the first N failed sessions. No escaped rejection or exception: failOnEscapes() counts them.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { failOnEscapes, rejection, settled } from "#test-support/hostile/process-guard.js";
import { wavBytes } from "#test-support/wav-fixtures.js";
import {
  type RealtimeClientOptions,
  type RealtimeEvents,
  RealtimeServiceClient,
  type RealtimeSession,
  ServiceAPIError,
  ServiceAuthenticationError,
  type ServiceError,
  ServiceNetworkError,
  ServiceRateLimitError,
  ServiceTimeoutError,
} from "../../src/realtime.js";

export interface FaultTarget {
  /** The stream URL of the mock under test. */
  streamUrl(): string;
  /** The HTTP API of the same mock (`/v1` included), whose temporary keys its stream takes. */
  apiBaseUrl(): string;
}

/** A temporary key minted by the mock's POST /auth/temporary-api-key, usable more than once. */
async function mintTemporaryKey(apiBaseUrl: string): Promise<string> {
  const response = await fetch(`${apiBaseUrl}/auth/temporary-api-key`, {
    method: "POST",
    headers: { authorization: `Bearer sk-faults-${randomUUID()}`, "content-type": "application/json" },
    body: JSON.stringify({ usage_type: "transcribe_websocket", expires_in_seconds: 600, single_use: false }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { api_key: string }).api_key;
}

const config = { model: "stt-rt-v3", audio_format: "auto" } as const;

/** The stream URL with an upgrade fault asked in its path: `/__mock/<directive>` before the stream's path. */
export function faultUrl(streamUrl: string, directive: string): string {
  const url = new URL(streamUrl);
  url.pathname = `/__mock/${directive}${url.pathname}`;
  return url.href;
}

/** Every event of the kinds given, in order. */
function record(session: RealtimeSession, types: (keyof RealtimeEvents)[]) {
  const events: { type: keyof RealtimeEvents; payload: unknown }[] = [];
  for (const type of types) session.on(type, (payload) => events.push({ type, payload }));
  return {
    events,
    of: (type: keyof RealtimeEvents) => events.filter((event) => event.type === type).map((event) => event.payload),
  };
}

export function describeStreamFaults(mockName: string, target: FaultTarget): void {
  failOnEscapes();
  /** A key of its own per test: `:times:<n>` counts per key, and the mock outlives the test. */
  const client = (options: RealtimeClientOptions = {}, url = target.streamUrl()) =>
    new RealtimeServiceClient({ apiKey: `sk-faults-${randomUUID()}`, streamUrl: url, logLevel: "off", ...options });
  let expectedText: string | undefined;
  /** The final text of 4 s of the fixture's audio, streamed with no fault. */
  async function normalText(): Promise<string> {
    if (expectedText !== undefined) return expectedText;
    const session = await client().connect(config);
    await session.stream(wavBytes(4));
    expectedText = (await session.finish()).text;
    expect(expectedText).not.toBe("");
    return expectedText;
  }

  describe(`the SDK under each stream fault of ${mockName}`, () => {
    it("ack-never: connect() rejects with ServiceTimeoutError at connectTimeoutMs", async () => {
      const connecting = client({ connectTimeoutMs: 400 }).connect({
        ...config,
        client_reference_id: "mock:ack-never",
      });
      const error = await rejection(connecting, "connect()");
      expect(error).toBeInstanceOf(ServiceTimeoutError);
      expect((error as Error).message).toContain("No acknowledgement within 400 ms");
    });

    it("ack-delay-ms: a late ack within connectTimeoutMs connects and streams; one past it times out", async () => {
      const late = await client({ connectTimeoutMs: 10_000 }).connect({
        ...config,
        client_reference_id: "mock:ack-delay-ms:300",
      });
      await late.stream(wavBytes(4));
      expect((await settled(late.finish(), "finish()")).value?.text).toBe(await normalText());
      const tooLate = client({ connectTimeoutMs: 300 }).connect({
        ...config,
        client_reference_id: "mock:ack-delay-ms:5000",
      });
      expect(await rejection(tooLate, "connect()")).toBeInstanceOf(ServiceTimeoutError);
    });

    it.each([
      ["mock:close-before-ack", 1011],
      ["mock:close-before-ack:4000", 4000],
    ])("%s: ServiceNetworkError naming close code %i", async (reference, code) => {
      const error = await rejection(client().connect({ ...config, client_reference_id: reference }), "connect()");
      expect(error).toBeInstanceOf(ServiceNetworkError);
      expect((error as Error).message).toContain(`closed before the acknowledgement (close code ${code}`);
    });

    it("unknown-message: reported as an unknown event once, the transcript as without it", async () => {
      const session = await client().connect({ ...config, client_reference_id: "mock:unknown-message:after-ms:500" });
      const { of } = record(session, ["unknown", "error"]);
      await session.stream(wavBytes(4));
      const { value } = await settled(session.finish(), "finish()");
      expect(value?.text).toBe(await normalText());
      expect(of("unknown")).toEqual([
        {
          frame: { type: "mock_unannounced", note: "a message type this client does not know" },
          reason: "a frame that matches no message of the contract",
        },
      ]);
      expect(of("error")).toEqual([]);
    });

    it("stall: finalize() and finish() reject with ServiceTimeoutError; the session closes once", async () => {
      const session = await client({ finishTimeoutMs: 500 }).connect({
        ...config,
        client_reference_id: "mock:stall:after-ms:1000",
      });
      const { of } = record(session, ["error", "close"]);
      await session.stream(wavBytes(3));
      expect(await rejection(session.finalize(), "finalize()")).toBeInstanceOf(ServiceTimeoutError);
      const error = await rejection(session.finish(), "finish()");
      expect(error).toBeInstanceOf(ServiceTimeoutError);
      expect(of("error")).toEqual([{ error }]);
      expect(of("close")).toHaveLength(1);
      expect(session.state).toBe("closed");
    });

    it("refuse:401 and refuse:403: ServiceAuthenticationError with the status, before any frame", async () => {
      for (const status of [401, 403]) {
        const url = faultUrl(target.streamUrl(), `refuse:${status}`);
        const error = (await rejection(client({}, url).connect(config), "connect()")) as ServiceError;
        expect(error).toBeInstanceOf(ServiceAuthenticationError);
        expect(error.status).toBe(status);
      }
    });

    it("refuse:429:retry-after:2: ServiceRateLimitError with retryAfter 2 (Node reads the refusal)", async () => {
      const url = faultUrl(target.streamUrl(), "refuse:429:retry-after:2");
      const error = (await rejection(client({}, url).connect(config), "connect()")) as ServiceError;
      expect(error).toBeInstanceOf(ServiceRateLimitError);
      expect(error.status).toBe(429);
      expect(error.retryAfter).toBe(2);
    });

    it("refuse:503:times:2: an app's retry loop, honouring retryAfter, connects at the third attempt and streams", async () => {
      const url = faultUrl(target.streamUrl(), "refuse:503:retry-after:0:times:2");
      const streaming = client({}, url);
      const failures: ServiceError[] = [];
      let session: RealtimeSession | undefined;
      for (let attempt = 1; attempt <= 5 && session === undefined; attempt++) {
        try {
          session = await streaming.connect(config);
        } catch (error) {
          failures.push(error as ServiceError);
          await new Promise((resolve) => setTimeout(resolve, ((error as ServiceError).retryAfter ?? 0) * 1000));
        }
      }
      expect(failures.map((failure) => [failure.constructor, failure.status])).toEqual([
        [ServiceAPIError, 503],
        [ServiceAPIError, 503],
      ]);
      expect(failures.map((failure) => failure.retryAfter)).toEqual([0, 0]);
      await session?.stream(wavBytes(4));
      expect((await settled(session?.finish() as Promise<{ text: string }>, "finish()")).value?.text).toBe(
        await normalText(),
      );
    });

    it("error:503:times:2 mid-stream with reconnect: two reconnects, then the stream finishes with no error", async () => {
      const session = await client({ reconnect: { maxAttempts: 3 } }).connect({
        ...config,
        client_reference_id: "mock:error:503:after-ms:1000:times:2",
      });
      const { of } = record(session, ["reconnect", "error", "close"]);
      await session.stream(wavBytes(4));
      const { value } = await settled(session.finish(), "finish()");
      expect(of("reconnect")).toEqual([
        expect.objectContaining({ attempt: 1, error: expect.objectContaining({ status: 503 }) }),
        expect.objectContaining({ attempt: 2, error: expect.objectContaining({ status: 503 }) }),
      ]);
      expect(of("error")).toEqual([]);
      expect(of("close")).toEqual([{ code: 1000, reason: expect.any(String) }]);
      expectTimesInOrder(value?.tokens ?? []);
    });

    it("error:503 on every session: the reconnect gives up after maxAttempts with the 503, every promise settles", async () => {
      const session = await client({ reconnect: { maxAttempts: 2 } }).connect({
        ...config,
        client_reference_id: "mock:error:503:after-ms:500",
      });
      const { of } = record(session, ["reconnect", "error", "close"]);
      const streamed = settled(session.stream(wavBytes(4)), "stream()");
      const finished = await settled(
        (async () => {
          await streamed;
          return session.finish();
        })(),
        "finish()",
      );
      expect(of("reconnect")).toHaveLength(2);
      const [{ error } = { error: undefined }] = of("error") as { error: ServiceError }[];
      expect(error?.status).toBe(503);
      expect(of("close")).toHaveLength(1);
      expect(finished.error ?? (await streamed).error).toBeDefined();
    });

    it("drop with reconnect: one reconnect, no error, the stream finishes with its final tokens in time order", async () => {
      const session = await client({ reconnect: true }).connect({
        ...config,
        client_reference_id: "mock:drop:after-ms:2000:once",
      });
      const { of } = record(session, ["reconnect", "error", "state"]);
      await session.stream(wavBytes(4));
      const { value } = await settled(session.finish(), "finish()");
      expect(of("reconnect")).toEqual([
        expect.objectContaining({ attempt: 1, error: expect.any(ServiceNetworkError) }),
      ]);
      expect(of("state")).toContainEqual(expect.objectContaining({ state: "reconnecting" }));
      expect(of("error")).toEqual([]);
      expectTimesInOrder(value?.tokens ?? []);
      // The reconnected session continues the transcript (audio_offset_ms): no final token repeated or missing.
      expect(value?.text).toBe(await normalText());
    });

    it("drop, then the reopens refused (refuse:503:times:2): the reconnect tries again and the stream finishes", async () => {
      // `:times` counts per key, and the first connect must be accepted: the session's first key has had its two
      // refusals already, and every reopen takes a second key, fresh, whose first two upgrades are refused.
      const url = faultUrl(target.streamUrl(), "refuse:503:retry-after:0:times:2");
      const reference = "mock:drop:after-ms:1500:once";
      const [first, second] = [
        await mintTemporaryKey(target.apiBaseUrl()),
        await mintTemporaryKey(target.apiBaseUrl()),
      ];
      for (let refusal = 0; refusal < 2; refusal++) {
        const error = await rejection(
          client({ apiKey: undefined, temporaryKey: first }, url).connect(config),
          "connect()",
        );
        expect((error as ServiceError).status).toBe(503);
      }
      // The second key's drop is used up on the plain URL, so that only the first key's session drops.
      const spent = await client({ apiKey: undefined, temporaryKey: second }).connect({
        ...config,
        client_reference_id: reference,
      });
      const dropped = new Promise((resolve) => spent.on("close", resolve));
      spent.on("error", () => undefined);
      await settled(spent.stream(wavBytes(3)), "stream()");
      await settled(dropped, "the dropped session's close");
      let keys = 0;
      const session = await client(
        { apiKey: undefined, temporaryKey: async () => (keys++ === 0 ? first : second), reconnect: { maxAttempts: 3 } },
        url,
      ).connect({ ...config, client_reference_id: reference });
      const { of } = record(session, ["reconnect", "error", "state"]);
      await session.stream(wavBytes(4));
      const { value } = await settled(session.finish(), "finish()");
      expect(of("error")).toEqual([]);
      expect(of("reconnect")).toEqual([
        expect.objectContaining({ attempt: 3, error: expect.any(ServiceNetworkError) }),
      ]);
      expect(keys).toBe(4);
      expectTimesInOrder(value?.tokens ?? []);
      expect(value?.text).toBe(await normalText());
    });

    it("close() while reconnecting (every reopen refused): one close event, no error, finish() settles", async () => {
      const session = await client({ reconnect: { maxAttempts: 10 }, connectTimeoutMs: 2_000 }).connect({
        ...config,
        client_reference_id: "mock:drop:after-ms:500",
      });
      const { of } = record(session, ["error", "close", "state"]);
      const reconnecting = new Promise<void>((resolve) =>
        session.on("state", ({ state }) => state === "reconnecting" && resolve()),
      );
      const streamed = settled(session.stream(wavBytes(4)), "stream()");
      await settled(reconnecting, "the reconnecting state");
      const finishing = session.finish();
      session.close();
      expect(await rejection(finishing, "finish()")).toBeDefined();
      await streamed;
      expect(of("close")).toHaveLength(1);
      expect(of("error")).toEqual([]);
      expect(session.state).toBe("closed");
    });
  });
}

/** Final tokens that start no earlier than the one before: a reconnect's shift kept the session's audio time. */
function expectTimesInOrder(tokens: readonly { start_ms?: number; end_ms?: number }[]): void {
  expect(tokens.length).toBeGreaterThan(0);
  for (let index = 1; index < tokens.length; index++) {
    expect(tokens[index]?.start_ms ?? 0).toBeGreaterThanOrEqual(tokens[index - 1]?.start_ms ?? 0);
  }
}
