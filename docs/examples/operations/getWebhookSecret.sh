# On your backend: the secret your webhook receiver
# verifies deliveries with. Keep it like the API key:
# out of logs, readable by the receiver only.
umask 077
curl -sS "$STT_BASE_URL/webhooks/secret" \
  -H "Authorization: Bearer $STT_API_KEY" \
  --fail-with-body | jq -j .secret > webhook-secret.txt
echo "saved the webhook secret to webhook-secret.txt"
