curl -sS "$STT_BASE_URL/transcriptions?limit=20" \
  -H "Authorization: Bearer $STT_API_KEY"
