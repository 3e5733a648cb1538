"""The checks the generated ``from_json`` readers and stream validators call (``stt_service._generated``).

Hand-written, because none of it depends on the spec: the generator writes, for each type, which of these checks
its fields take. A reader refuses a value of the wrong JSON type with :class:`ResponseShapeError`, naming the
field's path (``Transcription.tokens[3].start_ms: expected an integer, got "x"``); it ignores fields it does not
know and keeps enum values it does not know, since a newer server may send them.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar, cast

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
    except (TypeError, ValueError, RecursionError):
        # Not JSON, a circular value, or one nested deeper than the stack: named by its type, never a crash.
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


def is_json_integer(value: object) -> bool:
    """Whether a value is a JSON integer: an int but no bool, or a float with no fraction (3.0; not inf or NaN)."""
    if isinstance(value, bool):
        return False
    return isinstance(value, int) or (isinstance(value, float) and value.is_integer())


def same_json_value(value: object, option: object) -> bool:
    """Whether two values are one JSON value: equal, and both booleans or neither (in Python, True == 1)."""
    return value == option and isinstance(value, bool) == isinstance(option, bool)


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


def _as_list(value: object) -> list[object] | None:
    """A decoded JSON array as a list of JSON values (what ``json.loads`` makes of one), else None."""
    return cast("list[object]", value) if isinstance(value, list) else None


def _as_object(value: object) -> dict[str, object] | None:
    """A decoded JSON object as a dict of JSON values by key (what ``json.loads`` makes of one), else None."""
    return cast("dict[str, object]", value) if isinstance(value, dict) else None


def _as_schema(value: object) -> Mapping[str, object] | None:
    return cast("Mapping[str, object]", value) if isinstance(value, Mapping) else None


def read_list(value: object, path: str) -> list[object]:
    items = _as_list(value)
    if items is None:
        raise _expected(path, "a list", value)
    return items


def read_object(value: object, path: str) -> dict[str, object]:
    data = _as_object(value)
    if data is None:
        raise _expected(path, "an object", value)
    return data


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
        return [to_json_value(item) for item in cast("list[object] | tuple[object, ...]", value)]
    mapping = _as_schema(value)
    if mapping is not None:
        return {str(key): to_json_value(item) for key, item in mapping.items()}
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


def forms_problems(
    path: str, keyword: str, names: Sequence[str], found: Sequence[list[ValidationProblem]]
) -> list[ValidationProblem]:
    """The problem of a value that takes none of an ``anyOf``'s forms, or not exactly one of a ``oneOf``'s.

    ``names`` are the forms' titles (``form 2`` where one has none), ``found`` the problems of the value against
    each form: the message says what each form needs, so that it tells how to meet one of them. The generated
    validators of stream frames (``_generated/stream.py``) call it.
    """
    passing = sum(1 for problems in found if not problems)
    if passing == 0:
        forms = "; or ".join(
            f"{name}: {', '.join(f'{item.path} {item.message}' for item in problems)}"
            for name, problems in zip(names, found, strict=True)
        )
        return [ValidationProblem(path, f"must take one of its {len(found)} forms ({keyword}): {forms}")]
    if keyword == "oneOf" and passing > 1:
        return [
            ValidationProblem(path, f"matches {passing} of its {len(found)} forms, and must match exactly one (oneOf)")
        ]
    return []


__all__ = [
    "ResponseShapeError",
    "ValidationProblem",
    "forms_problems",
    "is_json_integer",
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
    "same_json_value",
    "shown",
    "to_json_value",
]
