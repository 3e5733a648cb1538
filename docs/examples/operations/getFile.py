from stt_service import ServiceClient

# Reads STT_API_KEY and STT_BASE_URL.
client = ServiceClient()

uploaded = client.files.upload("call.wav")
file = client.files.get(uploaded.file_id)
print(file.file_id, file.filename, file.status)
