// client.webhooks: the generated WebhooksResource (secret, rotateSecret), with verify and unwrap, which check
// a delivery the service sent to the receiver's webhook_url. The checks load on their first call: they and the
// event validators weigh about 5 kB gzipped, which a browser app (the client's other users) never calls.
import { WebhooksResource } from "../generated/http/resources/webhooks.js";
import type { WebhookEvent } from "../generated/webhooks.js";
import type { WebhookBody, WebhookHeaders, WebhookVerifyOptions } from "./verify.js";

/**
 * `client.webhooks`: the signing secret (`secret`, `rotateSecret`) and the checks of a delivery signed with it
 * (`verify`, `unwrap`).
 */
export class Webhooks extends WebhooksResource {
  /**
   * Checks a delivery's signature and timestamp (Standard Webhooks), without parsing it; the same as
   * `verifyWebhook` from `stt-service/webhooks`, which needs no client.
   *
   * @param body The raw body as it arrived (a string or bytes), never the parsed JSON.
   * @param headers The request's headers: a `Headers`, or a record such as Node's `request.headers`.
   * @param secret `whsec_…` from `webhooks.secret()`, or a list of them during a rotation.
   * @throws ServiceWebhookVerificationError when the delivery is refused: answer it 400 and do not act on it.
   */
  async verify(
    body: WebhookBody,
    headers: WebhookHeaders,
    secret: string | readonly string[],
    options?: WebhookVerifyOptions,
  ): Promise<void> {
    const { verifyWebhook } = await import("./verify.js");
    return verifyWebhook(body, headers, secret, options);
  }

  /**
   * Verifies a delivery as `verify` does and returns its event, typed by `type`; the same as `unwrapWebhook`
   * from `stt-service/webhooks`.
   *
   * @throws ServiceWebhookVerificationError when the delivery is refused, or its body is not a webhook event.
   */
  async unwrap(
    body: WebhookBody,
    headers: WebhookHeaders,
    secret: string | readonly string[],
    options?: WebhookVerifyOptions,
  ): Promise<WebhookEvent> {
    const { unwrapWebhook } = await import("./verify.js");
    return unwrapWebhook(body, headers, secret, options);
  }
}
