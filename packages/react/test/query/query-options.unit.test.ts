// @vitest-environment jsdom
// The generated TanStack Query options in React components, as an app renders them (React Testing Library, jsdom,
// QueryClientProvider), against the mock's service in process (the MSW handlers): a read renders its data, a list
// pages through to its end, a mutation creates a transcription (its idempotency key honoured), and the until-done
// query polls a processing transcription, on the mock's hand-moved clock, until it is completed, then stops.
import { randomUUID } from "node:crypto";
import { createMockHandlers, manualClock } from "@stt-service/mock/msw";
import { QueryClient, QueryClientProvider, useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { setupServer } from "msw/node";
import { createElement as h, type ReactNode } from "react";
import { AsyncServiceClient } from "stt-service";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { wavBytes } from "#test-support/wav-fixtures.js";
import {
  createTranscriptionMutationOptions,
  getFileQueryOptions,
  getTranscriptionQueryOptions,
  getTranscriptionUntilDoneQueryOptions,
  listFilesInfiniteQueryOptions,
  listFilesQueryOptions,
  queryKeyPrefix,
} from "../../src/query.js";

const handlers = createMockHandlers();
const clock = manualClock(Date.parse("2026-01-01T00:00:00Z"));
const timedUrl = "https://timed.example/v1";
const timed = createMockHandlers({ baseUrl: timedUrl, streamUrl: "wss://timed.example/stream", clock });
const server = setupServer(...handlers, ...timed);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
});
afterAll(() => {
  server.close();
  handlers.close();
  timed.close();
});

const wait = { timeout: 15_000 };

function newClient(baseUrl?: string) {
  return new AsyncServiceClient({ apiKey: `key-${randomUUID()}`, maxRetries: 0, ...(baseUrl ? { baseUrl } : {}) });
}

function wav(): Blob {
  return new Blob([wavBytes(1)], { type: "audio/wav" });
}

/** Renders `ui` under a QueryClientProvider of its own (no retries: a failure shows at once). */
function renderWithQueries(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(h(QueryClientProvider, { client: queryClient }, ui));
  return { ...view, queryClient };
}

/** The GETs of one path the handlers answer, counted as they start. */
function countRequests(method: string, pathname: string): { readonly count: number } {
  const counter = { count: 0 };
  server.events.on("request:start", ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === pathname) counter.count++;
  });
  return counter;
}

