// The fields of a console's form: one row per parameter or body property, with its label, its place, its input
// prefilled from the spec's example (or an id an earlier answer gave), and its help from the spec's description.
// A JSON field is read before anything is sent: text that is not JSON is refused at the field, said there
// (aria-invalid, aria-describedby), instead of going out as a string the server then calls the wrong type.
import { helpNodes } from "../inline-pieces.js";
import type { TryItField, TryItOperation } from "./operation.js";
import { sampleAudioFile } from "./sample-audio.js";
import type { FormValue } from "./sent-request.js";

export type FieldInput = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className = "", text = ""): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

const exampleText = (example: unknown) =>
  example === undefined ? "" : typeof example === "string" ? example : JSON.stringify(example, null, 2);

/** The input of one field, prefilled with `remembered` (an id an answer gave) or the spec's example. */
function inputOf(operation: TryItOperation, field: TryItField, remembered: string | undefined): FieldInput {
  const prefill = remembered ?? exampleText(field.example);
  // An optional parameter's example is a hint, not a value: a cursor from the spec would name no page here.
  const asHint = field.in !== "body" && !field.required && remembered === undefined;
  let input: FieldInput;
  if (field.kind === "choice") {
    input = element("select");
    if (!field.required) input.append(element("option", "", ""));
    for (const choice of field.choices ?? [])
      input.append(Object.assign(element("option", "", choice), { value: choice }));
    input.value = field.example === undefined && !field.required ? "" : prefill;
  } else if (field.kind === "json") {
    input = element("textarea");
    input.rows = Math.min(6, prefill.split("\n").length + 1);
    input.value = field.example === undefined ? "" : prefill;
    if (field.placeholder) input.placeholder = field.placeholder;
  } else {
    input = element("input");
    if (field.kind === "file") {
      input.type = "file";
      const files = new DataTransfer();
      files.items.add(sampleAudioFile(field.example));
      input.files = files.files;
    } else if (field.kind === "boolean") {
      input.type = "checkbox";
      input.checked = field.example === true;
    } else {
      input.type = field.kind === "number" ? "number" : "text";
      if (asHint) input.placeholder = prefill;
      else input.value = prefill;
    }
  }
  input.id = `try-it-${operation.operationId}-${field.in}-${field.name}`;
  input.name = `${field.in}:${field.name}`;
  input.required = field.required && field.kind !== "boolean";
  input.addEventListener("input", () => {
    input.dataset.edited = "true";
  });
  return input;
}

export function valueOfInput(input: FieldInput): FormValue {
  if (input instanceof HTMLInputElement && input.type === "checkbox") return input.checked;
  if (input instanceof HTMLInputElement && input.type === "file") return input.files?.[0];
  return input.value;
}

/** One field's row of the form, with its input and what the build says of the field. */
export interface FieldRow {
  row: HTMLElement;
  input: FieldInput;
  field: TryItField;
}

export function fieldRow(operation: TryItOperation, field: TryItField, remembered: string | undefined): FieldRow {
  const row = element("div", "try-it-field");
  const input = inputOf(operation, field, remembered);
  const label = element("label", "", `${field.name}${field.required ? " *" : ""}`);
  label.htmlFor = input.id;
  row.append(label, element("span", "try-it-place", field.in), input);
  const described: string[] = [];
  if (field.help.length > 0) {
    const help = element("small", "try-it-help");
    help.id = `${input.id}-help`;
    help.append(...helpNodes(field.help));
    row.append(help);
    described.push(help.id);
  }
  if (field.kind === "json") {
    const problem = element("p", "try-it-field-problem");
    problem.id = `${input.id}-problem`;
    problem.hidden = true;
    row.append(problem);
    described.unshift(problem.id);
    // A fix takes the refusal back as the reader types, not only at the next Send.
    input.addEventListener("input", () => {
      if (input.getAttribute("aria-invalid") === "true" && jsonProblemOf(field, input.value) === undefined)
        markField(input, problem, undefined);
    });
  }
  if (described.length > 0) input.setAttribute("aria-describedby", described.join(" "));
  return { row, input, field };
}

/** Why a JSON field's text cannot be sent, or undefined when it can (JSON, or empty and optional). */
function jsonProblemOf(field: TryItField, text: string): string | undefined {
  if (text.trim() === "") return field.required ? `${field.name} is required: write it as JSON.` : undefined;
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return `${field.name} is not JSON, so it was not sent (${detail}). ${field.placeholder ?? "Write it as JSON"}.`;
  }
}

function markField(input: FieldInput, problem: HTMLElement, message: string | undefined): void {
  problem.hidden = message === undefined;
  problem.textContent = message ?? "";
  if (message === undefined) input.removeAttribute("aria-invalid");
  else input.setAttribute("aria-invalid", "true");
}

/**
 * Checks the JSON fields before a request goes: each that is not JSON is marked and said at the field. The
 * first such input, or undefined when every field can be sent.
 */
export function refuseInvalidJson(rows: readonly FieldRow[]): FieldInput | undefined {
  let first: FieldInput | undefined;
  for (const { row, input, field } of rows) {
    if (field.kind !== "json") continue;
    const problem = row.querySelector<HTMLElement>(".try-it-field-problem");
    if (!problem) continue;
    const message = jsonProblemOf(field, input.value);
    markField(input, problem, message);
    if (message !== undefined) first ??= input;
  }
  return first;
}
