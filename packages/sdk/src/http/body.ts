// Reading a response body within a size limit. The bytes are counted as they arrive, so a body past the
// limit (a runaway proxy, an endless chunked answer, a decompression bomb) is never held in memory: reading
// stops there and the connection is dropped. Content-Length is only a hint, since a compressed body can
// grow many times over once decoded.

/** The body as text, or null when it is longer than `limit` bytes (the rest is then not downloaded). */
export async function readBody(response: Response, limit: number): Promise<string | null> {
  const bytes = await readBytes(response, limit);
  // Decoded once, whole: cheaper than decoding chunk by chunk, and most bodies come in one chunk.
  return bytes === null ? null : new TextDecoder().decode(bytes);
}

/** The body's bytes, or null when it is longer than `limit` bytes (the rest is then not downloaded). */
export async function readBytes(response: Response, limit: number): Promise<Uint8Array | null> {
  const body = response.body;
  if (Number(response.headers.get("content-length")) > limit) {
    await body?.cancel().catch(() => undefined);
    return null;
  }
  if (body === null) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  let bytes = chunks[0] ?? new Uint8Array(0);
  if (chunks.length > 1) {
    bytes = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.byteLength;
    }
  }
  return bytes;
}
