// Code on a reference page: an operation's code samples (`x-codeSamples`, the files the tests run) as tabs, and
// the examples of bodies and messages. Without the page's script every sample shows, one under the other, each
// under its language's name; docs/site/reference/tabs.ts turns them into tabs (the tab list is in the markup,
// hidden until then, so the buttons and their ARIA roles are the build's, not drawn later).
import { forHtml, isObject, type Json } from "@stt-service/spec-documents";
import type { ReferenceContext } from "./context.js";

/** The languages of `x-codeSamples` the highlighter knows, by the `lang` the build gives them. */
const sampleFences: Record<string, string> = {
  bash: "sh",
  shell: "sh",
  javascript: "js",
  typescript: "ts",
  python: "py",
};

export interface Sample {
  label: string;
  lang: string;
  source: string;
}

/** The samples an operation carries, as the prepared document has them. */
export function samplesOf(operation: Json): Sample[] {
  const list = operation["x-codeSamples"];
  return (Array.isArray(list) ? list : []).filter(isObject).map((sample) => ({
    label: String(sample.label ?? sample.lang ?? "Sample"),
    lang: String(sample.lang ?? ""),
    source: String(sample.source ?? ""),
  }));
}

/** A code block with the page's copy button: what it copies is the block's text, which is the sample's. */
export function codeBlock(code: string, fence: string | undefined, context: ReferenceContext): string {
  return `<div class="code-block">${context.highlight(code, fence)}</div>`;
}

export function samplesView(samples: Sample[], context: ReferenceContext, label: string): string {
  if (samples.length === 0) return "";
  const ids = samples.map(() => context.nextId("sample"));
  const tabs = samples.map(
    (sample, index) =>
      `<button type="button" role="tab" id="${ids[index]}-tab" aria-controls="${ids[index]}" aria-selected="${
        index === 0
      }" tabindex="${index === 0 ? 0 : -1}" data-sample-label="${forHtml(sample.label)}">${forHtml(sample.label)}</button>`,
  );
  const panels = samples.map(
    (sample, index) =>
      `<div class="sample" role="tabpanel" id="${ids[index]}" aria-labelledby="${ids[index]}-tab">` +
      `<p class="sample-label">${forHtml(sample.label)}</p>${codeBlock(sample.source, sampleFences[sample.lang], context)}</div>`,
  );
  return `<div class="samples"><div role="tablist" aria-label="${forHtml(label)}" hidden>${tabs.join("")}</div>${panels.join("")}</div>`;
}

/** A value as the reader would send or get it: JSON pretty-printed, text as it is. */
function valueBlock(value: unknown, context: ReferenceContext): string {
  // An empty text frame (the stream's end of audio) would be an empty box: said in words instead.
  if (value === "") return '<p class="schema-value">An empty text: <code>""</code></p>';
  if (typeof value === "string") return codeBlock(value, undefined, context);
  return codeBlock(JSON.stringify(value, null, 2) ?? "", "json", context);
}

/** One example: its summary (Markdown) and its value. */
function exampleView(name: string, example: Json, value: unknown, context: ReferenceContext, open: boolean): string {
  // The summary's inline Markdown (`enable_streaming`) drawn as the page draws Markdown, one line: no <p> in a summary.
  const title =
    typeof example.summary === "string"
      ? context.markdown(example.summary, { topHeading: 6 }).replace(/^\s*<p>([\s\S]*)<\/p>\s*$/, "$1")
      : forHtml(name);
  const description =
    typeof example.description === "string" ? context.markdown(example.description, { topHeading: 6 }) : "";
  return `<details class="example"${open ? " open" : ""}><summary>Example: ${title}</summary>${description}${valueBlock(
    value,
    context,
  )}</details>`;
}

/**
 * The examples of an OpenAPI media type (`examples`, named, each maybe a `$ref`; or one `example`), or of an
 * AsyncAPI message (`examples`, a list with `payload`). The first one is open.
 */
export function examplesView(holder: Json, context: ReferenceContext): string {
  const views: string[] = [];
  if (Array.isArray(holder.examples)) {
    holder.examples.filter(isObject).forEach((example, index) => {
      const name = typeof example.name === "string" ? example.name : `Example ${index + 1}`;
      views.push(exampleView(name, example, example.payload, context, index === 0));
    });
  } else if (isObject(holder.examples)) {
    Object.entries(holder.examples).forEach(([name, value], index) => {
      const example = context.resolve(value);
      if (example.value !== undefined) views.push(exampleView(name, example, example.value, context, index === 0));
    });
  } else if (holder.example !== undefined) {
    views.push(exampleView("Example", {}, holder.example, context, true));
  }
  return views.join("");
}
