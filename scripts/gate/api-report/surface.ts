// The SDK's public surface as flat keys: for each entry point of package.json "exports" (its "stt-service-source" file),
// every export, every public member reachable from an exported class (resource objects such as
// `client.files` included, as `AsyncServiceClient#files.upload`), and every property of an exported type or
// interface (`TypeName.prop`). Values are declaration texts printed by the compiler, with no file paths, so the
// report is the same on every machine. A rename shows as one key gone and one key added.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

export type Surface = Record<string, Record<string, string>>;

const printFlags =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.WriteArrayAsGenericType;

// Resource objects nest (`client.transcriptions`), nothing deeper is public API; the bound keeps a cyclic
// type from walking forever.
const maxMemberDepth = 3;

interface Entry {
  name: string;
  source: string;
}

/**
 * Every entry point of every workspace package: its "exports" subpaths with a "stt-service-source" file. Left
 * out: `stt-service/shared-runtime`, shared by the sibling packages and not offered to applications, and the
 * entries the repository alone reaches, which have the source condition and nothing else (no build, and the
 * packed package.json drops them: scripts/build/pack.mjs).
 */
export function entryPoints(root: string): Entry[] {
  const { workspaces } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { workspaces: string[] };
  const entries: Entry[] = [];
  for (const workspace of workspaces) {
    const manifest = JSON.parse(readFileSync(join(root, workspace, "package.json"), "utf8")) as {
      name: string;
      exports: Record<string, unknown>;
    };
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      if (
        subpath === "./shared-runtime" ||
        typeof target !== "object" ||
        target === null ||
        !("stt-service-source" in target) ||
        !("import" in target)
      )
        continue;
      const source = (target as Record<string, unknown>)["stt-service-source"];
      if (typeof source !== "string") continue;
      const name = subpath === "." ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;
      entries.push({ name, source: join(workspace, source) });
    }
  }
  return entries;
}

export function compilerOptions(root: string): ts.CompilerOptions {
  const configPath = join(root, "tsconfig.json");
  const read = ts.readConfigFile(configPath, ts.sys.readFile);
  if (read.error)
    throw new Error(
      `api:report: cannot read ${configPath}: ${ts.flattenDiagnosticMessageText(read.error.messageText, "\n")}`,
    );
  return ts.parseJsonConfigFileContent(read.config, ts.sys, root).options;
}

