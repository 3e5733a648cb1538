// A resource file imports the types its methods write: the schemas' names from ../types.js, and `operations`
// from ../schema.js where a body or an answer is written in place; never a name of TypeScript's own (such as
// NonNullable, which once slipped in when the imports were read back from the written types).
import { describe, expect, it } from "vitest";
import { buildHttpModel } from "../../../../scripts/generate/model/http.js";
import { specRoots } from "../../../../scripts/generate/read/nodes.js";
import type { Json } from "../../../../scripts/generate/read/specs.js";
import { typescriptNaming } from "../../../../scripts/generate/targets/typescript/naming.js";
import { renderHttpResource } from "../../../../scripts/generate/targets/typescript/templates/http/resource.js";
import { specsCopy } from "../../spec-edits.js";

/** The lines of the transcriptions resource that import, with its JSON body as given. */
function importsWithBody(schema: Json): string[] {
  const specs = specsCopy();
  const create = ((specs.openapi.paths as Json)["/transcriptions"] as Json).post as Json;
  (((create.requestBody as Json).content as Json)["application/json"] as Json).schema = schema;
  const resource = buildHttpModel(specRoots(specs), typescriptNaming).resources.find(
    (candidate) => candidate.propertyName === "transcriptions",
  );
  return (resource ? renderHttpResource(resource) : "").split("\n").filter((line) => line.startsWith("import "));
}

describe("a resource's imports", () => {
  it("name the schema a body's $ref names, and no operations", () => {
    const imports = importsWithBody({ $ref: "#/components/schemas/CreateTranscriptionRequest" });
    expect(imports.find((line) => line.endsWith('from "../types.js";'))).toContain("CreateTranscriptionRequest");
    expect(imports.some((line) => line.includes("../schema.js"))).toBe(false);
  });

  it("take operations for a body written in place, and no name of TypeScript's own", () => {
    const imports = importsWithBody({ type: "object", properties: { audio_url: { type: "string" } } });
    expect(imports).toContain('import type { operations } from "../schema.js";');
    const types = imports.find((line) => line.endsWith('from "../types.js";'));
    expect(types).toBe(
      'import type { GetTranscriptionCaptionsQuery, ListTranscriptionsQuery, Transcription, TranscriptionList } from "../types.js";',
    );
  });
});
