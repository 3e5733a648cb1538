curl -sS "$STT_BASE_URL/models" \
  -H "Authorization: Bearer $STT_API_KEY"
