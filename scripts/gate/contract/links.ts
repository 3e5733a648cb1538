// Links into the docs site's references, with Redoc's anchors (`#/<tag>/<operationId>` on the HTTP page,
// `#/channels/<channel>/operations/<operationId>` on the streaming page), as scripts/docs/search-index.ts
// makes them for the site's search. The streaming page reads from the client's side, so its operation ids
// are the client's (`receiveConfig` in the spec is `sendConfig` on the page).
import { clientOperationId } from "../../docs/client-view.js";

export function redocSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function httpOperationLink(tag: string, operationId: string): string {
  return `http.html#/${redocSlug(tag)}/${redocSlug(operationId)}`;
}

export function streamOperationLink(channel: string, action: "send" | "receive", operationId: string): string {
  const onPage = clientOperationId(action, operationId);
  return `streaming.html#/channels/${redocSlug(channel)}/operations/${redocSlug(onPage)}`;
}
