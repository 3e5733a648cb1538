// Generated from specs/ by scripts/generate.ts. Do not edit: change specs/ or templates/, then run npm run generate.
import type { OperationContext } from "../operations.js";
import { FilesResource } from "./files.js";
import { TranscriptionsResource } from "./transcriptions.js";
import { ModelsResource } from "./models.js";
import { AuthResource } from "./auth.js";

export { FilesResource, TranscriptionsResource, ModelsResource, AuthResource };

/** Every resource of the spec, as the clients expose them. */
export interface HttpResources {
  files: FilesResource;
  transcriptions: TranscriptionsResource;
  models: ModelsResource;
  auth: AuthResource;
}

export function createHttpResources(context: OperationContext): HttpResources {
  return {
    files: new FilesResource(context),
    transcriptions: new TranscriptionsResource(context),
    models: new ModelsResource(context),
    auth: new AuthResource(context),
  };
}
