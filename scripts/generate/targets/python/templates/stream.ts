// stream.py: the real-time stream's frames (specs/asyncapi.yaml): a dataclass per JSON message, the server
// messages' union with UnknownServerMessage for a message a newer server sends, parse_server_message, the
// validators of client frames and the guards of server frames (compiled from each message's JSON Schema by
// stream-checks.ts), the fixed text frames, the limits, the default stream URL and the config's keys.
import type { SchemaShape, StreamMessage, StreamModel } from "../../../model/types.js";
import { constantCase } from "../naming.js";
import { readerName } from "../shapes.js";
import {
  allList,
  attributeComment,
  banner,
  codeOf,
  importBlock,
  importLine,
  laidOut,
  pyString,
  reference,
  usesName,
} from "./partials.js";
import { compileStreamChecks } from "./stream-checks.js";
import { dataclassOf, importsFrom, readerImports } from "./types.js";

type ObjectShape = Extract<SchemaShape, { kind: "object" }>;

const isObjectMessage = (message: StreamMessage): message is StreamMessage & { shape: ObjectShape } =>
  message.format === "json" && message.shape?.kind === "object";

function messageDoc(message: StreamMessage): string {
  return [message.summary, message.description].filter((text) => text !== undefined && text !== "").join("\n\n");
}

function limitsPart(stream: StreamModel): string {
  const entries = Object.entries(stream.limits);
  const constants = entries.map(([name, value]) => `${stream.limitConstants[name]}: Final = ${value}`).join("\n");
  const table = laidOut(
    { open: "{", items: entries.map(([name, value]) => `${pyString(name)}: ${value}`), close: "}" },
    "",
    "STREAM_LIMITS: Mapping[str, float] = ",
  );
  return `#: The channel's limits (\`x-limits\`), by name.\n${table}\n\n${constants}`;
}

/** `Name: TypeAlias = A | B`, or the members one a line in parentheses where that is too long (as ruff writes it). */
function unionAlias(name: string, members: string[]): string {
  const line = `${name}: TypeAlias = ${members.join(" | ")}`;
  if (line.length <= 120) return line;
  return `${name}: TypeAlias = (\n${members.map((member, index) => `    ${index === 0 ? "" : "| "}${member}`).join("\n")}\n)`;
}

export function renderPythonStream(stream: StreamModel): string {
  const objects = stream.messages.filter(isObjectMessage);
  const server = objects.filter((message) => message.sender === "server");
  const client = objects.filter((message) => message.sender === "client");
  const textFrames = stream.messages.filter((message) => message.format === "text" && message.constant !== undefined);
  const classes = objects.map((message) =>
    dataclassOf(
      { schema: message.name, typeName: message.typeName, description: messageDoc(message) },
      message.shape.fields,
      "_types.",
    ),
  );
  const checks = compileStreamChecks(objects);
  const serverUnion = unionAlias("ServerMessage", [
    ...server.map((message) => message.typeName),
    "UnknownServerMessage",
  ]);
  const clientUnion = unionAlias(
    "ClientMessage",
    client.map((message) => message.typeName),
  );
  const readers = server.map(
    (message) => `(${message.checkName}, ${readerName(message.typeName)}, ${pyString(message.typeName)})`,
  );
  const body = [
    ...classes,
    `@dataclass(frozen=True)
class UnknownServerMessage:
    """A JSON frame of no message the client knows, such as one a newer server sends: reported, not fatal."""

    #: The frame's \`type\` field where it has a text one, else None.
    type_value: str | None
    #: The decoded frame as it came.
    data: builtins.dict[str, object]`,
    `${serverUnion}
"""A frame the server sends, told apart by trying the messages in the spec's order (first match wins)."""

${clientUnion}
"""A JSON frame the client sends."""`,
    ...checks.functions,
    `def parse_server_message(text: str) -> ServerMessage:
    """Reads a text frame of the server: the first message whose shape it has, else UnknownServerMessage.

    A frame that is no JSON object raises ResponseShapeError; a frame that has a message's shape but a field of the
    wrong type raises it too, naming the field.
    """
    try:
        decoded: object = json.loads(text)
    except (ValueError, RecursionError):
        # A frame nested deeper than the interpreter's stack is no frame of the contract: refused, not a crash.
        raise ResponseShapeError("server frame", f"expected JSON, got {shown(text)}") from None
    data = read_object(decoded, "server frame")
    for matches, read, name in _SERVER_MESSAGES:
        if matches(data):
            return read(data, name)
    type_value = data.get("type")
    return UnknownServerMessage(type_value=type_value if isinstance(type_value, str) else None, data=data)`,
    `def frame_text(message: ClientMessage) -> str:
    """A client message as the text frame that carries it: compact JSON, fields left out where None."""
    return json.dumps(message.to_json(), separators=(",", ":"), ensure_ascii=False)`,
  ]
    .map((part) => part.trimEnd())
    .join("\n\n\n");
  const rest = `#: Where the stream is served by default (the first server of specs/asyncapi.yaml).
DEFAULT_STREAM_URL: Final = ${pyString(stream.defaultStreamUrl)}

#: The options a config message takes, by wire name: what the client checks a config's keys against.
${laidOut({ open: "frozenset(", items: [{ open: "{", items: stream.configKeys.map(pyString), close: "}" }], close: ")" }, "", "CONFIG_KEYS: frozenset[str] = ")}

${limitsPart(stream)}

${textFrames.map((message) => `${attributeComment([`The ${message.title} frame: ${message.summary}`])}${constantCase(message.typeName)}: Final = ${pyString(message.constant as string)}`).join("\n\n")}

${checks.constants}


${body}


_SERVER_MESSAGES: tuple[tuple[Callable[[object], bool], Callable[[object, str], ServerMessage], str], ...] = (
${readers.map((reader) => `    ${reader},`).join("\n")}
)

${allList([
  ...objects.map((message) => message.typeName),
  ...objects.map((message) => message.checkName as string),
  ...textFrames.map((message) => constantCase(message.typeName)),
  ...Object.values(stream.limitConstants),
  "CONFIG_KEYS",
  "ClientMessage",
  "DEFAULT_STREAM_URL",
  "STREAM_LIMITS",
  "ServerMessage",
  "UnknownServerMessage",
  "frame_text",
  "parse_server_message",
])}`;
  const code = codeOf(rest);
  const typing = ["Final", "Literal", "TypeAlias", "cast"].filter((name) => usesName(code, reference(name)));
  return `${banner}
"""The real-time stream's frames (specs/asyncapi.yaml): their types, readers, validators and limits."""

${importBlock(
  [
    "import builtins\n",
    "import json\n",
    checks.usesPattern ? "import re\n" : "",
    "from collections.abc import Callable, Mapping\n",
    "from dataclasses import dataclass\n",
    importLine("typing", typing),
  ],
  [
    importsFrom(
      "shapes",
      rest,
      [...readerImports, "forms_problems", "is_json_integer", "same_json_value", "shown"],
      ["ResponseShapeError", "ValidationProblem"],
    ),
    usesName(code, /\b_types\./) ? "from . import types as _types\n" : "",
  ],
)}
${rest}`;
}
