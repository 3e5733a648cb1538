# Upload a file, then download its bytes into a file
# (-o: they are audio, not text to print).
file_id=$(curl -sS "$STT_BASE_URL/files" \
  -H "Authorization: Bearer $STT_API_KEY" \
  -F file=@call.wav | jq -r .file_id)

curl -sS "$STT_BASE_URL/files/$file_id/content" \
  -H "Authorization: Bearer $STT_API_KEY" \
  --fail-with-body \
  -o call-copy.wav \
  -w 'saved %{size_download} bytes to call-copy.wav\n'
