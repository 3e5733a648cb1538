"""webhooks.verify and .unwrap against deliveries signed by the tests (signing.py): what they accept (the published
Standard Webhooks vector, every body type, rotation, any header mapping) and what they refuse, each refusal saying
what was wrong without quoting a secret, and bounded on hostile input."""

from __future__ import annotations

import json
from datetime import datetime, timezone
from email.message import Message

import pytest

from stt_service import (
    AsyncServiceClient,
    ServiceClient,
    ServiceConfigError,
    ServiceWebhookVerificationError,
    TranscriptionCompletedEvent,
    TranscriptionFailedEvent,
    webhooks,
)
from stt_service.webhooks import MAX_WEBHOOK_BODY_BYTES, unwrap, verify

from .signing import NOW, event_body, new_secret, signature, signed_headers

SECRET = new_secret()


def refusal(body: object, headers: object, secret: object = SECRET, **options: object) -> str:
    with pytest.raises(ServiceWebhookVerificationError) as raised:
        unwrap(body, headers, secret, **{"now": NOW, **options})  # type: ignore[arg-type]
    message = str(raised.value)
    assert message.startswith("Webhook refused: ")
    assert message.endswith("Answer the delivery 400 and do not act on it.")
    assert SECRET not in message and SECRET.removeprefix("whsec_") not in message
    return message


