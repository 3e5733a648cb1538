"""What a failed connection adds when no URL was set: the client went to production, which code meant for the mock
did not intend. One sentence for the HTTP client (``base_url``) and the real-time client (``stream_url``)."""

from __future__ import annotations

from typing import Literal

UrlSource = Literal["option", "environment", "default"]


def no_url_set_hint(said: str, url: str, source: UrlSource, *, option: str, variable: str, mock_url: str) -> str:
    """Empty unless the URL is the spec's default; else which production URL was called and how to reach the mock.

    ``said`` is the message the hint follows, so that the sentences join with one full stop.
    """
    if source != "default":
        return ""
    stop = "" if said.endswith(".") else "."
    return (
        f"{stop} No {option} is set, so the client called production ({url}); "
        f"for the mock, set {option} (or {variable}) to {mock_url}."
    )
