curl -sS "$STT_BASE_URL/files?limit=20" \
  -H "Authorization: Bearer $STT_API_KEY"
