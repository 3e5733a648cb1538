// The SDK's public surface, from the API report `npm run api:report` writes (contract/sdk-surface.json): per
// entry point, each export path and its normalised declaration. A path gone or a declaration changed breaks
// code written against the base; a new path breaks nobody.
import { escapePointer } from "./documents.js";
import type { Change, ContractSide } from "./types.js";

const file = "contract/sdk-surface.json";

function readable(path: string): string {
  // `AsyncServiceClient#files.get` is `client.files.get` to a reader.
  const [owner, member] = path.split("#");
  return member ? `\`${owner}\`'s \`${member}\`` : `\`${path}\``;
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
        pointer: `/${escapePointer(entry)}`,
        touches: "sdk-surface",
        breaking: true,
        reason: `The entry point "${entry}" is gone: every import from it no longer compiles.`,
        subjects,
      });
      continue;
    }
    for (const [path, declaration] of Object.entries(exports)) {
      const pointer = `/${escapePointer(entry)}/${escapePointer(path)}`;
      const after = now[path];
      if (after === undefined) {
        changes.push({
          file,
          pointer,
          touches: "sdk-surface",
          breaking: true,
          reason: `${readable(path)} is gone from "${entry}": code using it no longer compiles.`,
          subjects,
        });
      } else if (after !== declaration) {
        changes.push({
          file,
          pointer,
          touches: "sdk-surface",
          breaking: true,
          reason: `${readable(path)} in "${entry}" changes from \`${declaration}\` to \`${after}\`: code written against the old declaration may no longer compile.`,
          subjects,
        });
      }
    }
    for (const path of Object.keys(now)) {
      if (path in exports) continue;
      changes.push({
        file,
        pointer: `/${escapePointer(entry)}/${escapePointer(path)}`,
        touches: "sdk-surface",
        breaking: false,
        reason: `${readable(path)} is new in "${entry}".`,
        subjects,
      });
    }
  }
  return changes;
}
