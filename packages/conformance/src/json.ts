// A server's JSON read without trusting its shape: any value (null, a number, an array, a string, nesting
// thousands deep) may stand where the contract puts an object, so every check reads bodies and frames
// through these, which never throw. The schema checks report the wrong shape; these only keep the kit on
// its feet to report it.

import { record } from "@stt-service/spec-documents";

export { type Json, record } from "@stt-service/spec-documents";

/** The value when it is an array, else an empty one. */
export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A non-empty string field of an object, or undefined: ids and keys are strings or nothing. */
export function stringField(value: unknown, name: string): string | undefined {
  const field = record(value)[name];
  return typeof field === "string" && field !== "" ? field : undefined;
}

/**
 * A copy of a text that holds no reference to the string it was cut from. V8 keeps a slice (and a string
 * built from one) pointing into its parent: 300 characters kept of a 1 MiB frame would keep the frame.
 */
export function detached(text: string): string {
  return Buffer.from(text, "utf16le").toString("utf16le");
}

/**
 * A value as a short text for a message: strings as they are (cut), other values as bounded JSON. Never
 * String() an array or object: a hostile one nested deep overflows the stack in join().
 */
export function show(value: unknown, max = 120): string {
  let text: string;
  if (typeof value === "string") text = value;
  else if (typeof value !== "object" || value === null) text = String(value);
  // One character past the bound, so that a cut JSON text is marked as cut.
  else text = boundedJson(value, max + 1) ?? (Array.isArray(value) ? "(an array)" : "(an object)");
  return cut(text, max);
}

/**
 * The start of a text, at most `max` characters, detached; a cut is always marked with `…` right after
 * it, which is how the report finds (and redacts) the start of a key that a cut split.
 */
export function cut(text: string, max: number, tail = ""): string {
  return detached(text.length > max ? `${text.slice(0, max)}…${tail}` : text);
}

/** JSON text of a value, or undefined when it is nested too deep or too long to write. */
export function boundedJson(value: unknown, max = Number.POSITIVE_INFINITY): string | undefined {
  if (depthOver(value, 64)) return undefined;
  try {
    const text = JSON.stringify(value);
    return text === undefined || text.length <= max ? text : text.slice(0, max);
  } catch {
    return undefined;
  }
}

/** Whether a value nests deeper than `limit`, walked without recursion. */
export function depthOver(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (typeof node !== "object" || node === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(node))
      if (typeof child === "object" && child !== null) stack.push([child, depth + 1]);
  }
  return false;
}
