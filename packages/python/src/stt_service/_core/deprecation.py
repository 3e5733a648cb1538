"""Warnings for what the contract deprecates (``deprecated: true`` with ``x-sunset``): a DeprecationWarning once per
element per process, on its first use, naming the element, the day it goes and what to use instead."""

from __future__ import annotations

import threading
import warnings

_warned: set[str] = set()
_lock = threading.Lock()


def deprecation_sentence(element: str, sunset: str, use: str | None) -> str:
    instead = f" Use {use} instead." if use else ""
    return f"{element} is deprecated and will be removed after {sunset}.{instead}"


def warn_deprecated_once(element: str, sunset: str, use: str | None, *, stacklevel: int = 2) -> bool:
    """Warns that ``element`` is deprecated the first time only (per process, whatever the clients); whether it did."""
    with _lock:
        if element in _warned:
            return False
        _warned.add(element)
    warnings.warn(deprecation_sentence(element, sunset, use), DeprecationWarning, stacklevel=stacklevel + 1)
    return True
