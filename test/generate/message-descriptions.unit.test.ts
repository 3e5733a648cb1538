// The stream's payload types carry the AsyncAPI descriptions as TSDoc (modelina drops them; the description
// preset of scripts/generate/targets/typescript/code/message-types.ts writes them back), and spec text cannot end the comment:
// a description holding `*/` followed by code stays inside the comment, so the declaration is the only thing
// the file declares.
import ts from "typescript";
import { describe, expect, it } from "vitest";
import type { StreamMessage } from "../../scripts/generate/model/types.js";
import { declareMessageTypes } from "../../scripts/generate/targets/typescript/code/message-types.js";

const hostile = "Ends here */ export const injected = 1; /* and goes on";

function message(schema: Record<string, unknown>): StreamMessage {
  return {
    name: "probe",
    title: "Probe",
    summary: "A probe.",
    sender: "client",
    contentType: "application/json",
    format: "json",
    typeName: "ProbeMessage",
    description: undefined,
    constant: undefined,
    checkName: "validateProbeMessage",
    schema,
    shape: null,
    deprecation: null,
    deprecatedFields: {},
  };
}

/** The declarations as one file, and what TypeScript reads in it. */
async function declared(schema: Record<string, unknown>) {
  const code = (await declareMessageTypes([message(schema)])).map((declaration) => declaration.code).join("\n\n");
  const file = ts.createSourceFile("messages.ts", code, ts.ScriptTarget.Latest, true);
  return { code, file };
}

/** The TSDoc text of a declaration or member, as an editor shows it. */
function docOf(node: ts.Node): string {
  return ts
    .getJSDocCommentsAndTags(node)
    .map((doc) => (typeof doc.comment === "string" ? doc.comment : ""))
    .join("\n");
}

describe("the stream's payload types", () => {
  it("carry each schema's and property's description as TSDoc", async () => {
    const { file } = await declared({
      title: "ProbeMessage",
      description: "A frame that probes the generator.",
      type: "object",
      properties: { sample_rate: { type: "integer", description: "Samples per second of raw audio." } },
      required: ["sample_rate"],
    });
    const [declaration] = file.statements;
    expect(declaration && ts.isInterfaceDeclaration(declaration)).toBe(true);
    const probe = declaration as ts.InterfaceDeclaration;
    expect(docOf(probe)).toBe("A frame that probes the generator.");
    expect(docOf(probe.members[0] as ts.Node)).toBe("Samples per second of raw audio.");
  });

  it("keep a description that holds `*/` inside its comment", async () => {
    const { code, file } = await declared({
      title: "ProbeMessage",
      description: hostile,
      type: "object",
      properties: { sample_rate: { type: "integer", description: hostile } },
    });
    // One statement, the interface: nothing of the description became code.
    expect(file.statements.map((statement) => ts.SyntaxKind[statement.kind])).toEqual(["InterfaceDeclaration"]);
    expect(code).not.toMatch(/^\s*export const injected/m);
    const probe = file.statements[0] as ts.InterfaceDeclaration;
    expect(probe.members.map((member) => member.name?.getText(file))).toEqual(["sample_rate"]);
    expect(docOf(probe)).toContain("Ends here *\\/ export const injected = 1;");
    expect(docOf(probe.members[0] as ts.Node)).toContain("Ends here *\\/ export const injected = 1;");
  });
});
