// The SDK's public surface, from the API report `npm run api:report` writes (contract/sdk-surface.json): per
// entry point, each export path and its normalised declaration. A path gone or a declaration changed breaks
// code written against the base; a new path breaks nobody. What follows the contract is left to the specs'
// comparison, which knows the direction each message travels: a field of a contract type (marked `contract`)
// that changes or goes, and a deprecated generated method that goes after its operation's sunset. A
// deprecation alone breaks nothing.
import { escapePointerToken } from "@stt-service/spec-documents";
import { compatibleChange } from "./surface-compatible.js";
import type { Change, ContractSide } from "./types.js";

const file = "contract/sdk-surface.json";

function readable(path: string): string {
  // `AsyncServiceClient#files.get` is `client.files.get` to a reader.
  const [owner, member] = path.split("#");
  return member ? `\`${owner}\`'s \`${member}\`` : `\`${path}\``;
}

/**
 * A declaration with each object type it names, that the entry exports with its fields, written out as the
 * report writes an anonymous object (`{ a: string; b?: number; }`): the same type, printed by name or by shape.
 */
function expandNamedObjects(declaration: string, exports: Record<string, string>): string {
  return declaration.replace(/\b[A-Z][A-Za-z0-9]*\b/g, (name) => {
    if (exports[name] !== "type = object") return name;
    const fields = Object.entries(exports)
      .filter(([key]) => key.startsWith(`${name}.`) && !key.slice(name.length + 1).includes("."))
      .map(([key, field]) => {
        const match = /^(?:contract )?(optional )?property: (.*)$/.exec(withoutDeprecation(field));
        return match ? `${key.slice(name.length + 1)}${match[1] ? "?" : ""}: ${match[2]};` : undefined;
      });
    return fields.length > 0 && fields.every((field) => field !== undefined) ? `{ ${fields.join(" ")} }` : name;
  });
}

const deprecatedMark = "@deprecated ";

function deprecated(declaration: string): boolean {
  return declaration.startsWith(deprecatedMark);
}

function withoutDeprecation(declaration: string): string {
  return deprecated(declaration) ? declaration.slice(deprecatedMark.length) : declaration;
}

/**
 * A method's declaration without its parameters' names, which callers never write (arguments go by position):
 * `method (fileId: string)` and `method (id: string)` are the same to code that calls it.
 */
function withoutParameterNames(declaration: string): string {
  const head = /^(?:@deprecated )?(?:readonly )?(?:contract )?method /.exec(declaration)?.[0];
  if (head === undefined) return declaration;
  let out = head;
  let depth = 0;
  let atParameter = false;
  for (let index = head.length; index < declaration.length; ) {
    const character = declaration[index] as string;
    if (atParameter) {
      atParameter = false;
      const name = /^\s*(\.\.\.)?[A-Za-z_$][\w$]*(\?)?:\s*/.exec(declaration.slice(index));
      if (name) {
        out += `${name[1] ?? ""}${name[2] ?? ""}: `;
        index += name[0].length;
        continue;
      }
    }
    if (character === "(" && depth === 0) atParameter = true;
    else if (character === "," && depth === 1) atParameter = true;
    if ("([{<".includes(character)) depth++;
    // The `>` of an arrow (`=>`) closes nothing.
    else if (")]}".includes(character) || (character === ">" && declaration[index - 1] !== "=")) depth--;
    out += character;
    index++;
  }
  return out;
}

/** A declaration without api:report's `contract` mark: what it is, wherever it is declared. */
function withoutContractMark(declaration: string): string {
  return declaration.replace(/^((?:readonly )?)contract /, "$1");
}

/** A field of a type the contract defines (api:report marks it `contract`), readonly or not. */
function isContractProperty(declaration: string): boolean {
  return /^(readonly )?contract (optional )?property: /.test(declaration);
}

/**
 * Why a key's removal is the contract's to judge, or undefined when it is the SDK's own break: a field of a
 * contract type goes with its field in the specs, a deprecated generated method with its operation, and the
 * specs' comparison (its sunset rule included) judges those.
 */
function judgedByContract(declaration: string): string | undefined {
  if (isContractProperty(withoutDeprecation(declaration))) {
    return " with its field in the specs, which their comparison judges (a field removed before its sunset, or one clients read, fails there)";
  }
  if (deprecated(declaration) && /^(readonly )?contract (method|function) /.test(withoutDeprecation(declaration))) {
    return " with its deprecated operation: the specs' comparison judges the removal by the operation's sunset";
  }
  return undefined;
}

