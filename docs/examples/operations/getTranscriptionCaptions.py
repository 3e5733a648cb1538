from stt_service import ServiceClient

# Reads STT_API_KEY and STT_BASE_URL.
client = ServiceClient()

file = client.files.upload("call.wav")
created = client.transcriptions.create(
    file_id=file.file_id,
    model="stt-async-v3",
    enable_speaker_diarization=False,
)
done = client.transcriptions.wait_until_done(created.id)

# WebVTT unless asked otherwise.
captions = client.transcriptions.captions(done.id)
print(captions)
