// A spec's text as data, within the bounds: its size, and YAML aliases counted by what they expand to (an
// alias bomb of a few kilobytes would otherwise become gigabytes in any tool that walks it).
import { parse } from "yaml";
import { specBounds } from "./bounds.js";
import { SpecDocumentError } from "./errors.js";
import type { Json } from "./json.js";
import { isObject } from "./json.js";

export function tooLarge(file: string, bytes: number): SpecDocumentError {
  return new SpecDocumentError(
    file,
    undefined,
    `is ${bytes} bytes, more than the ${specBounds.fileBytes} a spec may be (specBounds.fileBytes): not a spec of ours.`,
  );
}

/**
 * Parses YAML (or JSON) text of a spec into an object. YAML 1.2's core schema: a date such as
 * `x-sunset: 2027-01-01` stays the string it is in JSON.
 */
export function parseSpecText(text: string, file: string): Json {
  const bytes = Buffer.byteLength(text);
  if (bytes > specBounds.fileBytes) throw tooLarge(file, bytes);
  let value: unknown;
  try {
    value = parse(text, { maxAliasCount: specBounds.aliasCount, logLevel: "error", uniqueKeys: true });
  } catch (error) {
    const message = (error as Error).message;
    if (/alias count/i.test(message)) {
      throw new SpecDocumentError(
        file,
        undefined,
        `YAML aliases expand past ${specBounds.aliasCount} nodes (specBounds.aliasCount): refused, as an alias bomb would be.`,
      );
    }
    throw new SpecDocumentError(file, undefined, `is not valid YAML (${message.split("\n")[0]?.replace(/:$/, "")}).`);
  }
  if (!isObject(value)) throw new SpecDocumentError(file, undefined, "is not a YAML mapping: not a spec.");
  return value;
}