class SurfaceReader {
  private readonly entry: Record<string, string> = {};

  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly root: string,
  ) {}

  read(moduleSymbol: ts.Symbol): Record<string, string> {
    const exports = this.checker.getExportsOfModule(moduleSymbol).map((exported) => ({
      name: exported.name,
      symbol: exported.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(exported) : exported,
    }));
    this.nameObjectTypes(exports);
    for (const { name, symbol } of exports) this.addExport(name, symbol);
    return Object.fromEntries(Object.entries(this.entry).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }

  /**
   * The exported object types (`FileObject`, `Transcription`), each by the text the compiler expands it to:
   * such a type reached through an indexed access (`components["schemas"]["FileObject"]`) has no name of its
   * own, so a method returning it would print its whole shape, and every field the contract adds would
   * change the method's declaration. Printed by name instead, a method's text changes only when the method
   * does; the type's fields are keys of their own, which the contract's comparison judges.
   */
  private nameObjectTypes(exports: { name: string; symbol: ts.Symbol }[]): void {
    const names = new Map<string, string>();
    for (const { name, symbol } of exports) {
      if (!(symbol.flags & (ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Interface))) continue;
      if (symbol.flags & ts.SymbolFlags.Class || this.typeParameters(symbol) !== "") continue;
      const text = this.clean(
        this.checker.typeToString(this.checker.getDeclaredTypeOfSymbol(symbol), undefined, printFlags),
      );
      // Two names for one shape: the first in alphabetical order, so the report is the same on every run.
      if (text.startsWith("{") && (!names.has(text) || name < (names.get(text) as string))) names.set(text, name);
    }
    // Longest first: a type that holds another is named before the one inside it could be.
    this.objectTypeNames = [...names.entries()].sort(([a], [b]) => b.length - a.length);
  }

  private objectTypeNames: [text: string, name: string][] = [];

  /** A type's text with every exported object type written by its name. */
  private named(text: string): string {
    let named = text;
    for (const [shape, name] of this.objectTypeNames) {
      if (named.length >= shape.length) named = named.replaceAll(shape, name);
    }
    return named;
  }

  // Compiler output can name a type by its file (`import("/abs/path/x").T`) when it is not in scope: keep the
  // path relative to the package so the report is the same wherever the repository is checked out.
  private clean(text: string): string {
    return text
      .replace(/import\("([^"]+)"\)/g, (_, path: string) => `import("${relative(this.root, path)}")`)
      .replace(/\s+/g, " ")
      .trim();
  }

  private typeText(type: ts.Type, flags = 0): string {
    return this.named(this.clean(this.checker.typeToString(type, undefined, printFlags | flags)));
  }

  private addExport(name: string, symbol: ts.Symbol): void {
    const { flags } = symbol;
    if (flags & ts.SymbolFlags.Class) this.addClass(name, symbol);
    else if (flags & ts.SymbolFlags.Function) this.addFunction(name, symbol);
    else if (flags & ts.SymbolFlags.Variable)
      this.entry[name] = `const: ${this.typeText(this.checker.getTypeOfSymbol(symbol))}`;
    // A class merged with an interface of the same name (`SyncServiceClient`) is read once, as the class.
    if (flags & ts.SymbolFlags.Class) return;
    if (flags & ts.SymbolFlags.Interface) this.addInterface(name, symbol);
    else if (flags & ts.SymbolFlags.TypeAlias) this.addTypeAlias(name, symbol);
    else if (flags & ts.SymbolFlags.Enum)
      this.entry[name] = `enum ${this.typeText(this.checker.getDeclaredTypeOfSymbol(symbol))}`;
  }

  // A generated function (the React query options of an operation) is marked `contract`, and `@deprecated` with
  // its operation: its removal after the operation's sunset follows the contract, as a generated method's does.
  private addFunction(name: string, symbol: ts.Symbol): void {
    const signatures = this.signatures(this.checker.getTypeOfSymbol(symbol));
    const generated = this.isGenerated(symbol);
    const deprecated = generated && symbol.declarations?.some((declaration) => ts.getJSDocDeprecatedTag(declaration));
    this.entry[name] = `${deprecated ? "@deprecated " : ""}${generated ? "contract " : ""}function ${signatures}`;
  }

  private typeParameters(symbol: ts.Symbol): string {
    const params = this.checker.getDeclaredTypeOfSymbol(symbol).aliasTypeArguments ?? [];
    const declared =
      symbol.declarations?.flatMap((declaration) =>
        ts.isInterfaceDeclaration(declaration) ||
        ts.isTypeAliasDeclaration(declaration) ||
        ts.isClassDeclaration(declaration)
          ? (declaration.typeParameters ?? []).map((param) => this.clean(param.getText()))
          : [],
      ) ?? params.map((param) => this.typeText(param));
    return declared.length > 0 ? `<${declared.join(", ")}>` : "";
  }

  private heritage(symbol: ts.Symbol): string {
    const clauses =
      symbol.declarations?.flatMap((declaration) =>
        (ts.isClassDeclaration(declaration) || ts.isInterfaceDeclaration(declaration)) && declaration.heritageClauses
          ? declaration.heritageClauses.map((clause) => this.clean(clause.getText()))
          : [],
      ) ?? [];
    return clauses.length > 0 ? ` ${clauses.join(" ")}` : "";
  }

  private addClass(name: string, symbol: ts.Symbol): void {
    const constructorType = this.checker.getTypeOfSymbol(symbol);
    const constructors = constructorType
      .getConstructSignatures()
      .map((signature) => `new(${this.parameters(signature)})`)
      .join("; ");
    this.entry[name] = `class${this.typeParameters(symbol)}${this.heritage(symbol)} { ${constructors} }`;
    for (const property of this.publicProperties(constructorType)) {
      if (property.name === "prototype") continue;
      this.addMember(`${name}.${property.name}`, property, 1);
    }
    for (const property of this.publicProperties(this.checker.getDeclaredTypeOfSymbol(symbol))) {
      this.addMember(`${name}#${property.name}`, property, 1);
    }
  }

  private addInterface(name: string, symbol: ts.Symbol): void {
    this.entry[name] = `interface${this.typeParameters(symbol)}${this.heritage(symbol)}`;
    this.addProperties(name, this.checker.getDeclaredTypeOfSymbol(symbol));
  }

  private addTypeAlias(name: string, symbol: ts.Symbol): void {
    const type = this.checker.getDeclaredTypeOfSymbol(symbol);
    const isObject =
      !(type.flags & ts.TypeFlags.Union) &&
      (type.flags & ts.TypeFlags.Object) !== 0 &&
      !this.checker.isArrayLikeType(type) &&
      type.getCallSignatures().length === 0;
    // An object type's shape is in its property keys; anything else (unions, literals, functions) is its text.
    this.entry[name] = isObject
      ? `type${this.typeParameters(symbol)} = object`
      : `type${this.typeParameters(symbol)} = ${this.aliasText(type)}`;
    if (isObject) this.addProperties(name, type);
  }

  // The compiler orders a union's members by when it met each type, which an unrelated edit can change: the
  // members are sorted so that only a real change of the union changes its text.
  private aliasText(type: ts.Type): string {
    if (!(type.flags & ts.TypeFlags.Union)) return this.typeText(type, ts.TypeFormatFlags.InTypeAlias);
    return (type as ts.UnionType).types
      .map((member) => this.typeText(member))
      .sort()
      .join(" | ");
  }

  // Symbol-keyed members (`__@iterator@471`) carry compiler ids, which differ between runs of other code.
  private addProperties(name: string, type: ts.Type): void {
    for (const property of type.getProperties()) {
      if (property.name.startsWith("__@") || !this.isOwnSource(property)) continue;
      this.entry[`${name}.${property.name}`] = this.propertyText(property);
    }
  }

  // Members inherited from the platform (Error's `stack`, `captureStackTrace`) belong to the platform's
  // types, whose version is not ours: only what the package declares is its surface.
  private publicProperties(type: ts.Type): ts.Symbol[] {
    return type.getProperties().filter((property) => {
      if (!this.isOwnSource(property)) return false;
      if (property.name.startsWith("#") || property.name.startsWith("__")) return false;
      const modifiers = property.valueDeclaration ? ts.getCombinedModifierFlags(property.valueDeclaration) : 0;
      return !(modifiers & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected));
    });
  }

  private addMember(key: string, property: ts.Symbol, depth: number): void {
    const type = this.checker.getTypeOfSymbol(property);
    if (property.flags & ts.SymbolFlags.Method) {
      const contract = this.isGenerated(property) ? "contract " : "";
      this.entry[key] = `${this.modifiers(property)}${contract}method ${this.signatures(type)}`;
      return;
    }
    this.entry[key] = this.propertyText(property);
    // A resource object (`client.files`): its methods are public API, reached through the property.
    if (depth < maxMemberDepth && this.isResource(type)) {
      for (const member of this.publicProperties(type)) this.addMember(`${key}.${member.name}`, member, depth + 1);
    }
  }

  // A resource is an object of the package's own whose members include callables: a resource class
  // (`FilesResource`) or a type mapped over one (the sync client's `SyncResource<FilesResource>`).
  private isResource(type: ts.Type): boolean {
    if (!(type.flags & ts.TypeFlags.Object) || type.getCallSignatures().length > 0) return false;
    const symbol = type.aliasSymbol ?? type.getSymbol();
    if (symbol === undefined || !this.isOwnSource(symbol)) return false;
    return this.publicProperties(type).some(
      (member) => this.checker.getTypeOfSymbol(member).getCallSignatures().length > 0,
    );
  }

  // A property a mapped type makes has no declaration of its own: it comes from the package's types.
  private isOwnSource(symbol: ts.Symbol): boolean {
    if (symbol.declarations === undefined || symbol.declarations.length === 0) return true;
    return symbol.declarations.some((declaration) => {
      const file = relative(this.root, declaration.getSourceFile().fileName);
      return file.startsWith("packages/");
    });
  }

  private modifiers(property: ts.Symbol): string {
    const modifiers = property.valueDeclaration ? ts.getCombinedModifierFlags(property.valueDeclaration) : 0;
    const readonly = modifiers & ts.ModifierFlags.Readonly || this.isGetterOnly(property) ? "readonly " : "";
    const deprecated = ts.getJSDocDeprecatedTag(property.valueDeclaration ?? ({} as ts.Node)) ? "@deprecated " : "";
    return `${deprecated}${readonly}`;
  }

  private isGetterOnly(property: ts.Symbol): boolean {
    return (property.flags & ts.SymbolFlags.GetAccessor) !== 0 && (property.flags & ts.SymbolFlags.SetAccessor) === 0;
  }

  // A field of a type the contract defines (a package's src/generated/) is marked `contract`: its changes follow the specs,
  // which the gate judges by the direction each message travels; a hand-written type's are the SDK's own. (A
  // generated method is marked too: its removal after its operation's sunset follows the contract.)
  private propertyText(property: ts.Symbol): string {
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
    const contract = this.isGenerated(property) ? "contract " : "";
    return `${this.modifiers(property)}${contract}${optional ? "optional " : ""}property: ${this.typeText(this.checker.getTypeOfSymbol(property))}`;
  }

  private isGenerated(symbol: ts.Symbol): boolean {
    const declarations = symbol.declarations ?? [];
    return (
      declarations.length > 0 &&
      declarations.every((declaration) =>
        /^packages\/[^/]+\/src\/generated\//.test(relative(this.root, declaration.getSourceFile().fileName)),
      )
    );
  }

  private parameters(signature: ts.Signature): string {
    return signature.parameters
      .map((parameter) => {
        const declaration = parameter.valueDeclaration;
        const optional =
          declaration && ts.isParameter(declaration) && (declaration.questionToken || declaration.initializer)
            ? "?"
            : "";
        const rest = declaration && ts.isParameter(declaration) && declaration.dotDotDotToken ? "..." : "";
        return `${rest}${parameter.name}${optional}: ${this.typeText(this.checker.getTypeOfSymbol(parameter))}`;
      })
      .join(", ");
  }

  private signatures(type: ts.Type): string {
    return type
      .getCallSignatures()
      .map((signature) => {
        const typeParams = signature.typeParameters?.map((param) => this.typeText(param)) ?? [];
        const generic = typeParams.length > 0 ? `<${typeParams.join(", ")}>` : "";
        return `${generic}(${this.parameters(signature)}): ${this.typeText(signature.getReturnType())}`;
      })
      .join("; ");
  }
}

