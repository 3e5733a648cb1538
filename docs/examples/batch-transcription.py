# Batch transcription with the blocking client: upload, transcribe, wait, page
# through results. Run it next to a call.wav, with STT_API_KEY set (and
# STT_BASE_URL for the mock).
import asyncio

from stt_service import AsyncServiceClient, ServiceClient, ServiceNotFoundError

# api_key and base_url default to STT_API_KEY and STT_BASE_URL.
client = ServiceClient()

# The whole flow in one call: upload, create the transcription, poll until done.
transcription = client.transcribe(
    "call.wav", model="stt-async-v3", enable_speaker_diarization=True
)
print(f"transcript: {transcription.text}")

# The same, step by step, with progress.
file = client.files.upload(
    "call.wav",
    on_progress=lambda progress: print(
        f"uploaded {progress.sent} of {progress.total} bytes"
    ),
)
created = client.transcriptions.create(
    file_id=file.file_id, model="stt-async-v3", enable_speaker_diarization=False
)
done = client.transcriptions.wait_until_done(created.id)
print(f"done: {done.status}")

# One page, or every item of every page.
first_page = client.files.list(limit=20)
print(f"{len(first_page.items)} files on the first page")
for shown, recent in enumerate(client.transcriptions.list(), start=1):
    print(f"recent: {recent.id} ({recent.status})")
    if shown == 3:
        break

# Errors are classes: catch the kinds you handle.
try:
    # An unknown id answers 404; `Prefer: code=404` makes sure of it on any mock.
    client.files.get(
        "no-such-file", request_options={"headers": {"prefer": "code=404"}}
    )
except ServiceNotFoundError as error:
    print(f"not found: {error.error_type}")


# The asynchronous client: the same groups and methods, awaited; a list is
# awaited for its first page, or iterated with async for over every item.
async def main() -> None:
    async with AsyncServiceClient() as aclient:
        models = await aclient.models.list()
        print(f"models: {', '.join(model.id for model in models.models)}")
        page = await aclient.files.list(limit=20)
        print(f"{len(page.items)} files on the first page, again")


asyncio.run(main())
