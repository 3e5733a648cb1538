// The references mark what the spec deprecates, and say its `x-sunset` in words: before they render, each
// deprecated element's description gains a line saying the day it goes and what to use instead (`x-deprecated-use`), so the reference
// tells readers what the SDK's warning and the mock's `Sunset` header tell them.

import type { Json } from "@stt-service/spec-documents";
import { isCalendarDay, markdownCode } from "@stt-service/spec-documents";

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The sentence the reference shows for a deprecation. The sunset is a value, shown letter for letter; what to
 * use instead is the spec's prose, Markdown as its descriptions are.
 */
export function sunsetNote(sunset: string, use: unknown): string {
  const instead = typeof use === "string" && use.trim() !== "" ? ` Use ${use.trim()} instead.` : "";
  // A day is digits and dashes; anything else (npm run generate refuses it) is shown as code, letter for letter.
  const day = isCalendarDay(sunset) ? sunset : markdownCode(sunset);
  return `**Deprecated: removed after ${day}.**${instead}`;
}

/** Appends the sunset note to the description of every deprecated element of a bundled document, in place. */
export function withSunsets<T>(document: T): T {
  const seen = new Set<object>();
  const visit = (node: unknown): void => {
    if (typeof node !== "object" || node === null || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    const element = node as Json;
    const sunset = element["x-sunset"];
    if (element.deprecated === true && typeof sunset === "string") {
      const note = sunsetNote(sunset, element["x-deprecated-use"]);
      const description = typeof element.description === "string" ? element.description.trim() : "";
      if (!description.includes(note)) element.description = description ? `${description}\n\n${note}` : note;
    }
    for (const [key, value] of Object.entries(element)) {
      // Examples are data: a `deprecated` key inside one describes nothing.
      if (key !== "examples" && key !== "example" && isObject(value)) visit(value);
      else if (Array.isArray(value) && key !== "examples") visit(value);
    }
  };
  visit(document);
  return document;
}