/** Reads the public surface of every entry point of the package at `root`. */
export function buildSurface(root: string): Surface {
  const entries = entryPoints(root);
  const program = ts.createProgram({
    rootNames: entries.map((entry) => join(root, entry.source)),
    options: compilerOptions(root),
  });
  const checker = program.getTypeChecker();
  const surface: Surface = {};
  for (const entry of entries) {
    const file = program.getSourceFile(join(root, entry.source));
    const moduleSymbol = file && checker.getSymbolAtLocation(file);
    if (!moduleSymbol)
      throw new Error(`api:report: ${entry.source} (entry point ${entry.name}) has no module to read.`);
    surface[entry.name] = new SurfaceReader(checker, root).read(moduleSymbol);
  }
  return surface;
}

/** One line per key gone, added or changed, entry point by entry point: what `--check` prints. */
export function surfaceKeyChanges(before: Surface, after: Surface): string[] {
  const lines: string[] = [];
  for (const entry of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
    const old = before[entry] ?? {};
    const now = after[entry] ?? {};
    for (const key of [...new Set([...Object.keys(old), ...Object.keys(now)])].sort()) {
      if (!(key in now)) lines.push(`${entry}: - ${key}`);
      else if (!(key in old)) lines.push(`${entry}: + ${key}`);
      else if (old[key] !== now[key]) lines.push(`${entry}: ~ ${key}: ${old[key]} → ${now[key]}`);
    }
  }
  return lines;
}
