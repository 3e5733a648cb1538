// The streaming reference's table of error codes: each `error_code` an error frame may carry, its `error_type`,
// the close code that follows it and the error the SDK raises, from the contract's list (the same the mocks and
// the SDK are generated from). Without it a reader of an error frame sees only "integer 400–599".
import { forHtml, isObject, type Json, record } from "@stt-service/spec-documents";
import type { ReferenceContext } from "./context.js";
import type { TocEntry } from "./page-shell.js";

export const streamErrorsSectionId = "/section/error-codes";

const cell = (value: unknown) => `<td><code>${forHtml(String(value ?? ""))}</code></td>`;

export function streamErrorsSection(document: Json, context: ReferenceContext): { html: string; toc: TocEntry[] } {
  const listed = record(document["x-stream-errors"]);
  const codes = Array.isArray(listed.codes) ? listed.codes.filter(isObject) : [];
  if (codes.length === 0) return { html: "", toc: [] };
  const rows = codes.map(
    (code) =>
      `<tr>${cell(code["error-code"])}${cell(code["error-type"])}${cell(code["close-code"])}${cell(code.kind)}<td>${
        typeof code.description === "string" ? context.markdown(code.description, { topHeading: 6 }) : ""
      }</td></tr>`,
  );
  const fallback =
    typeof listed["fallback-kind"] === "string"
      ? `<p>A code not in this table raises <code>${forHtml(listed["fallback-kind"])}</code>; a socket that drops without an error frame raises <code>ServiceNetworkError</code>.</p>`
      : "";
  return {
    html: `<section id="${streamErrorsSectionId}" class="stream-errors"><h2>Error codes</h2><p>What an error frame's <code>error_code</code> means, the close code that follows it, and the error the SDK raises.</p><div class="table-scroll"><table><thead><tr><th scope="col">error_code</th><th scope="col">error_type</th><th scope="col">Close code</th><th scope="col">SDK error</th><th scope="col">When</th></tr></thead><tbody>${rows.join("")}</tbody></table></div>${fallback}</section>`,
    toc: [{ id: streamErrorsSectionId, label: "Error codes" }],
  };
}
