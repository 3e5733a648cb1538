// What the TypeScript target's tools (openapi-typescript, modelina, the guard compiler, ajv) make of the model's
// schemas, for the templates to place. Target code, not model: another target compiles its own.

/**
 * A schema's TypeScript, compiled by openapi-typescript, references to other schemas written by their type
 * names: an object's members (each with its name as TypeScript writes it), or the type of anything else.
 */
export type SchemaCode =
  | { kind: "object"; members: { key: string; name: string; optional: boolean; type: string }[]; extra: string[] }
  | { kind: "alias"; type: string };

/** Code the tools compiled from the stream's schemas: a template only places it. */
export interface StreamCode {
  /** The TypeScript declarations of the JSON payloads (modelina), each `interface X {…}` or `type X = …`. */
  declarations: { name: string; code: string }[];
  /** The server frames' guard functions (compact `typeof` checks), and the guard of each server message. */
  guards: { functions: string; byMessage: Record<string, string> };
  /** The ajv standalone validators of every JSON frame. */
  validators: string;
}
