// The model's checks of spec values that are not names of a target: a refusal names the spec file and the
// JSON pointer of the value, and what is allowed. The names a target makes of spec values are checked by the
// target's naming (targets/typescript/naming.ts).
import type { Place, SpecNode } from "../read/nodes.js";
import type { SpecFile } from "../read/specs.js";

/** A refusal of spec content: the message starts with the file and the pointer of the value. */
export class SpecNameError extends Error {
  constructor(
    readonly place: Place,
    detail: string,
  ) {
    super(`specs/${place.file} at ${place.pointer === "" ? "/" : place.pointer}: ${detail}`);
    this.name = "SpecNameError";
  }
}

export function refuse(place: Place, detail: string): never {
  throw new SpecNameError(place, detail);
}

/** A value quoted for a message: JSON, cut short, so a long or odd value cannot flood or garble it. */
export function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/**
 * A wire name the generated code writes only as a string literal (a path parameter, a form field, a header,
 * a cursor field): any text, but not empty and not control characters, which no wire name needs.
 */
export function wireName(value: unknown, place: Place, role: string): string {
  if (typeof value !== "string" || value === "") refuse(place, `the ${role} must be a non-empty string`);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f\u2028\u2029]/.test(value) || value.length > 200) {
    refuse(
      place,
      `the ${role} ${shown(value)} holds control characters or is longer than 200; no wire name needs them`,
    );
  }
  return value;
}

/**
 * Names that must differ (types of one module, members of one object): a name seen before at another place
 * is refused, naming both places.
 */
export class NameRegistry {
  readonly #places = new Map<string, Place>();

  constructor(private readonly what: string) {}

  claim(name: string, place: Place): string {
    const other = this.#places.get(name);
    if (other !== undefined && (other.file !== place.file || other.pointer !== place.pointer)) {
      refuse(
        place,
        `${this.what} ${shown(name)} is taken already by specs/${other.file} at ${other.pointer}; rename one of them`,
      );
    }
    this.#places.set(name, place);
    return name;
  }
}

/** Spec text that lands in doc comments or literals: any text, but some. */
export function specText(value: unknown, place: Place, role: string): string {
  if (typeof value !== "string" || value.trim() === "") refuse(place, `the ${role} needs a text`);
  return value.trim();
}

/** An integer the generated code writes as a number (a status, an error or close code). */
export function integerIn(value: unknown, place: Place, role: string, min: number, max: number): number {
  const number = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== "number" || !Number.isInteger(number) || number < min || number > max) {
    refuse(place, `the ${role} ${shown(value)} must be an integer from ${min} to ${max}`);
  }
  return number;
}

/** A finite number the generated code writes as a number (a limit). */
export function finiteNumber(value: unknown, place: Place, role: string): number {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    refuse(place, `the ${role} ${shown(value)} must be a finite number`);
  }
  return value;
}

/** A refusal of a spec's content where no single value is to blame: `specs/<file>: <what>`. */
export function specFailure(file: SpecFile, what: string): never {
  throw new Error(`specs/${file}: ${what}`);
}

/** A node that must be an object, refused by what it is (`components.schemas should be an object`). */
export function objectNode(node: SpecNode, where: string): SpecNode {
  if (!node.isObject) specFailure(node.writtenAt.file, `${where} should be an object`);
  return node;
}
