// Cases of multipart uploads: parts missing, extra or out of bounds, files that are not audio, and bodies and
// Content-Types an upload must refuse.
import type { OperationModel } from "../spec-model.js";
import { type AddCase, json, multipart, type Requests, setHeader, withProbe } from "./cases.js";

/** Multipart uploads of the operation that takes them. */
export function uploadCases(op: OperationModel, requests: Requests, add: AddCase): void {
  const name = `${op.method} ${op.path}`;
  const valid = requests.valid(op);
  const { wavUpload } = requests;
  if (op.body?.mediaType === "multipart/form-data") {
    const uploads: [string, string, { body: Uint8Array; contentType: string }][] = [
      [
        "multipart: valid with a reference",
        "a WAV and client_reference_id",
        wavUpload([{ name: "client_reference_id", data: "ticket-1" }]),
      ],
      [
        "multipart: non-audio",
        "a text file as the file part",
        multipart([{ name: "file", filename: "notes.txt", contentType: "text/plain", data: "not audio at all" }]),
      ],
      [
        "multipart: non-audio",
        "an empty file part",
        multipart([{ name: "file", filename: "empty.wav", contentType: "audio/wav", data: "" }]),
      ],
      ["multipart: missing part", "no file part", multipart([{ name: "client_reference_id", data: "ticket-1" }])],
      ["multipart: missing part", "no parts at all", multipart([])],
      ["multipart: extra part", "an unknown part beside the file", wavUpload([{ name: "unknown_field", data: "x" }])],
      [
        "multipart: extra part",
        "two file parts",
        wavUpload([{ name: "file", filename: "b.wav", contentType: "audio/wav", data: requests.wav }]),
      ],
      [
        "multipart: field bounds",
        "client_reference_id of 257 characters",
        wavUpload([{ name: "client_reference_id", data: "r".repeat(257) }]),
      ],
      [
        "multipart: field bounds",
        "client_reference_id with a line break",
        wavUpload([{ name: "client_reference_id", data: "a\nb" }]),
      ],
      [
        "multipart: file without a filename",
        "a file part with no filename",
        multipart([{ name: "file", contentType: "audio/wav", data: requests.wav }]),
      ],
    ];
    for (const [category, description, upload] of uploads) {
      add(
        category,
        `${name} with ${description}`,
        withProbe(valid, (probe) => ({
          ...probe,
          body: upload.body,
          headers: setHeader(probe.headers, "content-type", upload.contentType),
        })),
      );
    }
    for (const [category, type, body] of [
      ["content-type: none", undefined, wavUpload().body],
      ["content-type: multipart without boundary", "multipart/form-data", wavUpload().body],
      ["content-type: JSON to an upload", "application/json", json({ file: "x" })],
      ["body: empty", wavUpload().contentType, new Uint8Array()],
      ["body: truncated multipart", wavUpload().contentType, wavUpload().body.slice(0, 200)],
    ] as const) {
      add(
        category,
        `${name} with ${category}`,
        withProbe(valid, (probe) => ({ ...probe, body, headers: setHeader(probe.headers, "content-type", type) })),
      );
    }
  }
}
