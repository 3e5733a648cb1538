// The runtime reads a success body as its route says: JSON, text (a string), bytes (whole, or streamed from
// `asResponse()`), and sends the route's media types as Accept (one chosen by the `accept` option). Routes are
// written here as the generator writes them, and fetch is injected: no server, no spec edit.
import { describe, expect, it } from "vitest";
import type { OperationRoute } from "../../src/http/operation-context.js";
import { resolveClientOptions } from "../../src/http/options.js";
import { HttpRuntime } from "../../src/http/runtime.js";
import { ServiceAPIError, ServiceConfigError } from "../../src/index.js";

const captions: OperationRoute = {
  name: "transcriptions.captions",
  method: "GET",
  path: "/transcriptions/{transcription_id}/captions",
  requestMediaType: null,
  responseMediaType: "text/vtt",
  responseBody: "text",
  accept: ["text/vtt", "application/x-subrip"],
  idempotent: true,
  idempotencyHeader: null,
};

const content: OperationRoute = {
  name: "files.content",
  method: "GET",
  path: "/files/{file_id}/content",
  requestMediaType: null,
  responseMediaType: "audio/wav",
  responseBody: "binary",
  accept: ["audio/wav"],
  idempotent: true,
  idempotencyHeader: null,
};

const vtt = "WEBVTT\n\n00:00.000 --> 00:01.000\nhello\n";
const audio = new Uint8Array([82, 73, 70, 70, 0, 1, 2, 255]);

/** A runtime whose fetch answers `answer()` and records each request. */
function runtimeAnswering(answer: () => Response, maxResponseBytes?: number) {
  const requests: Request[] = [];
  const runtime = new HttpRuntime(
    resolveClientOptions({
      apiKey: "body-key",
      baseUrl: "http://127.0.0.1:9",
      maxRetries: 0,
      maxResponseBytes,
      fetch: async (input, init) => {
        requests.push(new Request(input, init));
        return answer();
      },
    }),
  );
  return { runtime, requests };
}

const path = { path: { transcription_id: "tr_1", file_id: "file_1" } };

describe("a text answer", () => {
  it("resolves to the body as a string, having asked for every media type the operation answers", async () => {
    const { runtime, requests } = runtimeAnswering(
      () => new Response(vtt, { headers: { "content-type": "text/vtt" } }),
    );
    expect(await runtime.run<string>(captions, undefined, path)).toBe(vtt);
    expect(requests[0]?.headers.get("accept")).toBe("text/vtt, application/x-subrip");
  });

  it("asks for the one media type the accept option chooses, and refuses one the operation does not answer", async () => {
    const { runtime, requests } = runtimeAnswering(() => new Response("1\n00:00:00,000 --> 00:00:01,000\nhello\n"));
    await runtime.run<string>(captions, { accept: "application/x-subrip" } as never, path);
    expect(requests[0]?.headers.get("accept")).toBe("application/x-subrip");
    await expect(runtime.run<string>(captions, { accept: "application/json" } as never, path)).rejects.toThrow(
      new ServiceConfigError(
        'transcriptions.captions accept is "application/json": give one of text/vtt, application/x-subrip.',
      ),
    );
  });

  it("is an empty string where the body is empty (an empty caption file is still one)", async () => {
    const { runtime } = runtimeAnswering(() => new Response(""));
    expect(await runtime.run<string>(captions, undefined, path)).toBe("");
  });

  it("that is an HTML error page is still a clear error, its status and body named", async () => {
    const { runtime } = runtimeAnswering(
      () =>
        new Response("<html><body>Bad gateway</body></html>", {
          status: 502,
          headers: { "content-type": "text/html" },
        }),
    );
    const error = await runtime.run<string>(captions, undefined, path).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceAPIError);
    expect((error as ServiceAPIError).status).toBe(502);
    expect((error as Error).message).toContain("Bad gateway");
  });
});

describe("a binary answer", () => {
  it("resolves to its bytes, exactly, having asked for its media type", async () => {
    const { runtime, requests } = runtimeAnswering(
      () => new Response(audio, { headers: { "content-type": "audio/wav" } }),
    );
    const bytes = await runtime.download(content, undefined, path);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect([...bytes]).toEqual([...audio]);
    expect(requests[0]?.headers.get("accept")).toBe("audio/wav");
  });

  it("streams from asResponse(), past maxResponseBytes, the body left for the caller to read", async () => {
    const chunks = [new Uint8Array(64).fill(1), new Uint8Array(64).fill(2)];
    const { runtime } = runtimeAnswering(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              for (const chunk of chunks) controller.enqueue(chunk);
              controller.close();
            },
          }),
          { headers: { "content-type": "audio/wav" } },
        ),
      100,
    );
    const response = await runtime.download(content, undefined, path).asResponse();
    expect(response.bodyUsed).toBe(false);
    expect(response.headers.get("content-type")).toBe("audio/wav");
    let size = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) size += chunk.byteLength;
    expect(size).toBe(128);
    // Read whole, the same answer is over the limit, and refused rather than held.
    await expect(runtime.download(content, undefined, path)).rejects.toThrow("over maxResponseBytes (100 bytes)");
  });

  it("that fails is the error kind of its status from asResponse() too", async () => {
    const { runtime } = runtimeAnswering(() =>
      Response.json({ error_type: "not_found", message: "No such file." }, { status: 404 }),
    );
    await expect(runtime.download(content, undefined, path).asResponse()).rejects.toMatchObject({ status: 404 });
  });
});

describe("a JSON answer", () => {
  it("still asks for application/json alone, its route saying nothing of body kinds", async () => {
    const { runtime, requests } = runtimeAnswering(() => Response.json({ models: [] }));
    const { responseBody, accept, ...route } = captions;
    const models = { ...route, name: "models.list", path: "/models", responseMediaType: "application/json" };
    expect(await runtime.run(models, undefined, {})).toEqual({ models: [] });
    expect(requests[0]?.headers.get("accept")).toBe("application/json");
  });
});
