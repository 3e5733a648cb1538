// A completed transcription's captions (getTranscriptionCaptions): each media type the operation declares,
// asked for by Accept, comes back in that content type; each `format` of its query comes back in its own,
// whatever Accept says (the query wins); and the text is the cues the SDK's captionsFromTokens() makes of the
// transcription's tokens with its defaults, which is what the spec promises.
import { type CaptionFormat, type CaptionToken, captionsFromTokens } from "stt-service";
import type { CheckContext } from "../context.js";
import type { Exchange } from "../exchange.js";
import { cut, list, record } from "../json.js";
import { check, expectStatus } from "./state.js";

const operationId = "getTranscriptionCaptions";

/** The format each captions media type is, as the spec's `format` query names it. */
const formatOf: Record<string, CaptionFormat> = { "text/vtt": "vtt", "application/x-subrip": "srt" };

function sentType(answer: Exchange): string {
  return (answer.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/** `completed`: the getTranscription answer of a completed transcription, whose tokens the cues come from. */
export async function checkCaptions(
  context: CheckContext,
  transcriptionId: string,
  completed: Exchange,
): Promise<void> {
  const operation = context.contract.operation(operationId);
  const mediaTypes = operation.responses.get(200)?.contents.map((content) => content.mediaType) ?? [];
  const path = `/transcriptions/${encodeURIComponent(transcriptionId)}/captions`;
  const tokens = list(record(completed.body).tokens) as CaptionToken[];
  const call = (query: string, accept: string) =>
    context.http.call({ operationId, path: `${path}${query}`, apiKey: context.options.apiKey, headers: { accept } });
  const expectCaptions = (answer: Exchange, mediaType: string, asked: string) => {
    if (!expectStatus(context, "captions.media-type", answer, 200)) return;
    check(
      context,
      "captions.media-type",
      sentType(answer) === mediaType,
      `${asked} answered content-type "${answer.headers.get("content-type")}", not ${mediaType}`,
      answer,
    );
    const format = formatOf[mediaType];
    if (format === undefined) return;
    const expected = captionsFromTokens(tokens, { format });
    check(
      context,
      "captions.cues",
      answer.text === expected,
      `${asked} answered other cues than the transcription's tokens make (captionsFromTokens with its defaults): expected "${cut(expected, 300)}"`,
      answer,
    );
  };

  for (const mediaType of mediaTypes) {
    expectCaptions(await call("", mediaType), mediaType, `Accept: ${mediaType}`);
  }
  const formatSchema = operation.query.get("format");
  const formats = formatSchema ? list(context.contract.schemaAt(formatSchema).enum).map(String) : [];
  for (const format of formats) {
    const mediaType = Object.keys(formatOf).find((type) => formatOf[type] === format);
    if (mediaType === undefined) continue;
    // Accept names the other type: the query must win.
    const other = mediaTypes.find((type) => type !== mediaType) ?? mediaType;
    expectCaptions(
      await call(`?format=${encodeURIComponent(format)}`, other),
      mediaType,
      `?format=${format} with Accept: ${other}`,
    );
  }
}
