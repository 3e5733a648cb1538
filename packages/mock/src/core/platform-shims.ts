// What the mock's service needs of its platform, in code that runs the same in Node and in a browser (the MSW
// handlers bundle the service for one): random ids from Web Crypto (a global in Node 20 and browsers), bytes as
// Uint8Array, and SHA-256 in plain JavaScript, because Web Crypto's digest is asynchronous and the service
// hashes an upload as it streams in. No `node:` import, no Buffer.

const encoder = new TextEncoder();
const utf8Decoder = new TextDecoder();

/**
 * Calls `callback` once input that is already waiting has been read: Node reads sockets only after the timers of
 * a loop turn, and runs setImmediate right after it reads them; a browser dispatches queued messages before a
 * new task.
 */
export function afterPendingInput(callback: () => void): void {
  const immediate = (globalThis as { setImmediate?: (callback: () => void) => unknown }).setImmediate;
  if (immediate) immediate(callback);
  else setTimeout(callback, 0);
}

/** A random UUID (v4). */
export function randomId(): string {
  return globalThis.crypto.randomUUID();
}

/** `count` random bytes. */
export function randomBytes(count: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(count));
}

export function utf8Bytes(text: string): Uint8Array {
  return encoder.encode(text);
}

export function utf8Text(bytes: Uint8Array): string {
  return utf8Decoder.decode(bytes);
}

/** Each byte as the character of the same code (ISO-8859-1): never fails, whatever the bytes. */
export function latin1Text(bytes: Uint8Array): string {
  let text = "";
  for (let start = 0; start < bytes.length; start += 8192) {
    text += String.fromCharCode(...bytes.subarray(start, start + 8192));
  }
  return text;
}

export function concatBytes(chunks: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const chunk of chunks) length += chunk.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** Where `needle` first occurs in `haystack`, or -1 (the first byte found natively, the rest compared). */
export function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0];
  if (first === undefined) return from;
  const last = haystack.length - needle.length;
  let at = haystack.indexOf(first, from);
  while (at >= 0 && at <= last) {
    let index = 1;
    while (index < needle.length && haystack[at + index] === needle[index]) index++;
    if (index === needle.length) return at;
    at = haystack.indexOf(first, at + 1);
  }
  return -1;
}

const base64urlAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

export function base64url(bytes: Uint8Array): string {
  let out = "";
  for (let index = 0; index < bytes.length; index += 3) {
    const a = bytes[index] ?? 0;
    const b = bytes[index + 1] ?? 0;
    const c = bytes[index + 2] ?? 0;
    const triple = (a << 16) | (b << 8) | c;
    const chars = index + 2 < bytes.length ? 4 : index + 1 < bytes.length ? 3 : 2;
    for (let char = 0; char < chars; char++) out += base64urlAlphabet[(triple >> (18 - 6 * char)) & 63];
  }
  return out;
}

/** Standard base64 (RFC 4648, section 4: `+`, `/` and `=` padding), as Standard Webhooks secrets and signatures use. */
export function base64(bytes: Uint8Array): string {
  const text = base64url(bytes).replaceAll("-", "+").replaceAll("_", "/");
  return text.padEnd(Math.ceil(text.length / 4) * 4, "=");
}

