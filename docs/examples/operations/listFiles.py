from stt_service import ServiceClient

# Reads STT_API_KEY and STT_BASE_URL.
client = ServiceClient()

# One page, newest first; every item of every page with
# for file in client.files.list(): ...
page = client.files.list(limit=20)
print(f"{len(page.items)} files on this page")
for file in page.items:
    print(file.file_id, file.filename, file.status)
