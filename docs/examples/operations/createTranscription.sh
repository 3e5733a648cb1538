# Upload a file, then transcribe it.
file_id=$(curl -sS "$STT_BASE_URL/files" \
  -H "Authorization: Bearer $STT_API_KEY" \
  -F file=@call.wav | jq -r .file_id)

request=$(jq -n --arg file_id "$file_id" '{
  file_id: $file_id,
  model: "stt-async-v3",
  enable_speaker_diarization: true
}')
curl -sS "$STT_BASE_URL/transcriptions" \
  -H "Authorization: Bearer $STT_API_KEY" \
  -H "Content-Type: application/json" \
  -d "$request"
