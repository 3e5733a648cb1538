"""The URL of a call: ids quoted as one path segment, ids that name no resource refused before any I/O, query values
written as the TypeScript SDK writes them, None left out."""

from __future__ import annotations

import pytest

from stt_service._generated.errors import ServiceValidationError
from stt_service._http.request_url import url_of

from .routes import GET_FILE, LIST_FILES

BASE = "http://service.test/v1"


def test_ids_are_one_quoted_segment() -> None:
    assert url_of(BASE, GET_FILE, {"file_id": "a/b c?d#e%"}, None) == f"{BASE}/files/a%2Fb%20c%3Fd%23e%25"


@pytest.mark.parametrize("file_id", ["", ".", "..", "\ud800"])
def test_ids_that_name_no_resource_are_refused(file_id: str) -> None:
    with pytest.raises(ServiceValidationError, match=r"GET /files/\{file_id\}: file_id"):
        url_of(BASE, GET_FILE, {"file_id": file_id}, None)


def test_a_missing_path_parameter_is_refused() -> None:
    with pytest.raises(ServiceValidationError, match="must be a non-empty string"):
        url_of(BASE, GET_FILE, None, None)


def test_query_values() -> None:
    query = {"limit": 50, "cursor": None, "flag": True, "off": False, "ids": ["a", "b c"], "ratio": 2.0, "r": 0.5}
    assert (
        url_of(BASE, LIST_FILES, None, query)
        == f"{BASE}/files?limit=50&flag=true&off=false&ids=a&ids=b+c&ratio=2&r=0.5"
    )
    assert url_of(BASE, LIST_FILES, None, {"cursor": None}) == f"{BASE}/files"
