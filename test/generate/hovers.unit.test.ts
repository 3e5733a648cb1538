// What an editor shows on hover, read with the TypeScript language service over a small file that imports the
// SDK as a user does: a field of a contract type (`FileObject.file_id`) and of a stream message
// (`ConfigMessage.sample_rate`) shows the spec's description, and a hover on `FileObject` shows its fields.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { load } from "js-yaml";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const usePath = join(root, "test/generate/hover-probe.ts");
const useText = `import type { FileObject } from "stt-service";
import type { ConfigMessage } from "stt-service/realtime";

declare const file: FileObject;
declare const config: ConfigMessage;
export const id = file.file_id;
export const rate = config.sample_rate;
`;

function languageService(): ts.LanguageService {
  const configPath = join(root, "tsconfig.json");
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => options,
    getScriptFileNames: () => [usePath],
    getScriptVersion: () => "1",
    getScriptSnapshot: (path) => {
      const text = path === usePath ? useText : ts.sys.readFile(path);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => root,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: (path) => path === usePath || ts.sys.fileExists(path),
    readFile: (path) => (path === usePath ? useText : ts.sys.readFile(path)),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  return ts.createLanguageService(host);
}

const service = languageService();

/** The hover at the first occurrence of `text` after `after`: its signature line and its documentation. */
function hover(after: string, text: string): { signature: string; documentation: string } {
  const at = useText.indexOf(text, useText.indexOf(after));
  const info = service.getQuickInfoAtPosition(usePath, at);
  return {
    signature: ts.displayPartsToString(info?.displayParts),
    documentation: ts.displayPartsToString(info?.documentation),
  };
}

/** A property's description in a spec, wherever the property is declared (allOf members included). */
function specDescription(file: string, property: string): string {
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (typeof node !== "object" || node === null) return;
    const properties = (node as { properties?: Record<string, { description?: unknown }> }).properties;
    const description = properties?.[property]?.description;
    if (typeof description === "string") found.push(description);
    for (const value of Object.values(node)) visit(value);
  };
  visit(load(readFileSync(join(root, "specs", file), "utf8")));
  expect(found.length, `${property} has a description in specs/${file}`).toBeGreaterThan(0);
  return (found[0] as string).trim().replace(/\s+/g, " ");
}

const oneLine = (text: string) => text.replace(/\s+/g, " ");

// The first hover builds a TypeScript language service over the SDK: seconds alone, over 20 s on a loaded machine.
describe("hovers on the SDK's types", { timeout: 120_000 }, () => {
  it("show the spec's description of a FileObject field", () => {
    const { signature, documentation } = hover("export const id", "file_id");
    expect(signature).toContain("file_id: string");
    expect(oneLine(documentation)).toContain(specDescription("openapi.yaml", "file_id"));
  });

  it("show the AsyncAPI description of a ConfigMessage field", () => {
    const { signature, documentation } = hover("export const rate", "sample_rate");
    expect(signature).toContain("sample_rate?: number");
    expect(oneLine(documentation)).toContain(specDescription("asyncapi.yaml", "sample_rate"));
  });

  it("show FileObject's fields on the type itself, not an index into components", () => {
    const { signature, documentation } = hover("declare const file", "FileObject");
    expect(signature).not.toContain('components["schemas"]');
    expect(signature).toContain("file_id: string");
    expect(oneLine(documentation)).toBe("An uploaded audio file.");
  });
});
