// Part of `npm run lint:specs`: the specs' own conventions and consistency (schema conventions, bounds, open
// enums, examples valid against their schemas, error kinds and stream codes that name each other, the stream's
// messages and reuse, deprecations and evolvable responses). One line per finding, `specs/<file>#<pointer>:
// what is wrong; what to do`, and exit 1 on any. What the product requires of the specs (the operations,
// fields and error kinds of the interface document) stays with the tests, in test/contract/checks.ts.
import { fileURLToPath } from "node:url";
import { forTerminal } from "@stt-service/spec-documents";
import { checkDeprecations, checkEvolvableResponses } from "./evolution-rules.js";
import { checkExampleMeaning, checkHttpExamples } from "./example-rules.js";
import { type Finding, formatFinding, type SpecRule } from "./findings.js";
import {
  checkBounds,
  checkOpenEnums,
  checkRequiredFieldsHaveNoDefault,
  checkSchemaConventions,
  checkTranscriptionOptionsListed,
} from "./schema-rules.js";
import { createSchemaValidator } from "./schema-validator.js";
import { loadSpecDocuments, type SpecDocuments } from "./spec-located.js";
import {
  checkErrorKindsConsistent,
  checkResultTokenOrder,
  checkStreamMessages,
  checkStreamReuse,
} from "./stream-rules.js";

export const specRules: Record<string, SpecRule> = {
  checkSchemaConventions,
  checkBounds,
  checkOpenEnums,
  checkTranscriptionOptionsListed,
  checkRequiredFieldsHaveNoDefault,
  checkHttpExamples,
  checkExampleMeaning,
  checkStreamMessages,
  checkStreamReuse,
  checkResultTokenOrder,
  checkErrorKindsConsistent,
  checkEvolvableResponses,
  checkDeprecations,
};

/** Every finding of every rule, each once (an example shared by several answers is one place). */
export function lintSpecs(documents: SpecDocuments): Finding[] {
  const validator = createSchemaValidator(documents);
  const seen = new Set<string>();
  return Object.values(specRules)
    .flatMap((rule) => rule(documents, validator))
    .filter((finding) => {
      const key = `${finding.file}#${finding.pointer}: ${finding.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const specsDir = process.argv[2] ?? "specs";
  let findings: Finding[];
  try {
    findings = lintSpecs(loadSpecDocuments(specsDir));
  } catch (error) {
    // A spec that does not parse, or a $ref that names nothing: the library's message names the place.
    console.error(forTerminal(`${specsDir}: ${(error as Error).message}`, { oneLine: true }));
    process.exit(1);
  }
  for (const finding of findings) console.error(formatFinding(finding, specsDir));
  if (findings.length > 0) {
    console.error(`${specsDir}: ${findings.length} finding(s) of the spec rules (scripts/gate/lint/)`);
    process.exit(1);
  }
  console.log(`${specsDir}: the spec rules find nothing (${Object.keys(specRules).length} rules, scripts/gate/lint/)`);
}
