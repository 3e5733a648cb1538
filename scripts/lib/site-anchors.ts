// Links into the docs site's references, with Redoc's anchors (`#/<tag>/<operationId>` on the HTTP page,
// `#/channels/<channel>/operations/<operationId>` on the streaming page): the site's search index
// (scripts/docs/search-index.ts) and the breaking-change report (scripts/gate/contract/) link to the same
// places, so both take them from here. The streaming page reads from the client's side, so its operation
// ids are the client's (`receiveConfig` in the spec is `sendConfig` on the page).

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
 * Redoc's anchors: it routes by the hash, `#/` followed by slugs. `test/docs/search.browser.test.ts` opens every
 * reference entry and waits for its element, so a change of Redoc's scheme fails there, not in a reader's hands.
 */
export function redocSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function httpOperationLink(tag: string, operationId: string): string {
  return `http.html#/${redocSlug(tag)}/${redocSlug(operationId)}`;
}

export function streamOperationLink(channel: string, action: Action, operationId: string): string {
  const onPage = clientOperationId(action, operationId);
  return `streaming.html#/channels/${redocSlug(channel)}/operations/${redocSlug(onPage)}`;
}
