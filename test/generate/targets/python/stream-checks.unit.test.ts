// The stream checks' template, given payload schemas, wants the Python it writes: a validator's functions (every
// problem, by path, in the interpreter's wording), a guard's (tolerant, first failure returns, the last check
// returned), their literals as module constants, one function per distinct schema; and the keywords it refuses,
// named by their place in the message's payload. The equivalence with the interpreter these replace is held in
// packages/python/tests/test_stream_checks.py; ruff and mypy over the real output in generated-python.
import { describe, expect, it } from "vitest";
import type { StreamMessage } from "../../../../scripts/generate/model/types.js";
import { compileStreamChecks } from "../../../../scripts/generate/targets/python/templates/stream-checks.js";

function message(name: string, sender: StreamMessage["sender"], checkName: string, schema: object): StreamMessage {
  return {
    name,
    title: name,
    summary: "",
    sender,
    contentType: "application/json",
    format: "json",
    typeName: "Probe",
    description: undefined,
    constant: undefined,
    checkName,
    schema: schema as Record<string, unknown>,
    shape: null,
    deprecation: null,
    deprecatedFields: {},
  };
}

const probe = {
  type: "object",
  required: ["type", "at"],
  additionalProperties: false,
  properties: {
    type: { type: "string", const: "probe", description: "Ignored: annotations compile to nothing." },
    at: { type: "integer", minimum: 0 },
    tags: { type: "array", maxItems: 2, items: { type: "string", pattern: "^[a-z]+$" } },
  },
};

const compiled = compileStreamChecks([
  message("probe", "client", "validate_probe", probe),
  message("seen", "server", "is_seen_shape", probe),
]);

