// Reads generated code with TypeScript's own parser: whether it parses, and its shape (which statements,
// members and properties it has, not what they are named or hold), to tell that spec text changed no code.
import ts from "typescript";

/** The syntax errors of a generated file, as `line:column message`. */
export function syntaxErrors(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, scriptKind(path));
  const diagnostics = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  return diagnostics.map((diagnostic) => {
    const { line, character } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    return `${path}:${line + 1}:${character + 1} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`;
  });
}

function scriptKind(path: string): ts.ScriptKind {
  return path.endsWith(".js") ? ts.ScriptKind.JS : ts.ScriptKind.TS;
}

/** Nodes whose lists of children are code: a statement or member more or less is a change of code. */
const containers = new Set([
  ts.SyntaxKind.SourceFile,
  ts.SyntaxKind.Block,
  ts.SyntaxKind.ModuleBlock,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.ClassExpression,
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.TypeLiteral,
  ts.SyntaxKind.ObjectLiteralExpression,
  ts.SyntaxKind.ArrayLiteralExpression,
  ts.SyntaxKind.UnionType,
]);

/**
 * The shape of a file: for each container, in document order, its kind and the kinds of its children.
 * Names, strings and comments are not in it: a name or a text of the spec may change them, nothing else.
 */
export function shape(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, scriptKind(path));
  const lines: string[] = [];
  const visit = (node: ts.Node) => {
    if (containers.has(node.kind)) {
      const children: string[] = [];
      ts.forEachChild(node, (child) => {
        children.push(ts.SyntaxKind[child.kind] ?? String(child.kind));
      });
      lines.push(`${ts.SyntaxKind[node.kind]}(${children.join(",")})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}
