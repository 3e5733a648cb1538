// The shape of what the build tells the try-it console about each operation (scripts/docs/try-it/
// operations-model.ts decides it from the spec; the console only draws it). Types only: no code of the page.
import type { HelpParagraph } from "../help-paragraph.js";

/** One input of an operation's form: a parameter, or a top-level property of its request body. */
export interface TryItField {
  name: string;
  in: "path" | "query" | "header" | "body";
  required: boolean;
  /** How the form asks for it: a file picker, a list of the schema's values, a number, a box, text or JSON. */
  kind: "file" | "choice" | "number" | "boolean" | "text" | "json";
  choices?: string[];
  /** The spec's example, which prefills the field. */
  example?: unknown;
  /**
   * What an empty JSON field shows it wants, from its schema (`A JSON object, such as {"type": "one_way"}`):
   * only for `json` fields.
   */
  placeholder?: string;
  /**
   * The spec's description, its inline Markdown read at build time (scripts/docs/inline-markdown.ts, as the
   * stream playground's help is) and drawn as text nodes and elements (docs/site/inline-pieces.ts), never as markup.
   */
  help: HelpParagraph[];
}

export interface TryItOperation {
  operationId: string;
  /** In capitals, such as `POST`. */
  method: string;
  /** The contract's path, such as `/files/{file_id}`. */
  path: string;
  summary: string;
  /** The `data-section-id` (and id) of the operation's section on the reference page. */
  sectionId: string;
  /** The status the contract answers on success, such as `201`. */
  successStatus: string;
  bodyMediaType?: string;
  /**
   * The media types the contract answers success in, such as `text/vtt` and `application/x-subrip`: with more
   * than one, the form has an `Accept` field to choose, and the verdict checks that the answer came in it.
   */
  answerMediaTypes: string[];
  /**
   * A query parameter that chooses among the answer's media types as Accept does, and wins over it (captions'
   * `format`: one value per media type). When the request sends it, the verdict does not hold the answer to Accept.
   */
  answerChooser?: string;
  fields: TryItField[];
  /**
   * The fields of the success answer's JSON that hold a secret (named `secret` or `…_secret`, such as the
   * webhook signing secret): the answer panel hides their values until the reader asks, and the code views do
   * not print them. None for most operations.
   */
  secretFields?: string[];
  /**
   * The SDK's call: `client.<resource>.<method>(…)`; `fieldOptions` are the upload's camelCase options. Absent
   * when the site is built from a spec with an operation this SDK's generated code does not have yet.
   */
  sdk?: { resource: string; method: string; fieldOptions: string[] };
}
