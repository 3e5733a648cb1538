// The one Json type of the project's spec readers: what a parsed spec document holds.

/** A JSON value as a spec document holds it after parsing. */
export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;
/** A JSON object as a spec document holds it after parsing. */
export interface JsonObject {
  [key: string]: JsonValue;
}

/** A spec node read as an object whose members are not known yet: what most readers of a spec work with. */
export type Json = Record<string, unknown>;

/** Whether a value is a JSON object (not an array, not null). */
export function isObject(value: unknown): value is Json {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The value as an object, or an empty one when it is not an object: a missing section reads as empty. */
export function record(value: unknown): Json {
  return isObject(value) ? value : {};
}
