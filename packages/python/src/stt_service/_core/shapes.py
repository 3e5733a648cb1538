"""The checks the generated ``from_json`` readers and stream validators call (``stt_service._generated``).

Hand-written, because none of it depends on the spec: the generator writes, for each type, which of these checks
its fields take. A reader refuses a value of the wrong JSON type with :class:`ResponseShapeError`, naming the
field's path (``Transcription.tokens[3].start_ms: expected an integer, got "x"``); it ignores fields it does not
know and keeps enum values it does not know, since a newer server may send them.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from .service_error import ServiceError

T = TypeVar("T")

#: How much of an unexpected value a message quotes.
_SHOWN_LENGTH = 60


class ResponseShapeError(ServiceError):
    """An answer or a frame of the service is not of the shape the contract gives it."""

    #: Where in the value, such as ``Transcription.tokens[3].start_ms``.
    path: str

    def __init__(self, path: str, problem: str) -> None:
        super().__init__(f"{path}: {problem}")
        self.path = path


def shown(value: object) -> str:
    """A value quoted for a message: JSON where it is JSON, cut short, so a long or odd value cannot flood it."""
    try:
        text = json.dumps(value, ensure_ascii=True)
    except (TypeError, ValueError):
        text = f"a {type(value).__name__}"
    return text if len(text) <= _SHOWN_LENGTH else f"{text[: _SHOWN_LENGTH - 3]}..."


def _expected(path: str, what: str, value: object) -> ResponseShapeError:
    return ResponseShapeError(path, f"expected {what}, got {shown(value)}")


def read_str(value: object, path: str) -> str:
    if not isinstance(value, str):
        raise _expected(path, "a string", value)
    return value


def read_int(value: object, path: str) -> int:
    # bool is an int in Python, not in JSON; 3.0 is an integer in JSON.
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise _expected(path, "an integer", value)
    if isinstance(value, float):
        if not value.is_integer():
            raise _expected(path, "an integer", value)
        return int(value)
    return value


def read_float(value: object, path: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise _expected(path, "a number", value)
    return float(value)


def read_bool(value: object, path: str) -> bool:
    if not isinstance(value, bool):
        raise _expected(path, "a boolean", value)
    return value


def read_null(value: object, path: str) -> None:
    if value is not None:
        raise _expected(path, "null", value)


def read_const(value: object, path: str, constant: object) -> object:
    """The one value a field may hold (a ``const``, which tells one message or variant from another)."""
    if value != constant or isinstance(value, bool) != isinstance(constant, bool):
        raise _expected(path, shown(constant), value)
    return value


def read_list(value: object, path: str) -> list[object]:
    if not isinstance(value, list):
        raise _expected(path, "a list", value)
    return value


def read_object(value: object, path: str) -> dict[str, object]:
    if not isinstance(value, dict):
        raise _expected(path, "an object", value)
    return value


def read_any(value: object, path: str) -> object:
    return value


def read_items(value: object, path: str, read_item: Callable[[object, str], T]) -> list[T]:
    """A list whose every item is read by ``read_item``, each at its index."""
    return [read_item(item, f"{path}[{index}]") for index, item in enumerate(read_list(value, path))]


def required_field(data: Mapping[str, object], key: str, path: str, read: Callable[[object, str], T]) -> T:
    """A field an object must have, read at its path (``path.key``)."""
    if key not in data:
        raise ResponseShapeError(path, f"missing the required field {key!r}")
    return read(data[key], f"{path}.{key}")


def optional_field(data: Mapping[str, object], key: str, path: str, read: Callable[[object, str], T]) -> T | None:
    """A field an object may leave out: None where it is absent or null, else read at its path (``path.key``)."""
    value = data.get(key)
    return None if value is None else read(value, f"{path}.{key}")


def read_nullable(value: object, path: str, read: Callable[[object, str], T]) -> T | None:
    """A value that may also be null (``type: [string, "null"]``): None, or what ``read`` reads."""
    return None if value is None else read(value, path)


def nullable(read: Callable[[object, str], T]) -> Callable[[object, str], T | None]:
    """A reader of a value that may also be null, from the reader of the value."""

    def read_or_none(value: object, path: str) -> T | None:
        return read_nullable(value, path, read)

    return read_or_none


def read_union(value: object, path: str, readers: Sequence[Callable[[object, str], object]], expected: str) -> object:
    """The first reading of a value that one of the union's members accepts."""
    for read in readers:
        try:
            return read(value, path)
        except ResponseShapeError:
            continue
    raise _expected(path, expected, value)


