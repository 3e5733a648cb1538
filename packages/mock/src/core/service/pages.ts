// Lists as the service pages them: newest first, `limit` items at a time, with an opaque cursor that the
// mock signs, so that a cursor it did not hand out (or one of another list, or one handed out to another API
// key) answers 400 `invalid_cursor`. The key is signed into the tag, never written into the cursor.
import { base64url, fromBase64url, hmacSha256, latin1Text, randomBytes, utf8Bytes } from "../platform-shims.js";
import { MockHttpError } from "./responses.js";

export interface Paged {
  sequence: number;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export class Cursors {
  /** Per mock process: cursors of an earlier run are refused, as stale cursors are. */
  readonly #secret = randomBytes(16);

  #tag(list: string, owner: string, sequence: number): string {
    return base64url(hmacSha256(this.#secret, JSON.stringify([list, owner, sequence]))).slice(0, 16);
  }

  encode(list: string, owner: string, sequence: number): string {
    return base64url(utf8Bytes(`${list}:${sequence}:${this.#tag(list, owner, sequence)}`));
  }

  /** The sequence number after which the next page starts; throws the contract's 400 for any other text. */
  decode(list: string, owner: string, cursor: string): number {
    const [name, number, tag] = latin1Text(fromBase64url(cursor)).split(":");
    const sequence = Number(number);
    if (name !== list || !Number.isSafeInteger(sequence) || sequence < 0 || tag !== this.#tag(list, owner, sequence)) {
      throw new MockHttpError(
        400,
        "invalid_cursor",
        "The cursor is not valid. Pass the next_page_cursor of a page as it was returned.",
      );
    }
    return sequence;
  }

  /** One page of `owner`'s `items` (any order), newest first, starting after `cursor`. */
  page<T extends Paged>(
    list: string,
    owner: string,
    items: Iterable<T>,
    limit: number,
    cursor: string | undefined,
  ): Page<T> {
    const before = cursor === undefined ? Number.POSITIVE_INFINITY : this.decode(list, owner, cursor);
    const newestFirst = [...items].filter((item) => item.sequence < before).sort((a, b) => b.sequence - a.sequence);
    const pageItems = newestFirst.slice(0, limit);
    const last = pageItems[pageItems.length - 1];
    return {
      items: pageItems,
      nextCursor: newestFirst.length > limit && last ? this.encode(list, owner, last.sequence) : null,
    };
  }
}
