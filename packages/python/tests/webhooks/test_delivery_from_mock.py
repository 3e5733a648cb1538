"""A real delivery: the mock (``stt-mock``) calls a receiver this test opens on loopback when a transcription created
with ``webhook_url`` ends, and the SDK verifies what arrived, as it arrived; the same body with a changed byte, a
stale timestamp or another secret is refused; after a rotation both the new and the previous secret verify."""

from __future__ import annotations

import queue
import threading
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from email.message import Message
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from stt_service import ServiceClient, ServiceWebhookVerificationError, TranscriptionCompletedEvent
from stt_service.webhooks import unwrap, verify

from ..conftest import MockUrls
from ..http.wav import wav_bytes
from .signing import new_secret

MODEL = "stt-async-v3"
#: The longest wait for a delivery: the mock sends it as the transcription ends, well within this.
DELIVERY_TIMEOUT_SECONDS = 60.0


@dataclass(frozen=True)
class Delivery:
    path: str
    body: bytes
    headers: Message


class Receiver:
    """A loopback HTTP server that answers every POST 204 and hands over what it received."""

    def __init__(self) -> None:
        self.deliveries: queue.Queue[Delivery] = queue.Queue()
        deliveries = self.deliveries

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("content-length") or 0))
                deliveries.put(Delivery(self.path, body, self.headers))
                self.send_response(204)
                self.end_headers()

            def log_message(self, format: str, *args: object) -> None:
                """No access log."""

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}/webhooks"

    def next(self) -> Delivery:
        return self.deliveries.get(timeout=DELIVERY_TIMEOUT_SECONDS)


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    opened = Receiver()
    thread = threading.Thread(target=opened.server.serve_forever, daemon=True)
    thread.start()
    try:
        yield opened
    finally:
        opened.server.shutdown()
        opened.server.server_close()
        thread.join()


def _created_with_webhook(client: ServiceClient, url: str) -> str:
    uploaded = client.files.upload(wav_bytes(0.5))
    created = client.transcriptions.create(
        file_id=uploaded.file_id, model=MODEL, enable_speaker_diarization=False, webhook_url=url
    )
    return created.id


def test_a_delivery_from_the_mock_verifies_and_its_tampered_copies_do_not(
    mock_urls: MockUrls, receiver: Receiver
) -> None:
    with ServiceClient(api_key=f"test-{uuid.uuid4().hex}", base_url=mock_urls.http) as client:
        secret = client.webhooks.secret().secret
        transcription_id = _created_with_webhook(client, receiver.url)
        delivery = receiver.next()
    assert delivery.path == "/webhooks"
    assert delivery.headers["content-type"].startswith("application/json")
    assert delivery.headers["webhook-id"].startswith("msg_")

    event = unwrap(delivery.body, delivery.headers, secret)
    assert isinstance(event, TranscriptionCompletedEvent)
    assert event.data.id == transcription_id and event.data.status == "completed"
    # The same delivery through a plain dict of its headers, and as text.
    as_dict = dict(delivery.headers.items())
    assert unwrap(delivery.body.decode(), as_dict, secret) == event

    changed = bytearray(delivery.body)
    changed[len(changed) // 2] ^= 0x20
    timestamp = int(delivery.headers["webhook-timestamp"])
    refusals = [
        (lambda: verify(bytes(changed), as_dict, secret), "no signature matches"),
        (lambda: verify(delivery.body, as_dict, secret, now=timestamp + 301), "301 s old"),
        (lambda: verify(delivery.body, as_dict, secret, now=timestamp - 301), "301 s in the future"),
        (lambda: verify(delivery.body, as_dict, new_secret()), "no signature matches"),
    ]
    for attempt, said in refusals:
        with pytest.raises(ServiceWebhookVerificationError, match=said):
            attempt()


def test_after_a_rotation_the_new_and_the_previous_secret_both_verify(mock_urls: MockUrls, receiver: Receiver) -> None:
    with ServiceClient(api_key=f"test-{uuid.uuid4().hex}", base_url=mock_urls.http) as client:
        previous = client.webhooks.secret().secret
        current = client.webhooks.rotate_secret().secret
        _created_with_webhook(client, receiver.url)
        delivery = receiver.next()
    assert len(delivery.headers["webhook-signature"].split(" ")) == 2
    for secrets in (current, previous, [current, previous]):
        verify(delivery.body, delivery.headers, secrets)
    with pytest.raises(ServiceWebhookVerificationError, match="any of the 2 secrets"):
        verify(delivery.body, delivery.headers, [new_secret(), new_secret()])
