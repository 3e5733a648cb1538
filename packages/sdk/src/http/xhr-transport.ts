// Uploads with progress in browsers: fetch cannot report how much of a request body was sent (and browsers
// stream request bodies only over HTTP/2), so an upload with onUploadProgress goes through XMLHttpRequest,
// whose upload events can. It answers a Response, as fetch does, so the runtime treats both alike.
import { ServiceAPIError } from "../generated/errors.js";
import type { UploadProgress } from "./operation-context.js";

/** The headers of an XMLHttpRequest's answer, as `getAllResponseHeaders()` writes them. */
function headersOf(text: string): Headers {
  const headers = new Headers();
  for (const line of text.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(":");
    if (colon > 0) {
      try {
        headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      } catch {
        // A header value the Headers class refuses: fetch would have dropped it too.
      }
    }
  }
  return headers;
}

/**
 * fetch(url, init) through XMLHttpRequest, reporting the file's bytes as they are sent. The browser's
 * events count the whole multipart body; `fileBytes` scales them to the file, so `total` is its size, as
 * in Node.
 */
export function xhrTransport(
  fileBytes: number,
  onProgress: (progress: UploadProgress) => void,
  maxResponseBytes: number,
): (url: string, init: RequestInit) => Promise<Response> {
  return (url, init) =>
    new Promise((resolve, reject) => {
      const signal = init.signal ?? undefined;
      if (signal?.aborted) return reject(signal.reason);
      const request = new XMLHttpRequest();
      request.open(init.method ?? "GET", url);
      request.responseType = "arraybuffer";
      for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
        request.setRequestHeader(name, value);
      }
      let reported = -1;
      request.upload.onprogress = (event) => {
        const total = event.lengthComputable && event.total > 0 ? event.total : undefined;
        const loaded = total === undefined ? 0 : Math.min(fileBytes, Math.round((event.loaded / total) * fileBytes));
        if (loaded === reported) return;
        reported = loaded;
        onProgress({ loaded, total: fileBytes });
      };
      // XMLHttpRequest reads the whole answer: stop it once it is over maxResponseBytes, as readBody would.
      let oversized = false;
      request.onprogress = (event) => {
        if (event.loaded <= maxResponseBytes) return;
        oversized = true;
        request.abort();
      };
      const onAbort = () => request.abort();
      signal?.addEventListener("abort", onAbort, { once: true });
      const settle = () => signal?.removeEventListener("abort", onAbort);
      request.onload = () => {
        settle();
        if (reported < fileBytes) onProgress({ loaded: fileBytes, total: fileBytes });
        // 204 and other null-body statuses take no body, even an empty one.
        const body = request.status === 204 || request.status === 205 ? null : request.response;
        resolve(new Response(body, { status: request.status, headers: headersOf(request.getAllResponseHeaders()) }));
      };
      request.onerror = () => {
        settle();
        reject(new TypeError("XMLHttpRequest failed: the network, CORS, or the server closing the connection."));
      };
      request.onabort = () => {
        settle();
        if (oversized) {
          reject(
            new ServiceAPIError(
              `The answer to the upload was over maxResponseBytes (${maxResponseBytes} bytes), not downloaded past it.`,
              { status: request.status },
            ),
          );
        } else {
          reject(signal?.reason ?? new DOMException("The upload was aborted.", "AbortError"));
        }
      };
      request.send(init.body as XMLHttpRequestBodyInit);
    });
}
