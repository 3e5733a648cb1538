// Each reference says which version it documents beside the other's: the two specs version apart (a spec moves
// to a new major only when it breaks, as the gate asks), so the HTTP page's "2.0.0" and the streaming page's
// "1.0.0" are both current, and the packages carry the release's version. Said once, at the top of both pages.
import { type Json, record } from "@stt-service/spec-documents";

export interface ContractVersions {
  http: string;
  streaming: string;
  /** The packages' one version (stt-service and the others, released together). */
  packages: string;
}

export function versionsParagraph(versions: ContractVersions): string {
  return (
    `**Versions.** The HTTP API (this site's HTTP reference) is at ${versions.http}, the streaming API at ` +
    `${versions.streaming}: each spec has its own version, which moves to a new major only when that spec ` +
    `breaks. The packages (\`stt-service\`, \`@stt-service/mock\`, ...) are at ${versions.packages} and ` +
    "implement both."
  );
}

/** The reference's document with the versions paragraph first in its description. */
export function withVersions(document: Json, versions: ContractVersions): Json {
  const info = record(document.info);
  const description = typeof info.description === "string" ? info.description : "";
  return { ...document, info: { ...info, description: `${versionsParagraph(versions)}\n\n${description}` } };
}
