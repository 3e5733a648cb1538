from pathlib import Path

from stt_service import ServiceClient

# Reads STT_API_KEY and STT_BASE_URL.
client = ServiceClient()

# On your backend: the secret your webhook receiver
# verifies deliveries with. Keep it like the API key:
# out of logs, readable by the receiver only.
webhook_secret = client.webhooks.secret()
saved = Path("webhook-secret.txt")
saved.touch(mode=0o600)
saved.write_text(webhook_secret.secret)
created = webhook_secret.created_at
print(f"saved the secret of {created}")
