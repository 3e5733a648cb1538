// withResponse(): every call's promise gives its data with the answer's request id, status and headers, in the
// same one request; a plain await still resolves to the data alone. fetch is injected: no server.
import { describe, expect, it } from "vitest";
import { AsyncServiceClient, ServiceNotFoundError } from "../../src/index.js";

const file = {
  file_id: "file-1",
  filename: "call.wav",
  size: 8,
  status: "uploaded",
  created_at: "2026-12-02T14:03:15Z",
  client_reference_id: null,
};

/** A client whose fetch answers each request with the next of `answers`, recording the requests. */
function clientAnswering(...answers: (() => Response)[]) {
  const requests: Request[] = [];
  const client = new AsyncServiceClient({
    apiKey: "with-response-key",
    baseUrl: "http://127.0.0.1:9",
    maxRetries: 2,
    fetch: async (input, init) => {
      requests.push(new Request(input, init));
      const answer = answers.shift();
      if (!answer) throw new Error("no answer left");
      return answer();
    },
  });
  return { client, requests };
}

const json =
  (body: unknown, requestId: string, status = 200) =>
  () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json", "x-request-id": requestId, "x-extra": "seen" },
    });

describe("withResponse()", () => {
  it("gives the data, the request id, the status and headers, in one request", async () => {
    const { client, requests } = clientAnswering(json(file, "req_a1"));
    const { data, requestId, response } = await client.files.get("file-1").withResponse();
    expect(data).toEqual(file);
    expect(requestId).toBe("req_a1");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-extra")).toBe("seen");
    expect(requests).toHaveLength(1);
  });

  it("leaves a plain call's result as it was: the data alone", async () => {
    const { client } = clientAnswering(json(file, "req_a2"));
    const result = await client.files.get("file-1");
    expect(result).toEqual(file);
    expect(Object.keys(result)).not.toContain("requestId");
  });

  it("answers for the attempt that succeeded when the call was retried", async () => {
    const { client, requests } = clientAnswering(
      json({ status: 503, error_type: "service_unavailable", message: "busy" }, "req_failed", 503),
      json(file, "req_retried"),
    );
    const { requestId } = await client.files.get("file-1").withResponse();
    expect(requests).toHaveLength(2);
    expect(requestId).toBe("req_retried");
  });

  it("gives a list's first page, which still iterates; and an empty answer's status (204)", async () => {
    const page = { files: [file], next_page_cursor: null };
    const { client } = clientAnswering(
      json(page, "req_list"),
      json(page, "req_walk"),
      () => new Response(null, { status: 204, headers: { "x-request-id": "req_delete" } }),
    );
    const listed = await client.files.list({ limit: 1 }).withResponse();
    expect(listed).toMatchObject({ data: page, requestId: "req_list" });
    const walked = [];
    for await (const item of client.files.list({ limit: 1 })) walked.push(item);
    expect(walked).toEqual([file]);
    const deleted = await client.files.delete("file-1").withResponse();
    expect(deleted).toMatchObject({ data: undefined, requestId: "req_delete" });
    expect(deleted.response.status).toBe(204);
  });

  it("gives a download's bytes with its request id", async () => {
    const bytes = new Uint8Array([82, 73, 70, 70, 0, 255]);
    const { client } = clientAnswering(
      () =>
        new Response(bytes, { headers: { "content-type": "application/octet-stream", "x-request-id": "req_bytes" } }),
    );
    const { data, requestId } = await client.files.content("file-1").withResponse();
    expect(data).toEqual(bytes);
    expect(requestId).toBe("req_bytes");
  });

  it("rejects as the call does, the request id on the error; and never shows the key a server echoes", async () => {
    const { client } = clientAnswering(
      json({ status: 404, error_type: "file_not_found", message: "No file" }, "req_missing", 404),
      json(file, "echo with-response-key"),
    );
    const error = await client.files
      .get("file-1")
      .withResponse()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceNotFoundError);
    expect(error).toMatchObject({ requestId: "req_missing" });
    const { requestId } = await client.files.get("file-1").withResponse();
    expect(requestId).not.toContain("with-response-key");
  });
});
