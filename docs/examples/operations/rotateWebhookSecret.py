from pathlib import Path

from stt_service import ServiceClient

# Reads STT_API_KEY and STT_BASE_URL.
client = ServiceClient()

# On your backend: a new signing secret. The previous
# one still signs beside it until its expiry: verify
# with both meanwhile, then with the new one only.
rotated = client.webhooks.rotate_secret()
saved = Path("webhook-secret.txt")
saved.touch(mode=0o600)
saved.write_text(rotated.secret)
expiry = rotated.previous_secret_expires_at
print(f"the old secret signs until {expiry}")
