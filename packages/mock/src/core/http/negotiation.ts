// Which media type of an operation's answer a request's Accept takes (RFC 9110, 12.5.1). A success answer: the
// one that holds the example asked for (`Prefer: example=`) where Accept takes it, else the first Accept takes;
// an Accept that takes none is the contract's 406, in its error shape, before any engine runs (an engine asked
// for content it does not have would answer a 500 (Prism), or the wrong media type). An error status asked for
// (`Prefer: code=`, an error example, the failure rate's 503) is answered in its own media type, the error
// body's, whatever Accept says: RFC 9110 lets a server disregard Accept rather than refuse, and the engines,
// asked for a 404 in the success answer's `text/vtt`, would answer something else than the 404 asked for
// (Prism answers the 200). So `Prefer` means the same on an operation of any media type. An operation with a
// `format` query parameter (the captions') takes the media type it names whatever Accept says: the contract
// has it win over Accept.
import type { IHttpOperation } from "@stoplight/types";
import { MockHttpError } from "../service/responses.js";

interface MediaRange {
  type: string;
  subtype: string;
}

/** The ranges an Accept header takes, without those of quality 0; null where it takes anything. */
function acceptedRanges(accept: string | undefined): MediaRange[] | null {
  if (accept === undefined || accept.trim() === "") return null;
  const ranges: MediaRange[] = [];
  for (const item of accept.split(",")) {
    const [range = "", ...parameters] = item.split(";").map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith("q="));
    if (quality !== undefined && Number(quality.slice(2)) === 0) continue;
    const [type = "", subtype = ""] = range.split("/");
    if (type === "" || subtype === "") continue;
    ranges.push({ type, subtype });
  }
  return ranges;
}

function takes(ranges: MediaRange[] | null, mediaType: string): boolean {
  if (ranges === null) return true;
  const [type, subtype] = mediaType.toLowerCase().split(";")[0]?.trim().split("/") ?? [];
  return ranges.some(
    (range) => (range.type === "*" || range.type === type) && (range.subtype === "*" || range.subtype === subtype),
  );
}

export type Negotiated = { mediaType: string | undefined } | { refused: MockHttpError };

/** What the request asks of the answer besides its media type: a status (`Prefer: code=`, or the one holding the example), an example. */
export interface AnswerAsked {
  code?: number;
  exampleKey?: string;
  /** The query's `format`, where the operation takes one. */
  format?: string | string[];
}

/** The media types a `format` query value names. */
export const formatMediaTypes: Readonly<Record<string, string>> = { vtt: "text/vtt", srt: "application/x-subrip" };

const isSuccess = (code: string) => /^2\d\d$/.test(code);

/**
 * The media type to answer `operation` in, for a request's Accept and what it asks of the answer; undefined
 * where that answer has no body.
 */
export function negotiateMediaType(
  operation: IHttpOperation | undefined,
  accept: string | undefined,
  asked: AnswerAsked = {},
): Negotiated {
  if (!operation) return { mediaType: undefined };
  const { code, exampleKey } = asked;
  const holds = (content: { examples?: readonly { key: string }[] }) =>
    exampleKey !== undefined && (content.examples ?? []).some((example) => example.key === exampleKey);
  const ranges = acceptedRanges(accept);
  if (code !== undefined && !isSuccess(String(code))) {
    const contents = (operation.responses ?? []).find((response) => response.code === String(code))?.contents ?? [];
    const chosen = contents.find(holds) ?? contents.find((content) => takes(ranges, content.mediaType)) ?? contents[0];
    return { mediaType: chosen?.mediaType };
  }
  const success = (operation.responses ?? []).filter(
    (response) => isSuccess(response.code) && (code === undefined || response.code === String(code)),
  );
  const contents = success.flatMap((response) => response.contents ?? []);
  if (contents.length === 0) return { mediaType: undefined };
  const named = typeof asked.format === "string" ? formatMediaTypes[asked.format] : undefined;
  const takesFormat = (operation.request?.query ?? []).some((parameter) => parameter.name === "format");
  if (takesFormat && named !== undefined && contents.some((content) => content.mediaType === named)) {
    return { mediaType: named };
  }
  const taken = contents.filter((content) => takes(ranges, content.mediaType));
  if (taken.length === 0) {
    const offered = [...new Set(contents.map((content) => content.mediaType))];
    return {
      refused: new MockHttpError(
        406,
        "not_acceptable",
        `${operation.method.toUpperCase()} ${operation.path} answers ${offered.join(", ")}; Accept: ${accept} takes none of them. Send one of them in Accept, or none.`,
      ),
    };
  }
  return { mediaType: (taken.find(holds) ?? taken[0])?.mediaType };
}
