# On your backend: a short-lived key for a browser
# to open one stream with.
curl -sS "$STT_BASE_URL/auth/temporary-api-key" \
  -H "Authorization: Bearer $STT_API_KEY" \
  -H "Content-Type: application/json" \
  -d '{
    "usage_type": "transcribe_websocket",
    "expires_in_seconds": 60,
    "single_use": true
  }'
