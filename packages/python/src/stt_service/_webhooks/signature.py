"""The Standard Webhooks signature (https://www.standardwebhooks.com/): HMAC-SHA256 over
``<webhook-id>.<webhook-timestamp>.<body>``, keyed with the bytes of the secret's base64, compared with
``hmac.compare_digest`` (constant time). The TypeScript SDK's ``webhooks/signature.ts``, on the standard library."""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
from collections.abc import Sequence

from .._generated.errors import ServiceConfigError

SECRET_PREFIX = "whsec_"
#: Rotation has two secrets at a time; a longer list is a mistake, and each one costs an HMAC per delivery.
MAX_SECRETS = 8
#: An HMAC-SHA256 is 32 bytes.
SIGNATURE_BYTES = 32


def base64_bytes(text: str) -> bytes | None:
    """The bytes of standard, padded base64, or None when it is not that (``validate``: no stray characters)."""
    try:
        return base64.b64decode(text.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError, ValueError):
        return None


def hmac_keys(secret: object) -> list[bytes]:
    """The HMAC keys of the secrets given: each ``whsec_<base64>`` (as ``webhooks.secret()`` answers), or its bare
    base64 (as the Standard Webhooks libraries also take it). Anything else is the receiver's configuration, not the
    delivery's fault: a ServiceConfigError, which never quotes the secret."""
    secrets: Sequence[object]
    if isinstance(secret, str):
        secrets = [secret]
    elif isinstance(secret, Sequence) and not isinstance(secret, (bytes, bytearray)):
        secrets = secret
    else:
        secrets = []
    if len(secrets) == 0:
        raise ServiceConfigError(
            "webhooks: give the signing secret (a str, `whsec_...`, from webhooks.secret()), or a list of them while "
            "a rotation is under way."
        )
    if len(secrets) > MAX_SECRETS:
        raise ServiceConfigError(
            f"webhooks: {len(secrets)} secrets given; give at most {MAX_SECRETS} (a rotation needs the new one and "
            "the previous one)."
        )
    keys: list[bytes] = []
    for index, each in enumerate(secrets):
        which = f"secret {index + 1} of {len(secrets)}" if len(secrets) > 1 else "the secret"
        if not isinstance(each, str):
            raise ServiceConfigError(
                f"webhooks: {which} is a {type(each).__name__}; give the str webhooks.secret() answers (`whsec_...`)."
            )
        encoded = each.removeprefix(SECRET_PREFIX)
        key = base64_bytes(encoded)
        if not key:
            raise ServiceConfigError(
                f"webhooks: {which} is not a signing secret: it should be `whsec_` then base64, as webhooks.secret() "
                "answers it (copy it whole; it is not the API key)."
            )
        keys.append(key)
    return keys


def sign(key: bytes, signed_content: bytes) -> bytes:
    return hmac.new(key, signed_content, hashlib.sha256).digest()


def any_signature_matches(keys: Sequence[bytes], signatures: Sequence[str], signed_content: bytes) -> bool:
    """Whether any of the v1 signatures (base64) is the HMAC of the signed content under any of the keys."""
    decoded = [
        signature
        for signature in (base64_bytes(text) for text in signatures)
        if signature is not None and len(signature) == SIGNATURE_BYTES
    ]
    # Every pair is compared, with no early exit between keys: the time taken says nothing of which one matched.
    matched = False
    for key in keys:
        expected = sign(key, signed_content)
        for signature in decoded:
            matched = hmac.compare_digest(expected, signature) or matched
    return matched
