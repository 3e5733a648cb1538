// List calls: `await` gives one page with one request; `for await` walks every page by its cursor, in
// order, and stops at the last; a failing page ends the walk with its error kind.
import { describe, expect, it } from "vitest";
import { AsyncServiceClient, ServiceNotFoundError } from "../../src/index.js";

const pages: Record<string, { files: { file_id: string }[]; next_page_cursor: string | null }> = {
  first: { files: [{ file_id: "f1" }, { file_id: "f2" }], next_page_cursor: "c2" },
  c2: { files: [{ file_id: "f3" }], next_page_cursor: "c3" },
  c3: { files: [{ file_id: "f4" }], next_page_cursor: null },
};

function pagedClient(missing?: string) {
  const cursors: (string | null)[] = [];
  const client = new AsyncServiceClient({
    apiKey: "k",
    maxRetries: 0,
    fetch: async (input) => {
      const cursor = new URL(String(input)).searchParams.get("cursor");
      cursors.push(cursor);
      if (cursor !== null && cursor === missing) {
        return Response.json({ error_type: "cursor_expired", message: "gone" }, { status: 404 });
      }
      return Response.json(pages[cursor ?? "first"]);
    },
  });
  return { client, cursors };
}

describe("lists", () => {
  it("give one page to await, with one request, as a plain promise", async () => {
    const { client, cursors } = pagedClient();
    const list = client.files.list({ limit: 2 });
    // A native promise: await takes the engine's fast path, and then() returns a plain promise.
    expect(list.constructor).toBe(Promise);
    expect((await list).files.map((file) => file.file_id)).toEqual(["f1", "f2"]);
    expect(cursors).toEqual([null]);
  });

  it("walk every page in order by its cursor, and stop after the last", async () => {
    const { client, cursors } = pagedClient();
    const seen: string[] = [];
    for await (const file of client.files.list({ limit: 2 })) seen.push(file.file_id);
    expect(seen).toEqual(["f1", "f2", "f3", "f4"]);
    expect(cursors).toEqual([null, "c2", "c3"]);
  });

  it("end the walk with the error kind of a page that fails, after the items before it", async () => {
    const { client } = pagedClient("c3");
    const seen: string[] = [];
    const walk = async () => {
      for await (const file of client.files.list()) seen.push(file.file_id);
    };
    await expect(walk()).rejects.toBeInstanceOf(ServiceNotFoundError);
    expect(seen).toEqual(["f1", "f2", "f3"]);
  });
});