def to_json_value(value: object) -> object:
    """A value as JSON data: generated types by their ``to_json()``, lists and mappings item by item."""
    to_json = getattr(value, "to_json", None)
    if callable(to_json):
        return to_json()
    if isinstance(value, (list, tuple)):
        return [to_json_value(item) for item in value]
    if isinstance(value, Mapping):
        return {str(key): to_json_value(item) for key, item in value.items()}
    return value


def present(fields: Mapping[str, object]) -> dict[str, object]:
    """The fields that are given: those left out (None) dropped, as a query leaves out its unset parameters."""
    return {name: value for name, value in fields.items() if value is not None}


def json_object(fields: Mapping[str, object]) -> dict[str, object]:
    """A JSON object of fields by wire name, the ones left out (None) dropped."""
    return {name: to_json_value(value) for name, value in fields.items() if value is not None}


@dataclass(frozen=True)
class ValidationProblem:
    """What is wrong with a frame, and where: ``path`` as ``config.sample_rate``."""

    path: str
    message: str


#: Keywords that constrain values a tolerant reader does not hold the service to (see the generator's
#: schema-keywords.ts): a guard of a server frame leaves them out, a validator of a client frame holds them.
VALUE_CONSTRAINTS = frozenset(
    {
        "enum",
        "pattern",
        "format",
        "minLength",
        "maxLength",
        "minimum",
        "maximum",
        "exclusiveMinimum",
        "exclusiveMaximum",
        "minItems",
        "uniqueItems",
    }
)

_JSON_TYPES: Mapping[str, Callable[[object], bool]] = {
    "string": lambda value: isinstance(value, str),
    "integer": lambda value: (
        not isinstance(value, bool)
        and isinstance(value, (int, float))
        and (isinstance(value, int) or (math.isfinite(value) and value.is_integer()))
    ),
    "number": lambda value: not isinstance(value, bool) and isinstance(value, (int, float)),
    "boolean": lambda value: isinstance(value, bool),
    "null": lambda value: value is None,
    "array": lambda value: isinstance(value, list),
    "object": lambda value: isinstance(value, dict),
}


def _has_json_type(value: object, name: str) -> bool:
    """Whether a value is of a JSON Schema type; a type this checker does not know holds any value."""
    check = _JSON_TYPES.get(name)
    return check is None or check(value)


def _same(a: object, b: object) -> bool:
    return a == b and isinstance(a, bool) == isinstance(b, bool)


def schema_problems(
    schema: Mapping[str, object], value: object, path: str, *, tolerant: bool = False
) -> list[ValidationProblem]:
    """Every way a JSON value breaks a JSON Schema (the subset the stream's payloads use), each with its path.

    ``tolerant`` leaves out the value constraints (enums, bounds, patterns): what a guard of a server frame
    checks, so that a new enum value or a longer text from a newer server does not make a client drop a frame.
    """
    problems: list[ValidationProblem] = []
    _check(schema, value, path, tolerant, problems)
    return problems


