# On your backend: a new signing secret. The previous
# one still signs beside it until its expiry, so a
# receiver that knows both refuses no delivery.
umask 077
rotated=$(curl -sS -X POST \
  "$STT_BASE_URL/webhooks/secret/rotate" \
  -H "Authorization: Bearer $STT_API_KEY" \
  --fail-with-body)
jq -j .secret <<<"$rotated" > webhook-secret.txt
jq -r .previous_secret_expires_at <<<"$rotated" |
  xargs printf 'the old secret signs until %s\n'
