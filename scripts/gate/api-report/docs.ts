// Every export of the package's entry points has TSDoc: it becomes the editor's hover and the reference. Read
// with the compiler from the source entry points, as the surface report is; an export re-exported under
// another name is judged by the declaration it names.
import { join } from "node:path";
import ts from "typescript";
import { compilerOptions, entryPoints } from "./surface.js";

function documented(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  return text !== "" || symbol.getJsDocTags(checker).length > 0;
}

/** The exports without TSDoc, as `entry: name`, sorted. */
export function undocumentedExports(root: string): string[] {
  const entries = entryPoints(root);
  const program = ts.createProgram({
    rootNames: entries.map((entry) => join(root, entry.source)),
    options: compilerOptions(root),
  });
  const checker = program.getTypeChecker();
  const missing: string[] = [];
  for (const entry of entries) {
    const file = program.getSourceFile(join(root, entry.source));
    const moduleSymbol = file && checker.getSymbolAtLocation(file);
    if (!moduleSymbol)
      throw new Error(`api:report: ${entry.source} (entry point ${entry.name}) has no module to read.`);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (!documented(symbol, checker)) missing.push(`${entry.name}: ${exported.name}`);
    }
  }
  return missing.sort();
}