/** The bytes of a base64url text; characters outside the alphabet are skipped, as Node's decoder does. */
export function fromBase64url(text: string): Uint8Array {
  const values: number[] = [];
  for (const char of text.replace(/\+/g, "-").replace(/\//g, "_")) {
    const value = base64urlAlphabet.indexOf(char);
    if (value >= 0) values.push(value);
  }
  const out: number[] = [];
  for (let index = 0; index + 1 < values.length; index += 4) {
    const triple =
      ((values[index] ?? 0) << 18) |
      ((values[index + 1] ?? 0) << 12) |
      ((values[index + 2] ?? 0) << 6) |
      (values[index + 3] ?? 0);
    const chars = Math.min(4, values.length - index);
    out.push((triple >> 16) & 255);
    if (chars > 2) out.push((triple >> 8) & 255);
    if (chars > 3) out.push(triple & 255);
  }
  return Uint8Array.from(out);
}

export function hex(bytes: Uint8Array): string {
  let out = "";
  for (const byte of bytes) out += byte.toString(16).padStart(2, "0");
  return out;
}

const roundConstants = Uint32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

/** SHA-256, fed in chunks (FIPS 180-4). */
export class Sha256 {
  readonly #state = Uint32Array.from([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  readonly #block = new Uint8Array(64);
  readonly #words = new Uint32Array(64);
  #blockLength = 0;
  #length = 0;

  update(data: Uint8Array | string): this {
    const bytes = typeof data === "string" ? utf8Bytes(data) : data;
    this.#length += bytes.length;
    let offset = 0;
    while (offset < bytes.length) {
      const take = Math.min(64 - this.#blockLength, bytes.length - offset);
      this.#block.set(bytes.subarray(offset, offset + take), this.#blockLength);
      this.#blockLength += take;
      offset += take;
      if (this.#blockLength === 64) {
        this.#compress();
        this.#blockLength = 0;
      }
    }
    return this;
  }

  digest(): Uint8Array {
    const bits = this.#length * 8;
    this.#block[this.#blockLength++] = 0x80;
    if (this.#blockLength > 56) {
      this.#block.fill(0, this.#blockLength);
      this.#compress();
      this.#blockLength = 0;
    }
    this.#block.fill(0, this.#blockLength);
    const view = new DataView(this.#block.buffer);
    view.setUint32(56, Math.floor(bits / 2 ** 32));
    view.setUint32(60, bits >>> 0);
    this.#compress();
    const out = new Uint8Array(32);
    const outView = new DataView(out.buffer);
    for (let index = 0; index < 8; index++) outView.setUint32(index * 4, this.#state[index] ?? 0);
    return out;
  }

  #compress(): void {
    const w = this.#words;
    const block = this.#block;
    for (let index = 0; index < 16; index++) {
      const at = index * 4;
      w[index] =
        ((block[at] ?? 0) << 24) | ((block[at + 1] ?? 0) << 16) | ((block[at + 2] ?? 0) << 8) | (block[at + 3] ?? 0);
    }
    for (let index = 16; index < 64; index++) {
      const a = w[index - 15] ?? 0;
      const b = w[index - 2] ?? 0;
      const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
      const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
      w[index] = ((w[index - 16] ?? 0) + s0 + (w[index - 7] ?? 0) + s1) | 0;
    }
    const s = this.#state;
    let a = s[0] ?? 0;
    let b = s[1] ?? 0;
    let c = s[2] ?? 0;
    let d = s[3] ?? 0;
    let e = s[4] ?? 0;
    let f = s[5] ?? 0;
    let g = s[6] ?? 0;
    let h = s[7] ?? 0;
    for (let index = 0; index < 64; index++) {
      const sum1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const choice = (e & f) ^ (~e & g);
      const t1 = (h + sum1 + choice + (roundConstants[index] ?? 0) + (w[index] ?? 0)) | 0;
      const sum0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const majority = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (sum0 + majority) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    s[0] = (s[0] ?? 0) + a;
    s[1] = (s[1] ?? 0) + b;
    s[2] = (s[2] ?? 0) + c;
    s[3] = (s[3] ?? 0) + d;
    s[4] = (s[4] ?? 0) + e;
    s[5] = (s[5] ?? 0) + f;
    s[6] = (s[6] ?? 0) + g;
    s[7] = (s[7] ?? 0) + h;
  }
}

/** HMAC-SHA-256 (RFC 2104) of a short message. */
export function hmacSha256(key: Uint8Array, message: string): Uint8Array {
  const block = new Uint8Array(64);
  block.set(key.length > 64 ? new Sha256().update(key).digest() : key);
  const inner = block.map((byte) => byte ^ 0x36);
  const outer = block.map((byte) => byte ^ 0x5c);
  return new Sha256().update(outer).update(new Sha256().update(inner).update(message).digest()).digest();
}

/** A hash fed in chunks, read once as hex. */
export interface Hasher {
  update(bytes: Uint8Array | string): void;
  hex(): string;
}

/** SHA-256 in JavaScript (about 40 MB/s): the Node server passes node:crypto's, some 30 times faster. */
export const portableSha256 = (): Hasher => {
  const hash = new Sha256();
  return {
    update: (bytes) => {
      hash.update(bytes);
    },
    hex: () => hex(hash.digest()),
  };
};
