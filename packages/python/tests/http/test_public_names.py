"""The package's public names: every generated error kind and type, the clients and helpers, and the real-time client
loaded on first use, with how to install it where websockets is missing."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import stt_service
from stt_service._generated import errors, types

SOURCE = Path(stt_service.__file__).resolve().parents[1]


def test_every_generated_kind_and_type_is_public() -> None:
    for name in [*errors.__all__, *types.__all__]:
        assert name in stt_service.__all__
        assert getattr(stt_service, name) is getattr(errors if name in errors.__all__ else types, name)
    assert issubclass(stt_service.ServiceNotFoundError, stt_service.ServiceError)
    assert len(stt_service.__all__) == len(set(stt_service.__all__))


def test_without_websockets_the_http_clients_import_and_the_realtime_client_says_what_to_install() -> None:
    script = (
        "import sys; sys.modules['websockets'] = None\n"
        "import stt_service\n"
        "from stt_service import *\n"
        "assert ServiceClient and FileObject\n"
        "try:\n"
        "    stt_service.RealtimeServiceClient\n"
        "except ImportError as error:\n"
        "    print(error)\n"
    )
    finished = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, env={"PYTHONPATH": str(SOURCE)}
    )
    assert finished.stdout.strip() == (
        'stt_service.RealtimeServiceClient needs the websockets package: pip install "stt-service[realtime]"'
    )


def test_an_unknown_name_is_an_attribute_error() -> None:
    try:
        stt_service.NoSuchName  # noqa: B018
    except AttributeError as error:
        assert str(error) == "module 'stt_service' has no attribute 'NoSuchName'"
    else:
        raise AssertionError("stt_service.NoSuchName was found")
