from stt_service import ServiceClient

# Reads STT_API_KEY and STT_BASE_URL.
client = ServiceClient()

# On your backend: a short-lived key for a browser to
# open one stream with.
key = client.auth.create_temporary_key(
    usage_type="transcribe_websocket",
    expires_in_seconds=60,
    single_use=True,
)
print(key.api_key, key.expires_at)