describe("query options", () => {
  it("render a read's data, under a key of the operation and its params alone (never the client or its key)", async () => {
    const client = newClient();
    const file = await client.files.upload(wav(), { filename: "call.wav" });
    function FileName({ fileId }: { fileId: string }) {
      const query = useQuery(getFileQueryOptions(client, { fileId }));
      return h("p", null, query.data ? `file ${query.data.filename} is ${query.data.status}` : query.status);
    }
    const { queryClient } = renderWithQueries(h(FileName, { fileId: file.file_id }));
    expect(await screen.findByText("file call.wav is uploaded", {}, wait)).toBeTruthy();

    // Whatever else the caller's params object holds (here the client itself) stays out of the key.
    const options = getFileQueryOptions(client, { fileId: file.file_id, stray: client } as { fileId: string });
    expect(options.queryKey).toEqual([queryKeyPrefix, "getFile", { fileId: file.file_id }]);
    expect(JSON.stringify(options.queryKey)).not.toContain("key-");
    expect(queryClient.getQueryData(options.queryKey)).toMatchObject({ file_id: file.file_id });
    // A list read once and the same list read page by page never share a cache entry.
    expect(listFilesInfiniteQueryOptions(client).queryKey).not.toEqual(listFilesQueryOptions(client).queryKey);
  });

  it("page through a list with the infinite options, newest first, to its last page", async () => {
    const client = newClient();
    const made: string[] = [];
    for (let index = 0; index < 5; index++) made.push((await client.files.upload(wav())).file_id);
    function Files() {
      const list = useInfiniteQuery(listFilesInfiniteQueryOptions(client, { query: { limit: 2 } }));
      const ids = list.data?.pages.flatMap((page) => page.files.map((file) => file.file_id)) ?? [];
      return h(
        "div",
        null,
        h("p", { "data-testid": "ids" }, ids.join(",")),
        list.isFetching
          ? h("p", null, "fetching")
          : list.hasNextPage
            ? h("button", { type: "button", onClick: () => list.fetchNextPage() }, "more")
            : h("p", null, `end after ${list.data?.pages.length} pages`),
      );
    }
    renderWithQueries(h(Files));
    for (let page = 1; page < 3; page++) fireEvent.click(await screen.findByRole("button", { name: "more" }, wait));
    expect(await screen.findByText("end after 3 pages", {}, wait)).toBeTruthy();
    expect(screen.getByTestId("ids").textContent).toBe([...made].reverse().join(","));
  });

  it("create a transcription with the mutation options; a repeat with the same idempotency key makes no second one", async () => {
    const client = newClient();
    const file = await client.files.upload(wav());
    const idempotencyKey = randomUUID();
    function Create() {
      const create = useMutation(createTranscriptionMutationOptions(client));
      const body = { file_id: file.file_id, model: "stt-async-v3", enable_speaker_diarization: false };
      return h(
        "div",
        null,
        h("button", { type: "button", onClick: () => create.mutate({ body, idempotencyKey }) }, "create"),
        create.data ? h("p", null, `created ${create.data.id}`) : h("p", null, create.status),
      );
    }
    renderWithQueries(h(Create));
    fireEvent.click(screen.getByRole("button", { name: "create" }));
    const created = (await screen.findByText(/^created /, {}, wait)).textContent?.slice("created ".length) ?? "";
    expect(created).not.toBe("");
    expect((await client.transcriptions.get(created)).file_id).toBe(file.file_id);
    fireEvent.click(screen.getByRole("button", { name: "create" }));
    await waitFor(() => expect(screen.getByText(`created ${created}`)).toBeTruthy(), wait);
    const page = await client.transcriptions.list();
    expect(page.transcriptions.map((transcription) => transcription.id)).toEqual([created]);
  });

  it("poll a processing transcription until it is completed, then stop polling", async () => {
    const client = newClient(timedUrl);
    const file = await client.files.upload(wav());
    const made = await client.transcriptions.create({
      file_id: file.file_id,
      model: "stt-async-v3",
      enable_speaker_diarization: false,
    });
    expect(made.status).toBe("processing");
    const polls = countRequests("GET", `/v1/transcriptions/${made.id}`);
    const interval = { pollIntervalMs: 5, maxPollIntervalMs: 5 };
    function Progress() {
      const query = useQuery(getTranscriptionUntilDoneQueryOptions(client, { transcriptionId: made.id }, interval));
      return h("p", null, query.data ? `status ${query.data.status}` : query.status);
    }
    const { queryClient } = renderWithQueries(h(Progress));
    // Polled again and again while the mock's clock stands still: the transcription stays processing.
    await waitFor(() => expect(polls.count).toBeGreaterThanOrEqual(3), wait);
    expect(screen.getByText("status processing")).toBeTruthy();

    clock.advance(60 * 60 * 1000);
    expect(await screen.findByText("status completed", {}, wait)).toBeTruthy();
    const pollsWhenDone = polls.count;
    // A control query polling at the same interval refetches five times more: the done one, not once.
    let controlFetches = 0;
    function Control() {
      const query = useQuery({ queryKey: ["control"], queryFn: () => ++controlFetches, refetchInterval: 5 });
      return h("p", null, `control ${query.data ?? 0}`);
    }
    render(h(QueryClientProvider, { client: queryClient }, h(Control)));
    const controlStart = controlFetches;
    await waitFor(() => expect(controlFetches).toBeGreaterThanOrEqual(controlStart + 5), wait);
    expect(polls.count).toBe(pollsWhenDone);
    // The poll and the plain read share one cache entry: the read sees the completed transcription.
    const read = getTranscriptionQueryOptions(client, { transcriptionId: made.id });
    expect(queryClient.getQueryData(read.queryKey)?.status).toBe("completed");
    expect(queryClient.getQueryData(read.queryKey)?.text).toMatch(/^Hello, thanks for calling/);
  });
});
