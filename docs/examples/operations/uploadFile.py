from stt_service import ServiceClient

# Reads STT_API_KEY and STT_BASE_URL.
client = ServiceClient()

# A path, bytes, or a binary file object.
file = client.files.upload(
    "call.wav",
    client_reference_id="ticket-4821",
    on_progress=lambda progress: print(
        f"uploaded {progress.sent} of {progress.total} bytes"
    ),
)
print(file.file_id, file.filename, file.size)
