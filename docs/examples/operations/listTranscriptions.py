from stt_service import ServiceClient

# Reads STT_API_KEY and STT_BASE_URL.
client = ServiceClient()

# One page, newest first; every item of every page with
# for item in client.transcriptions.list(): ...
page = client.transcriptions.list(limit=20)
print(f"{len(page.items)} transcriptions on this page")
for item in page.items:
    print(item.id, item.status)
