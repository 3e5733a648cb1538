// What a spec rule finds: a place in a spec and what is wrong there, with what to do. Printed as
// `specs/<file>#<pointer>: …` through the shared text module, since the spec's own words (keys, values) reach
// the terminal inside a message.
import { forTerminal } from "@stt-service/spec-documents";
import type { SchemaValidator } from "./schema-validator.js";
import type { Located, SpecDocuments, SpecFile } from "./spec-located.js";

export interface Finding {
  file: SpecFile;
  pointer: string;
  /** What is wrong and what to do. */
  message: string;
}

/** A rule of the specs' conventions: the findings in both documents, none when they conform. */
export type SpecRule = (documents: SpecDocuments, validator: SchemaValidator) => Finding[];

export function findingAt(at: Pick<Located, "file" | "pointer">, message: string): Finding {
  return { file: at.file, pointer: at.pointer, message };
}

/** One line for a terminal: `specs/openapi.yaml#/components/schemas/Token: …`. */
export function formatFinding(finding: Finding, specsDir = "specs"): string {
  return forTerminal(`${specsDir}/${finding.file}#${finding.pointer}: ${finding.message}`, { oneLine: true });
}
