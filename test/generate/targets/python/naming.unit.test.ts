// The Python target's naming: the names it makes (snake_case methods of the same words as TypeScript's,
// PascalCase classes, constants) and the names it refuses, each refusal naming the spec file and the JSON
// pointer of the value; given a name, want a name or a refusal.
import { describe, expect, it } from "vitest";
import { placeIn } from "../../../../scripts/generate/read/nodes.js";
import {
  bindingName,
  constantCase,
  fieldName,
  memberName,
  methodNameOf,
  pascalCase,
  pythonNaming,
  snakeCase,
  typeName,
} from "../../../../scripts/generate/targets/python/naming.js";

const place = placeIn("openapi.yaml", "components", "schemas", "Thing", "properties", "value");
const at = "specs/openapi.yaml at /components/schemas/Thing/properties/value";

describe("the names the Python target makes", () => {
  const made: { name: string; given: string; want: string; make: (value: string) => string }[] = [
    { name: "snake_case of camelCase", given: "fileId", want: "file_id", make: snakeCase },
    {
      name: "snake_case of a limit's key",
      given: "idle-timeout-seconds",
      want: "idle_timeout_seconds",
      make: snakeCase,
    },
    {
      name: "snake_case keeps an acronym one word",
      given: "parseHTTPResponse",
      want: "parse_http_response",
      make: snakeCase,
    },
    { name: "PascalCase of a tag", given: "temporary-api-keys", want: "TemporaryApiKeys", make: pascalCase },
    {
      name: "a route's constant",
      given: "createTemporaryApiKey",
      want: "CREATE_TEMPORARY_API_KEY",
      make: constantCase,
    },
    {
      name: "a method drops the words of its tag, as TypeScript's does",
      given: "listFiles",
      want: "list",
      make: (operationId) => methodNameOf(operationId, "files"),
    },
    {
      name: "a method of several words is snake_case",
      given: "createTemporaryApiKey",
      want: "create_temporary_api_key",
      make: (operationId) => methodNameOf(operationId, "auth"),
    },
    {
      name: "a stream limit's constant",
      given: "idle_timeout_seconds",
      want: "STREAM_LIMIT_IDLE_TIMEOUT_SECONDS",
      make: pythonNaming.limitConstantName,
    },
    {
      name: "a client frame's validator",
      given: "ConfigMessage",
      want: "validate_config_message",
      make: pythonNaming.validatorName,
    },
    { name: "a server frame's guard", given: "AckMessage", want: "is_ack_message_shape", make: pythonNaming.guardName },
    { name: "a resource's class", given: "files", want: "FilesResource", make: pythonNaming.resourceClassName },
  ];
  it.each(made)("$name: $given → $want", ({ given, want, make }) => {
    expect(make(given)).toBe(want);
  });
});

describe("the names the Python target refuses, at their place", () => {
  const refused: { name: string; given: string; check: typeof memberName; want: string }[] = [
    { name: "a keyword", given: "from", check: memberName, want: "is a Python keyword" },
    {
      name: "a keyword in camelCase that snake_cases to one",
      given: "None",
      check: memberName,
      want: "is a Python keyword",
    },
    { name: "a dunder name", given: "__init__", check: memberName, want: "is not allowed as a Python name" },
    { name: "a private name", given: "_context", check: memberName, want: "is not allowed as a Python name" },
    { name: "a non-identifier", given: "file-id", check: memberName, want: "is not allowed as a Python name" },
    { name: "a dataclass's own member", given: "to_json", check: memberName, want: "would shadow a member" },
    { name: "self", given: "self", check: memberName, want: "would shadow a member" },
    { name: "every method's last argument", given: "request_options", check: bindingName, want: "would shadow" },
    { name: "an upload's file argument", given: "file", check: bindingName, want: "would shadow" },
    { name: "a builtin the annotations write bare", given: "str", check: fieldName, want: "would shadow" },
    { name: "cast, which the readers call", given: "cast", check: fieldName, want: "would shadow" },
    { name: "a field that would take a class's name", given: "Token", check: fieldName, want: "lower-case letter" },
    {
      name: "a class name in lower case",
      given: "fileObject",
      check: typeName,
      want: "not allowed as a Python class name",
    },
    { name: "a class that shadows a builtin", given: "Exception", check: typeName, want: "would shadow a builtin" },
    { name: "a class named like a constant keyword", given: "True", check: typeName, want: "is a Python keyword" },
    { name: "a class the generated modules declare", given: "GeneratedClient", check: typeName, want: "would shadow" },
    { name: "a name too long", given: `a${"b".repeat(64)}`, check: memberName, want: "is longer than 64" },
  ];
  it.each(refused)("$name: $given", ({ given, check, want }) => {
    expect(() => check(given, place, "field name")).toThrow(`${at}: the field name`);
    expect(() => check(given, place, "field name")).toThrow(want);
  });

  const allowed: { name: string; given: string; check: typeof memberName }[] = [
    { name: "a soft keyword", given: "type", check: fieldName },
    { name: "a builtin the generated code writes as builtins.<name>", given: "list", check: memberName },
    { name: "id", given: "id", check: fieldName },
    { name: "a field named like a module the readers use", given: "json", check: fieldName },
  ];
  it.each(allowed)("allows $name: $given", ({ given, check }) => {
    expect(check(given, place, "field name")).toBe(given);
  });
});
