// The kept resources (`x-resource`) of a spec file, read through the spec-documents library: for the Prism
// engine, in Node. The MSW handlers, without a file system, take them from generated/http/contract.js.
import { basename, dirname } from "node:path";
import { type KeptResource, keptResourcesOf, loadSpecDocuments } from "@stt-service/spec-documents";

/** The kept resources of an OpenAPI document on disk. */
export function readKeptResources(specPath: string): KeptResource[] {
  const file = basename(specPath);
  return keptResourcesOf(loadSpecDocuments(dirname(specPath), [file]).document(file), file);
}
