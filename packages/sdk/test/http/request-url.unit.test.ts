// How the runtime writes a call's URL from the operation's spec and its inputs.
import { describe, expect, it } from "vitest";
import { operationSpecs } from "../../src/generated/http/operations.js";
import { urlOf } from "../../src/http/request-url.js";
import { AsyncServiceClient, ServiceError, ServiceValidationError } from "../../src/index.js";

const base = "https://api.example.test/v1";

describe("the URL of a call", () => {
  it("encodes path parameters, so an id cannot reach another path", () => {
    expect(urlOf(base, operationSpecs.getFile, { path: { file_id: "../models?x=1 #" } })).toBe(
      `${base}/files/..%2Fmodels%3Fx%3D1%20%23`,
    );
  });

  it("writes query parameters in the spec's style, leaving out the unset ones", () => {
    expect(urlOf(base, operationSpecs.listFiles, { query: { limit: 20, cursor: undefined } })).toBe(
      `${base}/files?limit=20`,
    );
    expect(urlOf(base, operationSpecs.listFiles, { query: { cursor: "a b&c", tag: ["x", "y"], on: false } })).toBe(
      `${base}/files?cursor=a+b%26c&tag=x&tag=y&on=false`,
    );
    expect(urlOf(base, operationSpecs.listFiles, { query: {} })).toBe(`${base}/files`);
  });

  it("refuses an empty or missing id, rather than calling the list path", () => {
    expect(() => urlOf(base, operationSpecs.getFile, { path: { file_id: "" } })).toThrow(ServiceError);
    expect(() => urlOf(base, operationSpecs.getFile, {})).toThrow("file_id must be a non-empty string");
  });

  it.each([
    [".", 'is ".", which names no resource'],
    ["..", 'is "..", which names no resource'],
    ["\ud800", "holds a lone UTF-16 surrogate"],
    ["a\udc00b", "holds a lone UTF-16 surrogate"],
  ])("refuses the id %j with ServiceValidationError, before any request", async (id, message) => {
    const sent: string[] = [];
    const client = new AsyncServiceClient({
      apiKey: "k",
      baseUrl: base,
      fetch: async (input) => {
        sent.push(String(input));
        return new Response(null, { status: 204 });
      },
    });
    for (const call of [
      () => client.files.delete(id),
      () => client.files.get(id),
      () => client.transcriptions.get(id),
    ]) {
      const error = await call().catch((caught) => caught);
      expect(error).toBeInstanceOf(ServiceValidationError);
      expect(error.message).toContain(message);
      expect(error.status).toBeUndefined();
    }
    expect(sent).toEqual([]);
  });

  it("keeps ids that only look like dot segments inside their segment", () => {
    expect(urlOf(base, operationSpecs.getFile, { path: { file_id: "..." } })).toBe(`${base}/files/...`);
    expect(urlOf(base, operationSpecs.getFile, { path: { file_id: "./x" } })).toBe(`${base}/files/.%2Fx`);
    expect(urlOf(base, operationSpecs.getFile, { path: { file_id: "\ud83c\udf99" } })).toBe(
      `${base}/files/%F0%9F%8E%99`,
    );
  });
});
