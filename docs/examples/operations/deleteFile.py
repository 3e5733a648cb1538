from stt_service import ServiceClient

# Reads STT_API_KEY and STT_BASE_URL.
client = ServiceClient()

file = client.files.upload("call.wav")
client.files.delete(file.file_id)
print(f"deleted {file.file_id}")
