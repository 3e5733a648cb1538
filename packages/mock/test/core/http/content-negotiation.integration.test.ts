// The mock answers the media type a request's Accept takes: it chooses the example by media type and Accept
// (a `Prefer: example=` of the second media type is answered in it), and answers 406, in the contract's error
// shape, for an Accept it cannot serve, never a 500. Both engines: Prism in the Node mock (a spec copy with an
// operation of two media types), the generated validators in the MSW handlers (the real spec).
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { copySpecs, type SpecCopy } from "#test-support/spec-copies.js";
import { addSubtitlesAndPreview, subtitleExamples } from "#test-support/text-and-binary-operations.js";
import { startMocks } from "../../../src/index.js";
import { createMockHandlers } from "../../../src/msw/handlers.js";

const authorization = "Bearer negotiation-key";
const subtitlesPath = "/transcriptions/0b8f5c3e-6a1d-4f2e-9c7b-3d5e8a1f4b6c/subtitles";

let copy: SpecCopy;
let mocks: Awaited<ReturnType<typeof startMocks>>;

beforeAll(async () => {
  copy = copySpecs();
  addSubtitlesAndPreview(copy);
  mocks = await startMocks({ specPath: `${copy.dir}/openapi.yaml`, stateless: true });
}, 60_000);

afterAll(async () => {
  await mocks?.stop();
  copy?.remove();
});

async function subtitles(headers: Record<string, string>) {
  const response = await fetch(`${mocks.httpUrl}${subtitlesPath}`, { headers: { authorization, ...headers } });
  return { status: response.status, type: response.headers.get("content-type"), body: await response.text() };
}

describe("an operation answering two media types, in the Node mock", () => {
  it("answers Prefer: example=srt in SubRip, the media type holding it, with no Accept sent", async () => {
    expect(await subtitles({ prefer: "example=srt" })).toEqual({
      status: 200,
      type: expect.stringMatching(/^application\/x-subrip/),
      body: subtitleExamples.srt,
    });
  });

  it("answers the media type Accept asks for, and the first where Accept takes any", async () => {
    expect(await subtitles({ accept: "application/x-subrip" })).toMatchObject({ body: subtitleExamples.srt });
    expect(await subtitles({ accept: "text/*" })).toMatchObject({ body: subtitleExamples.vtt });
    expect(await subtitles({})).toMatchObject({ status: 200, body: subtitleExamples.vtt });
  });

  it("answers 406 in the contract's error shape for an Accept it cannot serve, naming what it can", async () => {
    const refused = await subtitles({ accept: "application/json" });
    expect(refused.status).toBe(406);
    expect(JSON.parse(refused.body)).toMatchObject({
      status_code: 406,
      error_type: "not_acceptable",
      message:
        "GET /transcriptions/{transcription_id}/subtitles answers text/vtt, application/x-subrip; Accept: application/json takes none of them. Send one of them in Accept, or none.",
    });
  });
});

describe("the MSW handlers, on the real spec", () => {
  const handlers = createMockHandlers({ baseUrl: "https://negotiation.example/v1" });
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterAll(() => server.close());

  it("answer 406 for an Accept that takes no JSON, and JSON for one that does", async () => {
    const models = (accept: string) =>
      fetch("https://negotiation.example/v1/models", { headers: { authorization, accept } });
    const refused = await models("text/html");
    expect(refused.status).toBe(406);
    // Quality 0 is "not this one" (RFC 9110, 12.4.2).
    expect((await models("application/json;q=0")).status).toBe(406);
    expect(await refused.json()).toMatchObject({ status_code: 406, error_type: "not_acceptable" });
    for (const accept of ["application/json", "application/*", "*/*", "text/html, application/json;q=0.5"]) {
      expect((await models(accept)).status).toBe(200);
    }
    expect(handlers.responseViolations).toBe(0);
  });
});

describe("the Node mock, on the real spec", () => {
  it("answers 406 for an Accept that takes no JSON, never a 500", async () => {
    const response = await fetch(`${inject("apiBaseUrl")}/models`, { headers: { authorization, accept: "text/html" } });
    expect(response.status).toBe(406);
    expect(await response.json()).toMatchObject({ error_type: "not_acceptable" });
  });
});
