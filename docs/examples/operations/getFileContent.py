from pathlib import Path

from stt_service import ServiceClient

# Reads STT_API_KEY and STT_BASE_URL.
client = ServiceClient()

file = client.files.upload("call.wav")

# The bytes exactly as uploaded.
content = client.files.content(file.file_id)
Path("call-copy.wav").write_bytes(content)
print(f"saved {len(content)} bytes to call-copy.wav")
