// Blobs that are not the platform's: a test environment's or a polyfill's class, told apart by what every
// Blob has (size, type, slice), not by instanceof. One with arrayBuffer() alone uploads whole; one the SDK
// cannot read is refused before any request, saying what to pass instead.
import { describe, expect, it } from "vitest";
import { AsyncServiceClient, ServiceError } from "../../src/index.js";

const uploaded = {
  file_id: "f-1",
  filename: "call.wav",
  size: 3,
  content_type: "audio/wav",
  status: "uploaded",
  created_at: "2026-01-01T00:00:00Z",
};

/** A client whose fetch keeps each request's body as text and answers an uploaded file. */
function recordingClient(): { client: AsyncServiceClient; bodies: string[] } {
  const bodies: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    bodies.push(await new Request(input, init).text());
    return new Response(JSON.stringify(uploaded), { status: 201, headers: { "content-type": "application/json" } });
  };
  return { bodies, client: new AsyncServiceClient({ apiKey: "k", fetch, maxRetries: 0 }) };
}

/** A Blob of no platform's class: size, type, slice and, when given, arrayBuffer(). */
function blobLike(text: string, readable: boolean): Blob {
  const bytes = new TextEncoder().encode(text);
  return {
    size: bytes.byteLength,
    type: "audio/wav",
    name: "call.wav",
    slice: () => {
      throw new Error("not used");
    },
    ...(readable ? { arrayBuffer: async () => bytes.slice().buffer } : {}),
  } as unknown as Blob;
}

describe("an upload from a Blob of another implementation", () => {
  it("with arrayBuffer() alone, sends its bytes under its name and type", async () => {
    const { client, bodies } = recordingClient();
    await client.files.upload(blobLike("RIFF", true));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContain('name="file"; filename="call.wav"\r\nContent-Type: audio/wav\r\n\r\nRIFF\r\n');
  });

  it("with no stream(), no arrayBuffer() and no FileReader, is refused before any request", async () => {
    const { client, bodies } = recordingClient();
    const upload = client.files.upload(blobLike("RIFF", false));
    await expect(upload).rejects.toThrow(ServiceError);
    await expect(upload).rejects.toThrow(
      "The Blob to upload cannot be read here: it has no stream() or arrayBuffer(), and there is no FileReader. Pass its bytes (a Uint8Array) instead.",
    );
    expect(bodies).toEqual([]);
  });
});
