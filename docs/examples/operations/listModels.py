from stt_service import ServiceClient

# Reads STT_API_KEY and STT_BASE_URL.
client = ServiceClient()

for model in client.models.list().models:
    print(model.id, model.transcription_mode)
