// Copies of the specs in a temporary folder, edited as data, for tests that change a spec.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse, stringify } from "yaml";

export interface SpecCopy {
  dir: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests edit spec documents as free-form data
  edit(file: "openapi.yaml" | "asyncapi.yaml", change: (document: Record<string, any>) => void): void;
  remove(): void;
}

export function copySpecs(): SpecCopy {
  const dir = mkdtempSync(join(tmpdir(), "stt-specs-"));
  cpSync("specs", dir, { recursive: true });
  return {
    dir,
    edit(file, change) {
      const path = join(dir, file);
      const document = parse(readFileSync(path, "utf8"));
      change(document);
      writeFileSync(path, stringify(document));
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