describe("the stream checks' template", () => {
  it("writes the literals as module constants", () => {
    expect(compiled.constants).toBe(`_CONST_3: Final = "probe"
_PATTERN_7: Final = "^[a-z]+$"
_REQUIRED_8: Final = frozenset({"type", "at"})
_FIELDS_9: Final = frozenset({"type", "at", "tags"})
_CONST_10: Final = "probe"`);
    expect(compiled.usesPattern).toBe(true);
  });

  it("writes a validator as a function per schema node, in the interpreter's order and wording", () => {
    expect(compiled.functions.slice(0, 5)).toEqual([
      `# probe /properties/type
def _problems_2(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, str):
        return [ValidationProblem(path, "must be string, not " + shown(value))]
    if value != _CONST_3:
        problems.append(ValidationProblem(path, "must be " + shown(_CONST_3) + ", not " + shown(value)))
    return problems
`,
      `# probe /properties/at
def _problems_4(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if type(value) is not int and not is_json_integer(value):
        return [ValidationProblem(path, "must be integer, not " + shown(value))]
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if not value >= 0:
            problems.append(ValidationProblem(path, "must satisfy minimum 0, not " + shown(value)))
    return problems
`,
      `# probe /properties/tags/items
def _problems_6(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, str):
        return [ValidationProblem(path, "must be string, not " + shown(value))]
    if re.search(_PATTERN_7, value) is None:
        problems.append(ValidationProblem(path, "must match the pattern " + _PATTERN_7))
    return problems
`,
      `# probe /properties/tags
def _problems_5(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, list):
        return [ValidationProblem(path, "must be array, not " + shown(value))]
    elements = cast("builtins.list[object]", value)
    if len(elements) > 2:
        problems.append(ValidationProblem(path, f"must hold at most 2 items, not {len(elements)}"))
    for index, item in enumerate(elements):
        problems += _problems_6(item, f"{path}[{index}]")
    return problems
`,
      `# probe
def _problems_1(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    if not isinstance(value, dict):
        return [ValidationProblem(path, "must be object, not " + shown(value))]
    data = cast("builtins.dict[str, object]", value)
    for key in ["type", "at"]:
        if key not in data:
            problems.append(ValidationProblem(path, f"is missing the required field {key!r}"))
    for key, item in data.items():
        if key == "type":
            problems += _problems_2(item, f"{path}.{key}")
        elif key == "at":
            problems += _problems_4(item, f"{path}.{key}")
        elif key == "tags":
            problems += _problems_5(item, f"{path}.{key}")
        else:
            problems.append(ValidationProblem(f"{path}.{key}", "is not a field this frame takes"))
    return problems
`,
    ]);
    expect(compiled.functions[5]).toBe(`def validate_probe(value: object) -> builtins.list[ValidationProblem]:
    """Every way a Probe frame breaks its schema (required fields, types, enums, bounds), by path."""
    return _problems_1(value, "probe")
`);
  });

  it("writes a guard with the leaves inline, only types, consts, required and closed fields, maxItems", () => {
    expect(compiled.functions.slice(6)).toEqual([
      `# seen /properties/tags
def _has_shape_11(value: object) -> bool:
    if not isinstance(value, list):
        return False
    elements = cast("builtins.list[object]", value)
    if len(elements) > 2:
        return False
    for item in elements:
        if not isinstance(item, str):
            return False
    return True
`,
      `def is_seen_shape(value: object) -> bool:
    """Whether a decoded frame has the shape of Probe: fields and types, not bounds or enums."""
    if not isinstance(value, dict):
        return False
    data = cast("builtins.dict[str, object]", value)
    if not data.keys() >= _REQUIRED_8:
        return False
    if not data.keys() <= _FIELDS_9:
        return False
    item = data["type"]
    if not isinstance(item, str):
        return False
    if item != _CONST_10:
        return False
    item = data["at"]
    if type(item) is not int and not is_json_integer(item):
        return False
    if "tags" in data:
        item = data["tags"]
        if not _has_shape_11(item):
            return False
    return True
`,
    ]);
  });

  it("writes the forms of anyOf and oneOf with the forms' titles, and a guard counting them", () => {
    const forms = { anyOf: [{ title: "Short", type: "string", maxLength: 3 }, { type: "null" }] };
    const both = compileStreamChecks([
      message("pick", "client", "validate_pick", forms),
      message("picked", "server", "is_picked_shape", { oneOf: forms.anyOf }),
    ]);
    expect(both.constants).toBe(`_FORMS_4: Final = ["Short", "form 2"]`);
    expect(both.functions.find((text) => text.startsWith("# pick\n"))).toBe(`# pick
def _problems_1(value: object, path: str) -> builtins.list[ValidationProblem]:
    problems: builtins.list[ValidationProblem] = []
    found = [_problems_2(value, path), _problems_3(value, path)]
    problems += forms_problems(path, "anyOf", _FORMS_4, found)
    return problems
`);
    expect(both.functions.at(-1)).toBe(`def is_picked_shape(value: object) -> bool:
    """Whether a decoded frame has the shape of Probe: fields and types, not bounds or enums."""
    passing = [_has_shape_5(value), _has_shape_6(value)].count(True) == 1
    return passing
`);
  });

  it("shares the function of a schema that stands twice", () => {
    const twice = compileStreamChecks([
      message("pair", "server", "is_pair_shape", {
        type: "object",
        properties: {
          a: { type: "array", items: { type: "string" } },
          b: { type: "array", items: { type: "string" } },
        },
      }),
    ]);
    expect(twice.functions.filter((text) => text.startsWith("# pair"))).toHaveLength(1);
    expect(twice.functions.at(-1)).toContain('item = data["b"]\n        if not _has_shape_1(item):');
  });

  it.each([
    [{ type: "number", multipleOf: 2 }, "/multipleOf", "is not one the Python stream checks compile"],
    [{ type: "object", additionalProperties: { type: "string" } }, "/additionalProperties", "not a schema"],
    [{ type: "float" }, "/type", "type must be one of string, integer, number"],
    [{ type: "array", uniqueItems: true }, "/uniqueItems", "is not one the Python stream checks compile"],
    [{ type: "object", properties: { n: { type: "string", minLength: -1 } } }, "/properties/n/minLength", "0 or more"],
    [{ type: "string", enum: [["a"]] }, "/enum", "strings, numbers, booleans or null"],
    [{ allOf: [] }, "/allOf", "a list of schemas"],
  ])("refuses %j at its place in the payload", (schema, at, detail) => {
    expect(() => compileStreamChecks([message("odd", "client", "validate_odd", schema)])).toThrow(
      `specs/asyncapi.yaml, the payload of message odd at ${at}: `,
    );
    expect(() => compileStreamChecks([message("odd", "server", "is_odd_shape", schema)])).toThrow(detail);
  });
});
