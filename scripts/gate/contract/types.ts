// The shapes the gate works with: one contract side (both specs and the SDK surface report) and one change.
import type { Json, Located as LocatedIn, SpecDocuments } from "@stt-service/spec-documents";

export type { Json };

/** What a change touches, from the point of view of code built against the base. */
export type Touches =
  | "http-request"
  | "http-response"
  | "client-frame"
  | "server-frame"
  | "sdk-surface"
  | "sdk-behaviour"
  /** What the service sends to a receiver's webhook_url: judged as a response is. */
  | "webhook-delivery";

export type SpecFile = "specs/openapi.yaml" | "specs/asyncapi.yaml";

/** Both specs of one side, `$ref`s followed within and across them (src/spec-documents). */
export type DocumentSet = SpecDocuments<SpecFile>;
/** A node of a side's specs, with the file and pointer it was read from, so a change is reported where it was made. */
export type Located = LocatedIn<SpecFile>;
export type ChangeFile = SpecFile | "contract/sdk-surface.json";

export interface Change {
  /** The file the change is in, as in the working tree. */
  file: ChangeFile;
  /** JSON pointer of the changed node within that file (of the base's node when it is gone). */
  pointer: string;
  touches: Touches;
  breaking: boolean;
  /** Why, in a sentence a reviewer understands. */
  reason: string;
  /** What the change reaches: operations or messages, such as `GET /files/{file_id}` or `message result`. */
  subjects: Subject[];
}

export interface Subject {
  /** Such as `GET /files/{file_id} (getFile)` or `server frame result`. */
  label: string;
  /** The spec whose clients it reaches: its info.version must move to a new major for a break. */
  spec: SpecFile;
  /** The page and anchor of the docs site's reference, such as `http.html#/files/getfile`. */
  link?: string;
}

/** One side of the comparison: both specs parsed, and the SDK surface report when the side has one. */
export interface ContractSide {
  /** Such as `released 1.0.0 (contract/released/)` or `git HEAD`. */
  label: string;
  openapi: Json;
  asyncapi: Json;
  surface?: Record<string, Record<string, string>>;
  /** The names of the packages the side publishes, where known: an entry point gone may live on in one. */
  packages?: string[];
}

export interface DiffResult {
  base: string;
  head: string;
  changes: Change[];
  /** Facts that are no change, such as a side without an SDK surface report, or a version moved. */
  notes: string[];
  /** Specs whose info.version moved to a new major, which allows breaks in them. */
  majorMoved: SpecFile[];
  /** Breaking changes whose spec did not move to a new major: these fail the gate. */
  failing: Change[];
}

/** The gate cannot run (no such base, unreadable spec): exit 2 with this message. */
export class GateUsageError extends Error {
  override name = "GateUsageError";
}
