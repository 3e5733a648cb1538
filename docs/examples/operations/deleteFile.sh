# Upload a file, then delete it (204, no body).
file_id=$(curl -sS "$STT_BASE_URL/files" \
  -H "Authorization: Bearer $STT_API_KEY" \
  -F file=@call.wav | jq -r .file_id)

curl -sS -X DELETE "$STT_BASE_URL/files/$file_id" \
  -H "Authorization: Bearer $STT_API_KEY"
echo "deleted $file_id"
