# Upload a file, then get it by its file_id.
file_id=$(curl -sS "$STT_BASE_URL/files" \
  -H "Authorization: Bearer $STT_API_KEY" \
  -F file=@call.wav | jq -r .file_id)

curl -sS "$STT_BASE_URL/files/$file_id" \
  -H "Authorization: Bearer $STT_API_KEY"