def _check(
    schema: Mapping[str, object], value: object, path: str, tolerant: bool, problems: list[ValidationProblem]
) -> None:
    def problem(message: str) -> None:
        problems.append(ValidationProblem(path, message))

    declared = schema.get("type")
    if declared is not None:
        types = [declared] if isinstance(declared, str) else list(declared) if isinstance(declared, list) else []
        if not any(isinstance(name, str) and _has_json_type(value, name) for name in types):
            problem(f"must be {' or '.join(str(name) for name in types)}, not {shown(value)}")
            return
    if "const" in schema and not _same(value, schema["const"]):
        problem(f"must be {shown(schema['const'])}, not {shown(value)}")
    enum = schema.get("enum")
    if not tolerant and isinstance(enum, list) and not any(_same(value, option) for option in enum):
        problem(f"must be one of {', '.join(shown(option) for option in enum)}, not {shown(value)}")
    if not tolerant:
        _check_bounds(schema, value, problem)
    if isinstance(value, dict):
        _check_object(schema, value, path, tolerant, problems)
    if isinstance(value, list):
        max_items = schema.get("maxItems")
        if isinstance(max_items, int) and len(value) > max_items:
            problem(f"must hold at most {max_items} items, not {len(value)}")
        items = schema.get("items")
        if isinstance(items, Mapping):
            for index, item in enumerate(value):
                _check(items, item, f"{path}[{index}]", tolerant, problems)
    for member in _schemas(schema.get("allOf")):
        _check(member, value, path, tolerant, problems)
    for keyword in ("anyOf", "oneOf"):
        members = _schemas(schema.get(keyword))
        if not members:
            continue
        found = [schema_problems(member, value, path, tolerant=tolerant) for member in members]
        passing = sum(1 for problems_of_form in found if not problems_of_form)
        if passing == 0:
            # What each form needs, so that the message says how to meet one of them.
            forms = "; or ".join(
                f"{_form_name(member, index)}: {', '.join(f'{item.path} {item.message}' for item in problems_of_form)}"
                for index, (member, problems_of_form) in enumerate(zip(members, found, strict=True))
            )
            problem(f"must take one of its {len(members)} forms ({keyword}): {forms}")
        elif keyword == "oneOf" and passing > 1:
            problem(f"matches {passing} of its {len(members)} forms, and must match exactly one (oneOf)")
    negated = schema.get("not")
    if isinstance(negated, Mapping) and not schema_problems(negated, value, path, tolerant=tolerant):
        problem("must not match the form its schema excludes (not)")


def _form_name(schema: Mapping[str, object], index: int) -> str:
    title = schema.get("title")
    return title if isinstance(title, str) else f"form {index + 1}"


def _schemas(value: object) -> list[Mapping[str, object]]:
    return [member for member in value if isinstance(member, Mapping)] if isinstance(value, list) else []


def _check_bounds(schema: Mapping[str, object], value: object, problem: Callable[[str], None]) -> None:
    if isinstance(value, str):
        min_length, max_length, pattern = schema.get("minLength"), schema.get("maxLength"), schema.get("pattern")
        if isinstance(min_length, int) and len(value) < min_length:
            problem(f"must be at least {min_length} characters long")
        if isinstance(max_length, int) and len(value) > max_length:
            problem(f"must be at most {max_length} characters long")
        if isinstance(pattern, str) and re.search(pattern, value) is None:
            problem(f"must match the pattern {pattern}")
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        for keyword in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"):
            bound = schema.get(keyword)
            if isinstance(bound, (int, float)) and not isinstance(bound, bool) and not _within(keyword, value, bound):
                problem(f"must satisfy {keyword} {bound}, not {shown(value)}")
    if isinstance(value, list):
        min_items = schema.get("minItems")
        if isinstance(min_items, int) and len(value) < min_items:
            problem(f"must hold at least {min_items} items")


def _within(keyword: str, value: float, bound: float) -> bool:
    if keyword == "minimum":
        return value >= bound
    if keyword == "maximum":
        return value <= bound
    if keyword == "exclusiveMinimum":
        return value > bound
    return value < bound


def _check_object(
    schema: Mapping[str, object],
    value: dict[str, object],
    path: str,
    tolerant: bool,
    problems: list[ValidationProblem],
) -> None:
    required_keys = schema.get("required")
    for key in required_keys if isinstance(required_keys, list) else []:
        if isinstance(key, str) and key not in value:
            problems.append(ValidationProblem(path, f"is missing the required field {key!r}"))
    properties = schema.get("properties")
    known = properties if isinstance(properties, Mapping) else {}
    for key, item in value.items():
        below = f"{path}.{key}"
        if key in known and isinstance(known[key], Mapping):
            _check(known[key], item, below, tolerant, problems)
        elif schema.get("additionalProperties") is False:
            problems.append(ValidationProblem(below, "is not a field this frame takes"))


__all__ = [
    "VALUE_CONSTRAINTS",
    "ResponseShapeError",
    "ValidationProblem",
    "json_object",
    "nullable",
    "optional_field",
    "present",
    "read_any",
    "read_bool",
    "read_const",
    "read_float",
    "read_int",
    "read_items",
    "read_list",
    "read_null",
    "read_nullable",
    "read_object",
    "read_str",
    "read_union",
    "required_field",
    "schema_problems",
    "shown",
    "to_json_value",
]
