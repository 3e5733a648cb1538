// Which media type of an operation's success answer a request's Accept takes (RFC 9110, 12.5.1): the one that
// holds the example asked for (`Prefer: example=`) where Accept takes it, else the first Accept takes. An Accept
// that takes none is the contract's 406, in its error shape, before any engine runs: an engine asked for content
// it does not have would answer a 500 (Prism), or the wrong media type.
import type { IHttpOperation } from "@stoplight/types";
import { MockHttpError } from "./responses.js";

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

/**
 * The media type to answer `operation` in, for a request's Accept and the example it asks for; undefined
 * where the success answer has no body.
 */
export function negotiateMediaType(
  operation: IHttpOperation | undefined,
  accept: string | undefined,
  exampleKey: string | undefined,
): Negotiated {
  const success = (operation?.responses ?? []).filter((response) => /^2\d\d$/.test(response.code));
  const contents = success.flatMap((response) => response.contents ?? []);
  if (!operation || contents.length === 0) return { mediaType: undefined };
  const ranges = acceptedRanges(accept);
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
  const holder =
    exampleKey === undefined
      ? undefined
      : taken.find((content) => (content.examples ?? []).some((example) => example.key === exampleKey));
  return { mediaType: (holder ?? taken[0])?.mediaType };
}
