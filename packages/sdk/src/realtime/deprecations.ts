// What the stream's contract deprecates (`deprecated: true` with `x-sunset`): the lookups the real-time client
// and the streaming mock share, and the client's warnings, once per process through its logger when it first
// sends a deprecated config field or client message.

import { warnDeprecatedOnce } from "../core/deprecation.js";
import type { Logger } from "../core/logger.js";
import {
  deprecatedClientMessages,
  deprecatedConfigFields,
  type StreamDeprecation,
} from "../generated/realtime/channel.js";

/** The deprecated fields a config message holds, with their notices. */
export function deprecatedFieldsOf(config: object): [name: string, notice: StreamDeprecation][] {
  return Object.entries(deprecatedConfigFields).filter(([name]) => Object.hasOwn(config, name));
}

/** The notice of a client message (`config`, `audio`, `finalize`, `keepalive`, `endOfAudio`), if deprecated. */
export function messageDeprecation(name: string): StreamDeprecation | undefined {
  return Object.hasOwn(deprecatedClientMessages, name) ? deprecatedClientMessages[name] : undefined;
}

/** The config's deprecated fields it holds. `api_key` is the client's own doing: `authMethod: "config"` puts it there. */
export function warnDeprecatedConfigFields(logger: Logger, config: object): void {
  for (const [name, notice] of deprecatedFieldsOf(config)) {
    const element =
      name === "api_key" ? 'authMethod "config" (the key in the config message\'s api_key)' : `connect({ ${name} })`;
    warnDeprecatedOnce(logger, element, notice);
  }
}

/** A message of the channel the client is sending. */
export function warnDeprecatedMessage(logger: Logger, name: string): void {
  const notice = messageDeprecation(name);
  if (notice) warnDeprecatedOnce(logger, `The stream's ${name} message`, notice);
}
