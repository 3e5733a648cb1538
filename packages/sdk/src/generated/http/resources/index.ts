// Generated from specs/ by scripts/generate/run.ts. Do not edit: change specs/ or the generator (scripts/generate/), then run npm run generate.
import type { OperationContext } from "../../../http/operation-context.js";
import { FilesResource } from "./files.js";
import { TranscriptionsResource } from "./transcriptions.js";
import { ModelsResource } from "./models.js";
import { AuthResource } from "./auth.js";
import { WebhooksResource } from "./webhooks.js";

export { FilesResource, TranscriptionsResource, ModelsResource, AuthResource, WebhooksResource };
export type { UploadFileOptions } from "./files.js";

/** The class of each resource of the spec: a client may pass its own subclass of one, to add helpers. */
export interface ResourceClasses {
  files: new (context: OperationContext) => FilesResource;
  transcriptions: new (context: OperationContext) => TranscriptionsResource;
  models: new (context: OperationContext) => ModelsResource;
  auth: new (context: OperationContext) => AuthResource;
  webhooks: new (context: OperationContext) => WebhooksResource;
}

/** The generated class of each resource. */
export const resourceClasses: ResourceClasses = {
  files: FilesResource,
  transcriptions: TranscriptionsResource,
  models: ModelsResource,
  auth: AuthResource,
  webhooks: WebhooksResource,
};

/**
 * The client: every resource of the spec over one runtime. A new tag or operation in the spec appears on it
 * with `npm run generate`. `Classes` lets a hand-written client add helpers to a resource by subclassing
 * it (new methods only; the generated ones stay as they are).
 */
export class GeneratedClient<Classes extends ResourceClasses = ResourceClasses> {
  readonly files: InstanceType<Classes["files"]>;
  readonly transcriptions: InstanceType<Classes["transcriptions"]>;
  readonly models: InstanceType<Classes["models"]>;
  readonly auth: InstanceType<Classes["auth"]>;
  readonly webhooks: InstanceType<Classes["webhooks"]>;

  constructor(context: OperationContext, classes: Classes) {
    this.files = new classes.files(context) as InstanceType<Classes["files"]>;
    this.transcriptions = new classes.transcriptions(context) as InstanceType<Classes["transcriptions"]>;
    this.models = new classes.models(context) as InstanceType<Classes["models"]>;
    this.auth = new classes.auth(context) as InstanceType<Classes["auth"]>;
    this.webhooks = new classes.webhooks(context) as InstanceType<Classes["webhooks"]>;
  }
}
