// The lists the tests go over (test/support/spec-lists.ts) follow the specs: a JSON operation on a file's path
// and a new server frame, added to a copy of the specs as CONTRIBUTING.md's walks add them, appear in every one
// of them, with no edit in test/. The prism, kept-resources, unhandled-operation, stream-validators and frame
// fuzz tests read these lists; the diff and generate tests invent their frame under a name they say is free.

import { loadContract } from "@stt-service/conformance";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copySpecs, type SpecCopy } from "../support/spec-copies.js";
import { loadSpecDocuments, type SpecDocuments } from "../support/spec-documents.js";
import {
  absentStreamMessageName,
  jsonStreamMessageNames,
  keptResourceMarks,
  keptResourceOperations,
  operationLabels,
  streamMessageNames,
} from "../support/spec-lists.js";
import { addSubtitlesAndPreview } from "../support/text-and-binary-operations.js";

const original = loadSpecDocuments();
/** Names the specs do not use yet, so that the copy's additions are new whatever the specs hold. */
const newFrame = absentStreamMessageName(original, "listProbe");
const newFrameType = `${newFrame.charAt(0).toUpperCase()}${newFrame.slice(1)}Message`;
const newOperationId = `get${newFrameType.replace(/Message$/, "")}OfFile`;
const newPath = `/files/{file_id}/${newFrame}`;

function addOperationAndFrame(copy: SpecCopy): void {
  copy.edit("openapi.yaml", (spec) => {
    const file = spec.paths["/files/{file_id}"];
    spec.paths[newPath] = {
      parameters: file.parameters,
      get: { ...file.get, operationId: newOperationId, summary: "Get a probe of a file" },
    };
  });
  copy.edit("asyncapi.yaml", (spec) => {
    spec.components.schemas[newFrameType] = {
      title: newFrameType,
      type: "object",
      required: ["note"],
      properties: { note: { type: "string", maxLength: 200 } },
    };
    spec.components.messages[newFrame] = {
      name: newFrame,
      contentType: "application/json",
      payload: { $ref: `#/components/schemas/${newFrameType}` },
      examples: [{ name: "one", payload: { note: "a probe" } }],
    };
    spec.channels.transcribe.messages[newFrame] = { $ref: `#/components/messages/${newFrame}` };
    spec.operations[`send${newFrameType.replace(/Message$/, "")}`] = {
      action: "send",
      channel: { $ref: "#/channels/transcribe" },
      messages: [{ $ref: `#/channels/transcribe/messages/${newFrame}` }],
    };
  });
}

let copy: SpecCopy;
let edited: SpecDocuments;

beforeAll(() => {
  copy = copySpecs();
  addOperationAndFrame(copy);
  edited = loadSpecDocuments(copy.dir);
});

afterAll(() => copy?.remove());

describe("the lists the tests read from the specs, on a copy with a new operation and a new server frame", () => {
  it("hold the new operation where the prism test goes over every operation", () => {
    expect(operationLabels(original)).not.toContain(`GET ${newPath}`);
    expect(operationLabels(edited)).toEqual([...operationLabels(original), `GET ${newPath}`]);
  });

  it("count it among the operations on a kept resource's path, as the kit's model does", () => {
    expect(keptResourceOperations(edited)).toEqual([...keptResourceOperations(original), newOperationId].sort());
    // The kept-resources test's assertions, on the copy: the model and the lists agree there too.
    const contract = loadContract(copy.dir);
    expect(contract.keptResources).toEqual(keptResourceMarks(edited));
    const checked = contract.operations.filter((operation) => operation.keptPathParameters.length > 0);
    expect(checked.map((operation) => operation.operationId).sort()).toEqual(keptResourceOperations(edited));
  });

  it("hold the new frame among the server's frames and the JSON messages the validators cover", () => {
    expect(streamMessageNames(original, "send")).not.toContain(newFrame);
    expect(streamMessageNames(edited, "send")).toEqual([...streamMessageNames(original, "send"), newFrame]);
    expect(streamMessageNames(edited, "receive")).toEqual(streamMessageNames(original, "receive"));
    expect(jsonStreamMessageNames(edited)).toEqual([...jsonStreamMessageNames(original), newFrame].sort());
  });

  it("never hand out the new frame's name, nor its payload's or operation's, to a test inventing a frame", () => {
    expect(absentStreamMessageName(edited, newFrame)).toBe(`${newFrame}2`);
    // The names a stream walk derives from a message name are taken too: the payload type, the operation.
    expect(absentStreamMessageName(edited, newFrameType)).not.toBe(newFrameType);
    expect(absentStreamMessageName(edited, `send${newFrameType.replace(/Message$/, "")}`)).not.toBe(
      `send${newFrameType.replace(/Message$/, "")}`,
    );
  });

  it("stop the text and binary operations the tests invent once the spec uses their names, saying which", () => {
    const twice = copySpecs();
    try {
      addSubtitlesAndPreview(twice);
      expect(() => addSubtitlesAndPreview(twice)).toThrow(
        "specs/openapi.yaml now has /transcriptions/{transcription_id}/subtitles, /files/{file_id}/preview, getTranscriptionSubtitles, getFilePreview: rename the operations test/support/text-and-binary-operations.ts invents",
      );
    } finally {
      twice.remove();
    }
  });

  it("read the shipped specs as the interface document has them", () => {
    expect(keptResourceMarks(original).map((mark) => mark.schema)).toEqual(
      expect.arrayContaining(["FileObject", "Transcription"]),
    );
    expect(streamMessageNames(original, "send")).toEqual(
      expect.arrayContaining(["ack", "result", "finished", "error"]),
    );
    expect(streamMessageNames(original, "receive")).toEqual(
      expect.arrayContaining(["config", "audio", "finalize", "keepalive", "endOfAudio"]),
    );
  });
});
