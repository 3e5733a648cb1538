// Validates specs/asyncapi.yaml with @asyncapi/parser (what `asyncapi validate` runs), resolving the
// $refs into openapi.yaml. Errors and warnings fail; infos and hints (such as "a newer AsyncAPI version
// exists": the contract is pinned to 3.0) are printed only.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { fromFile, Parser } from "@asyncapi/parser";

const severityNames = ["error", "warning", "info", "hint"];

export interface AsyncApiProblem {
  failing: boolean;
  text: string;
}

export async function validateAsyncApi(specPath: string): Promise<AsyncApiProblem[]> {
  const parser = new Parser();
  const { diagnostics } = await fromFile(parser, specPath).parse();
  return diagnostics.map((d) => ({
    failing: d.severity <= 1,
    text: `${severityNames[d.severity] ?? d.severity} ${d.code} at ${d.path.join(".") || "(root)"}: ${d.message}`,
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const specPath = process.argv[2] ?? "specs/asyncapi.yaml";
  await readFile(specPath); // a missing file fails here with a clear ENOENT
  const problems = await validateAsyncApi(specPath);
  for (const problem of problems) console.error(problem.text);
  const failing = problems.filter((problem) => problem.failing).length;
  if (failing > 0) {
    console.error(`${specPath}: ${failing} error(s) or warning(s) from @asyncapi/parser`);
    process.exit(1);
  }
  console.log(`${specPath}: valid under @asyncapi/parser, no errors or warnings`);
}
