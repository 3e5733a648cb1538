// The config message as a form, drawn from its schema (the fields scripts/docs/playground/config-fields.ts
// read from the contract at build time). Every text from the spec goes in as text, never as markup.

import { helpNodes } from "../inline-pieces.js";
import type { ConfigField } from "./config-field.js";

export interface ConfigForm {
  element: HTMLFieldSetElement;
  /** The config message the form says, with only the fields the reader filled in (or the spec defaults). */
  read(): Record<string, unknown>;
}

/** What the form starts with where the spec has no default: the playground's audio is a WAV or raw PCM. */
const starting: Record<string, string | boolean> = { model: "stt-rt-v3", audio_format: "auto" };

function inputFor(field: ConfigField): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  const initial = starting[field.name] ?? field.defaultValue;
  if (field.kind === "enum") {
    const select = document.createElement("select");
    if (!field.required) select.append(new Option("(not sent)", ""));
    for (const value of field.options ?? []) select.append(new Option(value, value, false, value === initial));
    return select;
  }
  if (field.kind === "json") {
    const area = document.createElement("textarea");
    area.rows = 1;
    // From the field's own schema: one text for every field named an array where an object is asked.
    area.placeholder = field.placeholder ?? "JSON";
    return area;
  }
  const input = document.createElement("input");
  if (field.kind === "boolean") {
    input.type = "checkbox";
    input.checked = initial === true;
    return input;
  }
  input.type = field.kind === "string" ? "text" : "number";
  if (field.minimum !== undefined) input.min = String(field.minimum);
  if (field.maximum !== undefined) input.max = String(field.maximum);
  if (initial !== undefined) input.value = String(initial);
  return input;
}

export function configForm(fields: ConfigField[]): ConfigForm {
  const element = document.createElement("fieldset");
  const legend = document.createElement("legend");
  legend.textContent = "Config message (from the contract's ConfigMessage schema)";
  element.append(legend);
  const inputs = new Map<ConfigField, ReturnType<typeof inputFor>>();
  for (const field of fields) {
    const label = document.createElement("label");
    label.className = "config-field";
    const name = document.createElement("code");
    name.textContent = field.required ? `${field.name} *` : field.name;
    const input = inputFor(field);
    input.name = field.name;
    const help = document.createElement("small");
    help.append(...helpNodes(field.help));
    label.append(name, input, help);
    element.append(label);
    inputs.set(field, input);
  }
  return {
    element,
    read() {
      const config: Record<string, unknown> = {};
      for (const [field, input] of inputs) {
        if (input instanceof HTMLInputElement && input.type === "checkbox") {
          if (input.checked || field.defaultValue !== undefined) config[field.name] = input.checked;
          continue;
        }
        const value = input.value.trim();
        if (value === "") continue;
        if (field.kind === "integer" || field.kind === "number") config[field.name] = Number(value);
        else if (field.kind === "json") config[field.name] = JSON.parse(value);
        else config[field.name] = value;
      }
      return config;
    },
  };
}
