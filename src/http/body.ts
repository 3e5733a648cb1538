// Reading a response body within a size limit. The bytes are counted as they arrive, so a body past the
// limit (a runaway proxy, an endless chunked answer, a decompression bomb) is never held in memory: reading
// stops there and the connection is dropped. Content-Length is only a hint, since a compressed body can
// grow many times over once decoded.

/** The body as text, or null when it is longer than `limit` bytes (the rest is then not downloaded). */
export async function readBody(response: Response, limit: number): Promise<string | null> {
  const body = response.body;
  if (Number(response.headers.get("content-length")) > limit) {
    await body?.cancel().catch(() => undefined);
    return null;
  }
  if (body === null) return "";
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
}
