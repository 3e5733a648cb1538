// The shape of one field of the stream playground's config form: the build reads it from the contract
// (scripts/docs/playground/config-fields.ts), the page draws it (config-form.ts). Types only: no code of the page.
import type { HelpParagraph } from "../help-paragraph.js";

/** One field of the form: how to draw it, and what the spec says of it. */
export interface ConfigField {
  name: string;
  kind: "enum" | "boolean" | "integer" | "number" | "string" | "json";
  required: boolean;
  /** The spec's description, its lines joined and its code, emphasis and links read. */
  help: HelpParagraph[];
  options?: string[];
  defaultValue?: string | number | boolean;
  minimum?: number;
  maximum?: number;
  /** What an empty JSON field asks for, from its schema: `A JSON array, such as ["en"]`, or an object's shape. */
  placeholder?: string;
}
