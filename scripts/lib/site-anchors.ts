// Links into the docs site's references (`#/<tag>/<operationId>` on the HTTP page,
// `#/channels/<channel>/operations/<operationId>` on the streaming page): the pages give their sections these
// ids (scripts/docs/reference/), and the site's search index (scripts/docs/search-index.ts) and the
// breaking-change report (scripts/gate/contract/) link to the same places, so all take them from here. The
// ids are the ones the site's earlier renderer (Redoc) routed by: links published then still land. The streaming
// page reads from the client's side, so its operation ids are the client's (`receiveConfig` in the spec is
// `sendConfig` on the page).

/** An AsyncAPI action as the client sees it: the service's `receive` is what a client sends. */
export const clientAction = { send: "receive", receive: "send" } as const;

type Action = keyof typeof clientAction;

/** "receiveConfig" → "sendConfig"; an id that does not open with the verb is kept. */
export function clientOperationId(serviceAction: Action, operationId: string): string {
  const match = /^(send|receive)(?=[A-Z])/.exec(operationId);
  return match?.[1] === serviceAction
    ? `${clientAction[serviceAction]}${operationId.slice(serviceAction.length)}`
    : operationId;
}

/**
 * A name in an anchor: lower case, runs of anything else than letters and digits as one dash.
 * `test/docs/search.browser.test.ts` opens every reference entry and waits for its element, so an anchor a
 * page does not carry fails there, not in a reader's hands.
 */
export function anchorSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The id of a `## Heading` of a reference's introduction (its `info.description`). */
export function introSectionId(heading: string): string {
  return `/section/${anchorSlug(heading)}`;
}

export function tagSectionId(tag: string): string {
  return `/${anchorSlug(tag)}`;
}

export function httpOperationId(tag: string, operationId: string): string {
  return `/${anchorSlug(tag)}/${anchorSlug(operationId)}`;
}

/** The HTTP reference's section of the spec's root `webhooks`, the events the service sends. */
export const webhookEventsSectionId = "/webhook-events";

/** One webhook event's section, by its name (`transcription.completed` → `/webhook-events/transcription-completed`). */
export function webhookEventId(eventName: string): string {
  return `${webhookEventsSectionId}/${anchorSlug(eventName)}`;
}

export function channelSectionId(channel: string): string {
  return `/channels/${anchorSlug(channel)}`;
}

/** `operationId` as the page shows it: the client's (see clientOperationId). */
export function streamOperationSectionId(channel: string, pageOperationId: string): string {
  return `/channels/${anchorSlug(channel)}/operations/${anchorSlug(pageOperationId)}`;
}

export function httpOperationLink(tag: string, operationId: string): string {
  return `http.html#${httpOperationId(tag, operationId)}`;
}

export function streamOperationLink(channel: string, action: Action, operationId: string): string {
  return `streaming.html#${streamOperationSectionId(channel, clientOperationId(action, operationId))}`;
}