def test_the_published_standard_webhooks_vector_verifies() -> None:
    body = b'{"test": 2432232314}'
    headers = {
        "webhook-id": "msg_p5jXN8AQM9LWM0D4loKWxJek",
        "webhook-timestamp": "1614265330",
        "webhook-signature": "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    }
    assert verify(body, headers, "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", now=1614265330) is None
    assert verify(body, headers, "MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", now=1614265330) is None


def test_unwrap_returns_the_typed_event_for_every_body_type() -> None:
    body = event_body()
    headers = signed_headers(body, SECRET)
    for given in (body, body.decode(), bytearray(body), memoryview(body)):
        event = unwrap(given, headers, SECRET, now=NOW)
        assert isinstance(event, TranscriptionCompletedEvent)
        assert event.type == "transcription.completed"
        assert event.data.id == "4e8a1c3b-5d7f-4b9a-8c2e-6f0a2b4c6d81"
        assert event.data.client_reference_id == "ticket-4821"


def test_a_failed_event_carries_its_error() -> None:
    body = event_body("transcription.failed", file_id=None, error_type="audio_url_unreachable", error_message="gone")
    event = unwrap(body, signed_headers(body, SECRET), SECRET, now=NOW)
    assert isinstance(event, TranscriptionFailedEvent)
    assert (event.data.file_id, event.data.error_type, event.data.error_message) == (
        None,
        "audio_url_unreachable",
        "gone",
    )


def test_a_text_body_with_non_ascii_characters_is_signed_as_its_utf8_bytes() -> None:
    body = event_body(client_reference_id="tícket-ü-✓")
    event = unwrap(body.decode(), signed_headers(body, SECRET), SECRET, now=NOW)
    assert event.data.client_reference_id == "tícket-ü-✓"


def test_a_changed_byte_is_refused() -> None:
    body = event_body()
    headers = signed_headers(body, SECRET)
    for index in (0, len(body) // 2, len(body) - 1):
        changed = bytearray(body)
        changed[index] ^= 0x01
        assert "no signature matches the secret given" in refusal(bytes(changed), headers)
    assert "no signature matches" in refusal(body + b" ", headers)
    assert "no signature matches" in refusal(body, {**headers, "webhook-id": "msg_other"})
    assert "no signature matches" in refusal(body, {**headers, "webhook-timestamp": str(NOW + 1)})


def test_a_parsed_and_serialized_again_body_is_not_the_signed_one() -> None:
    body = event_body()
    again = json.dumps(json.loads(body), separators=(",", ":"))
    assert "pass the raw body as it arrived" in refusal(again, signed_headers(body, SECRET))


def test_the_timestamp_must_be_within_the_tolerance_either_way() -> None:
    body = event_body()
    headers = signed_headers(body, SECRET)
    for now in (NOW - 300, NOW + 300):
        verify(body, headers, SECRET, now=now)
    assert "301 s old, beyond the tolerance of 300 s" in refusal(body, headers, now=NOW + 301)
    assert "301 s in the future" in refusal(body, headers, now=NOW - 301)
    assert "beyond the tolerance of 10 s" in refusal(body, headers, now=NOW + 11, tolerance=10)
    verify(body, headers, SECRET, now=NOW + 3600, tolerance=3600)
    verify(body, headers, SECRET, now=datetime.fromtimestamp(NOW + 299, tz=timezone.utc))


def test_the_clock_is_the_real_one_by_default() -> None:
    body = event_body()
    assert "s old" in refusal(body, signed_headers(body, SECRET), now=None)


def test_another_secret_is_refused_and_never_quoted() -> None:
    body = event_body()
    other = new_secret()
    message = refusal(body, signed_headers(body, other))
    assert "the secret is not the one that signs" in message
    assert other not in message


def test_rotation_accepts_any_signature_under_any_secret() -> None:
    body = event_body()
    previous, current = new_secret(), new_secret()
    both = signed_headers(body, previous, current)
    assert len(both["webhook-signature"].split(" ")) == 2
    for secrets in (current, previous, [current], [new_secret(), previous], (current, previous)):
        assert unwrap(body, both, secrets, now=NOW).data.id
    assert "any of the 2 secrets" in refusal(body, both, [new_secret(), new_secret()])
    only_current = signed_headers(body, current)
    unwrap(body, only_current, [previous, current], now=NOW)


def test_other_signature_versions_are_ignored() -> None:
    body = event_body()
    headers = signed_headers(body, SECRET)
    v1 = headers["webhook-signature"]
    verify(body, {**headers, "webhook-signature": f"v2,abcd v1a,{v1[3:]} {v1}"}, SECRET, now=NOW)
    assert "no v1 signature" in refusal(body, {**headers, "webhook-signature": f"v2,{v1[3:]}"})
    # Not base64, or not 32 bytes: never a match, never an exception.
    for broken in ("v1,!!!!", "v1,=", "v1,YWJj", v1 + "A", v1[:-2]):
        assert "no signature matches" in refusal(body, {**headers, "webhook-signature": broken})


def test_a_missing_or_malformed_header_is_refused_by_name() -> None:
    body = event_body()
    headers = signed_headers(body, SECRET)
    for name in headers:
        without = {key: value for key, value in headers.items() if key != name}
        assert f"it has no {name} header" in refusal(body, without)
        assert f"it has no {name} header" in refusal(body, {**headers, name: "  "})
    for stamp in ("-1", "1e9", "17957881.9", "1234567890123", "١٧٩٥٧٨٨١٩٩", " "):
        assert "not a time in seconds" in refusal(body, {**headers, "webhook-timestamp": stamp + "x"})
    assert "2 webhook-id headers" in refusal(body, {**headers, "webhook-id": ["msg_a", "msg_b"]})
    assert "webhook-timestamp header is not text" in refusal(body, {**headers, "webhook-timestamp": 1795788199})


def test_headers_are_found_in_any_case_and_in_any_mapping() -> None:
    body = event_body()
    headers = signed_headers(body, SECRET)
    title = {name.title(): value for name, value in headers.items()}
    verify(body, title, SECRET, now=NOW)
    upper = {name.upper(): value.encode() for name, value in headers.items()}
    verify(body, upper, SECRET, now=NOW)
    message = Message()  # http.server's self.headers
    for name, value in title.items():
        message[name] = value
    verify(body, message, SECRET, now=NOW)
    # A signature header that came twice, as a list, or joined by a server with ", ".
    previous, current = new_secret(), new_secret()
    two = signed_headers(body, previous, current)
    first, second = two["webhook-signature"].split(" ")
    verify(body, {**two, "webhook-signature": [first, second]}, current, now=NOW)
    verify(body, {**two, "webhook-signature": f"{first}, {second}"}, previous, now=NOW)
    repeated = Message()
    repeated["webhook-id"], repeated["webhook-timestamp"] = two["webhook-id"], two["webhook-timestamp"]
    repeated["webhook-signature"] = first
    repeated["webhook-signature"] = second
    verify(body, repeated, current, now=NOW)


def test_hostile_sizes_are_refused_before_any_work() -> None:
    body = event_body()
    headers = signed_headers(body, SECRET)
    large = b" " * (MAX_WEBHOOK_BODY_BYTES + 1)
    assert f"over the {MAX_WEBHOOK_BODY_BYTES}" in refusal(large, headers)
    assert f"over the {MAX_WEBHOOK_BODY_BYTES}" in refusal(large.decode(), headers)
    assert f"over the {MAX_WEBHOOK_BODY_BYTES}" in refusal(memoryview(large), headers)
    assert "webhook-id is 257 characters" in refusal(body, {**headers, "webhook-id": "m" * 257})
    assert "4097 characters, over the 4096" in refusal(body, {**headers, "webhook-signature": "v" * 4097})
    seventeen = " ".join([headers["webhook-signature"]] * 17)
    assert "17 signatures, over the 16" in refusal(body, {**headers, "webhook-signature": seventeen})
    sixteen = " ".join([headers["webhook-signature"]] * 16)
    verify(body, {**headers, "webhook-signature": sixteen}, SECRET, now=NOW)


def test_a_signed_body_that_is_not_an_event_is_refused() -> None:
    nested = b"[" * (MAX_WEBHOOK_BODY_BYTES // 2)
    cases = {
        b"\xff\xfe{}": "not UTF-8 JSON",
        b"{": "not UTF-8 JSON",
        nested: "not UTF-8 JSON",
        b"[]": "webhook body: expected an object",
        b'{"type": "transcription.created", "data": {}}': "a newer SDK may know its type",
        b'{"data": {}}': "type must be one of transcription.completed, transcription.failed, got null",
        event_body(id=5): "TranscriptionCompletedEvent.data.id",
    }
    for body, said in cases.items():
        message = refusal(body, signed_headers(body, SECRET))
        assert said in message, message
        # verify alone does not read the body.
        verify(body, signed_headers(body, SECRET), SECRET, now=NOW)


def test_a_str_body_that_is_not_encodable_is_refused() -> None:
    assert "not UTF-8 text" in refusal("{\ud800}", signed_headers(b"{}", SECRET))


def test_the_receivers_own_mistakes_are_config_errors_that_never_quote_the_secret() -> None:
    body = event_body()
    headers = signed_headers(body, SECRET)
    mistakes: list[tuple[dict[str, object], str]] = [
        ({"body": json.loads(body)}, "never the parsed JSON"),
        ({"headers": None}, "pass the request's headers"),
        ({"secret": "whsec_not base64!"}, "is not a signing secret"),
        ({"secret": "whsec_"}, "is not a signing secret"),
        ({"secret": []}, "give the signing secret"),
        ({"secret": b"whsec_abc"}, "give the signing secret"),
        ({"secret": [SECRET, 5]}, "secret 2 of 2 is a int"),
        ({"secret": [SECRET] * 9}, "9 secrets given"),
        ({"tolerance": -1}, "tolerance is -1"),
        ({"tolerance": float("nan")}, "tolerance is nan"),
        ({"tolerance": True}, "tolerance is True"),
        ({"now": datetime(2026, 1, 1)}, "naive datetime"),  # noqa: DTZ001 - the mistake tested
        ({"now": "now"}, "now is str"),
    ]
    for change, said in mistakes:
        arguments: dict[str, object] = {"body": body, "headers": headers, "secret": SECRET, "now": NOW, **change}
        with pytest.raises(ServiceConfigError) as raised:
            verify(**arguments)  # type: ignore[arg-type]
        assert said in str(raised.value), str(raised.value)
        assert SECRET.removeprefix("whsec_") not in str(raised.value)
        assert not isinstance(raised.value, ServiceWebhookVerificationError)


def test_both_clients_and_the_module_give_the_same_functions() -> None:
    body = event_body()
    headers = signed_headers(body, SECRET)
    client = ServiceClient(api_key="key", base_url="http://127.0.0.1:9/v1")
    async_client = AsyncServiceClient(api_key="key", base_url="http://127.0.0.1:9/v1")
    for receiver in (client.webhooks, async_client.webhooks, webhooks):
        assert receiver.unwrap(body, headers, SECRET, now=NOW) == unwrap(body, headers, SECRET, now=NOW)
        assert receiver.verify(body, headers, SECRET, now=NOW) is None
        with pytest.raises(ServiceWebhookVerificationError):
            receiver.verify(body, headers, new_secret(), now=NOW)
    # The generated methods are still there.
    assert callable(client.webhooks.secret) and callable(async_client.webhooks.rotate_secret)
    client.close()


def test_a_signature_made_here_is_the_one_the_sdk_expects() -> None:
    body = event_body()
    headers = signed_headers(body, SECRET, webhook_id="msg_x", timestamp=NOW)
    assert headers["webhook-signature"] == signature(SECRET, "msg_x", str(NOW), body)
    verify(body, headers, SECRET, now=NOW)
