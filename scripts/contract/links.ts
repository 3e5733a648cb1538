// Links into the docs site's references, with Redoc's anchors (`#/<tag>/<operationId>` on the HTTP page,
// `#/channels/<channel>/operations/<operationId>` on the streaming page), as scripts/docs/search-index.ts
// makes them for the site's search.

export function redocSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function httpOperationLink(tag: string, operationId: string): string {
  return `http.html#/${redocSlug(tag)}/${redocSlug(operationId)}`;
}

export function streamOperationLink(channel: string, operationId: string): string {
  return `streaming.html#/channels/${redocSlug(channel)}/operations/${redocSlug(operationId)}`;
}