/**
 * Where a gone entry point lives on: `stt-service/mock` in the package `@stt-service/mock`, when the side
 * publishes one of that name (the packages split out of the SDK are named so).
 */
function movedTo(entry: string, packages: readonly string[] = []): string {
  const [name, ...rest] = entry.split("/");
  const successor = `@${name}/${rest.join("/")}`;
  if (rest.length === 0 || !packages.includes(successor)) return "";
  return ` It moved to the package \`${successor}\`: install that package and import from "${successor}".`;
}

export function compareSurfaces(base: ContractSide, head: ContractSide, notes: string[]): Change[] {
  if (!base.surface || !head.surface) {
    const missing = [!base.surface && `the base, ${base.label},`, !head.surface && head.label]
      .filter(Boolean)
      .join(" and ");
    notes.push(
      `No SDK surface report (${file}) in ${missing}: the SDK's source surface is not compared. \`npm run api:report\` writes it.`,
    );
    return [];
  }
  const changes: Change[] = [];
  for (const [entry, exports] of Object.entries(base.surface)) {
    const now = head.surface[entry];
    const subjects = [{ label: `import from "${entry}"`, spec: "specs/openapi.yaml" as const }];
    if (!now) {
      changes.push({
        file,
        pointer: `/${escapePointerToken(entry)}`,
        touches: "sdk-surface",
        breaking: true,
        reason: `The entry point "${entry}" is gone: every import from it no longer compiles.${movedTo(entry, head.packages)}`,
        subjects,
      });
      continue;
    }
    for (const [path, declaration] of Object.entries(exports)) {
      const pointer = `/${escapePointerToken(entry)}/${escapePointerToken(path)}`;
      const after = now[path];
      const change = (breaking: boolean, reason: string) =>
        changes.push({ file, pointer, touches: "sdk-surface", breaking, reason, subjects });
      if (after === undefined) {
        const judged = judgedByContract(declaration);
        change(
          judged === undefined,
          judged === undefined
            ? `${readable(path)} is gone from "${entry}": code using it no longer compiles.`
            : `${readable(path)} is gone from "${entry}"${judged}.`,
        );
      } else if (after !== declaration) {
        const [before, now] = [withoutDeprecation(declaration), withoutDeprecation(after)];
        if (before === now) {
          change(
            false,
            `${readable(path)} in "${entry}" is ${deprecated(after) ? "now" : "no longer"} deprecated: code using it still compiles.`,
          );
        } else if (withoutParameterNames(before) === withoutParameterNames(now)) {
          change(
            false,
            `${readable(path)} in "${entry}" renames its parameters (\`${declaration}\` to \`${after}\`): arguments go by position, so calls still compile.`,
          );
        } else if (
          withoutContractMark(before) === withoutContractMark(now) ||
          withoutContractMark(before) === withoutContractMark(expandNamedObjects(now, head.surface[entry] ?? {}))
        ) {
          // Where a declaration lives (the SDK's src/generated/ or its hand-written source), or a shape now printed by the name the
          // entry exports for it, is nothing its users can see: no entry.
        } else if (isContractProperty(before) && isContractProperty(now)) {
          change(
            false,
            `${readable(path)} in "${entry}" changes from \`${declaration}\` to \`${after}\`, as the contract does: the specs' comparison judges that change by the way it travels.`,
          );
        } else {
          const compatible = compatibleChange({
            path,
            before,
            now,
            headExports: head.surface[entry] ?? {},
            base,
          });
          change(
            compatible === undefined,
            compatible === undefined
              ? `${readable(path)} in "${entry}" changes from \`${declaration}\` to \`${after}\`: code written against the old declaration may no longer compile.`
              : `${readable(path)} in "${entry}" changes from \`${declaration}\` to \`${after}\`: ${compatible}`,
          );
        }
      }
    }
    for (const path of Object.keys(now)) {
      if (path in exports) continue;
      changes.push({
        file,
        pointer: `/${escapePointerToken(entry)}/${escapePointerToken(path)}`,
        touches: "sdk-surface",
        breaking: false,
        reason: `${readable(path)} is new in "${entry}".`,
        subjects,
      });
    }
  }
  return changes;
}
