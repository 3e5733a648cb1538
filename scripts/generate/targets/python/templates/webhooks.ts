// _generated/webhooks.py: the webhooks of the spec (`webhooks` of specs/openapi.yaml) as the Python SDK reads
// them: the union of the event bodies' dataclasses, their `type`s, and the reader that dispatches on `type` to
// the generated reader of each body (types.py), which raises ResponseShapeError on a field of the wrong type.
import type { WebhookEvent } from "../../../model/types.js";
import { readerName } from "../shapes.js";
import { banner, importBlock, importLine, type Layout, laidOut, pyString } from "./partials.js";

const lineWidth = 120;

/** `WebhookEvent: TypeAlias = A | B`, parenthesized one member a line where it does not fit, as ruff writes it. */
function unionAlias(types: string[]): string {
  const lead = "WebhookEvent: TypeAlias = ";
  if (types.length === 0) return `${lead}NoReturn`;
  const line = `${lead}${types.join(" | ")}`;
  if (line.length <= lineWidth) return line;
  return `${lead}(\n    ${types.join("\n    | ")}\n)`;
}

/** The events' `type`s as a tuple literal (a lone one with its comma). */
function typeTuple(events: WebhookEvent[]): Layout {
  const items = events.map((event) => pyString(event.type));
  return { open: "(", items: items.length === 1 ? [`${items[0]},`] : items, close: ")" };
}

export function renderPythonWebhooks(events: WebhookEvent[]): string {
  const types = events.map((event) => event.body.typeName);
  const dispatch = events.map(
    (event) => `    if event_type == ${pyString(event.type)}:
        return ${readerName(event.body.typeName)}(body, ${pyString(event.body.typeName)})
`,
  );
  const typing = ["Final", "TypeAlias", ...(events.length === 0 ? ["NoReturn"] : [])];
  const imports = importBlock(
    [importLine("typing", typing)],
    [
      importLine(".._core.shapes", ["ResponseShapeError", "read_object", "shown"]),
      importLine(".types", [...types, ...types.map(readerName)]),
    ],
  );
  return `${banner}
"""The webhooks of the service (\`webhooks\` of specs/openapi.yaml): the events a receiver is sent, and their reader.

A body whose \`type\` is none of WEBHOOK_EVENT_TYPES is refused (ResponseShapeError), not passed on as an unknown
event: a receiver that handles the events it knows would otherwise act on a body it cannot read.
"""

${imports}
${unionAlias(types)}
"""A webhook's body: one of the spec's webhook events, told apart by \`type\`."""

${laidOut(typeTuple(events), "", "WEBHOOK_EVENT_TYPES: Final = ")}
"""The \`type\` of each webhook event, in the spec's order."""


def parse_webhook_event(data: object) -> WebhookEvent:
    """Reads a webhook's decoded JSON body as its event, by its \`type\`.

    A body that is no object, whose \`type\` is none of WEBHOOK_EVENT_TYPES, or with a field of the wrong type raises
    ResponseShapeError naming the first problem.
    """
    body = read_object(data, "webhook body")
    event_type = body.get("type")
${dispatch.join("")}    known = ", ".join(WEBHOOK_EVENT_TYPES)
    raise ResponseShapeError("webhook body", f"type must be one of {known}, got {shown(event_type)}")
`;
}
