// What the stream's contract deprecates (`deprecated: true` with `x-sunset`), said once per process through the
// client's logger when the client first sends it: a field of the config message, or a whole client message.
import { deprecatedClientMessages, deprecatedConfigFields } from "../../generated/realtime/channel.js";
import { warnDeprecatedOnce } from "../core/deprecation.js";
import type { Logger } from "../core/logger.js";

/** The config's deprecated fields it holds. `api_key` is the client's own doing: `authMethod: "config"` puts it there. */
export function warnDeprecatedConfigFields(logger: Logger, config: object): void {
  for (const [name, notice] of Object.entries(deprecatedConfigFields)) {
    if (!Object.hasOwn(config, name)) continue;
    const element =
      name === "api_key" ? 'authMethod "config" (the key in the config message\'s api_key)' : `connect({ ${name} })`;
    warnDeprecatedOnce(logger, element, notice);
  }
}

/** A message of the channel (`config`, `audio`, `finalize`, `keepalive`, `endOfAudio`) the client is sending. */
export function warnDeprecatedMessage(logger: Logger, name: string): void {
  const notice = Object.hasOwn(deprecatedClientMessages, name) ? deprecatedClientMessages[name] : undefined;
  if (notice) warnDeprecatedOnce(logger, `The stream's ${name} message`, notice);
}
