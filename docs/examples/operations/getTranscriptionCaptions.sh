# Upload and transcribe a file, wait until the
# transcription is done, then get its captions.
file_id=$(curl -sS "$STT_BASE_URL/files" \
  -H "Authorization: Bearer $STT_API_KEY" \
  -F file=@call.wav | jq -r .file_id)
request=$(jq -n --arg file_id "$file_id" '{
  file_id: $file_id,
  model: "stt-async-v3",
  enable_speaker_diarization: false
}')
transcription_id=$(curl -sS "$STT_BASE_URL/transcriptions" \
  -H "Authorization: Bearer $STT_API_KEY" \
  -H "Content-Type: application/json" \
  -d "$request" | jq -r .id)

status=queued
while [ "$status" = queued ] || [ "$status" = processing ]; do
  sleep 1
  status=$(curl -sS "$STT_BASE_URL/transcriptions/$transcription_id" \
    -H "Authorization: Bearer $STT_API_KEY" | jq -r .status)
done

# SubRip; Accept: text/vtt for WebVTT.
curl -sS "$STT_BASE_URL/transcriptions/$transcription_id/captions" \
  -H "Authorization: Bearer $STT_API_KEY" \
  -H "Accept: application/x-subrip"
