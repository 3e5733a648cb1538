// Every page of the site carries a Content-Security-Policy in a <meta> (the site is static files: no server to
// send the header), so that text from a spec that slipped into a page as markup still cannot run: scripts run
// only from the site's own files or when they are, byte for byte, an inline script the build wrote (its
// sha256 is in the policy, computed here from the page as written).
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { decodeHtmlEntities } from "./html-entities.js";

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

function sha256(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

const inlineStyle = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const styleAttribute = /\sstyle="([^"]*)"/gi;

function hashes(texts: Iterable<string>): string {
  return [...new Set([...texts].map(sha256))].join(" ");
}

export interface PolicyOptions {
  /** The page captures the microphone (the stream playground). */
  audioWorklet?: boolean;
  /** Origins the page may send requests to besides its own (the try-it consoles' and the playground's servers). */
  connect?: readonly string[];
}

/**
 * The policy of a page: the hashes of its own inline scripts and styles (the markdown pages' <style> and the
 * highlighter's style attributes; the references load theirs as files), nothing else inline.
 */
export function contentSecurityPolicy(html: string, options: PolicyOptions = {}): string {
  const scripts = [...html.matchAll(inlineScript)]
    .filter((match) => !/\ssrc\s*=/i.test(match[1] ?? ""))
    .map((match) => match[2] ?? "");
  const styles = [...html.matchAll(inlineStyle)].map((match) => match[1] ?? "");
  const styleAttributes = [...html.matchAll(styleAttribute)].map((match) => decodeHtmlEntities(match[1] ?? ""));
  return [
    "default-src 'none'",
    // The stream playground's microphone: captureMicrophone() loads its AudioWorklet from a blob: URL it makes
    // itself (only a script already allowed here can make one).
    `script-src 'self' ${options.audioWorklet ? "blob: " : ""}${hashes(scripts)}`.trimEnd(),
    `style-src 'self' 'unsafe-hashes' ${hashes([...styles, ...styleAttributes])}`.trimEnd(),
    "img-src 'self' data:",
    ["connect-src 'self'", ...(options.connect ?? [])].join(" "),
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
  ].join("; ");
}

/** The page with its policy in a <meta>, first thing after the charset so it covers every script and style. */
export function withContentSecurityPolicy(html: string, file: string, options: PolicyOptions = {}): string {
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (!charset) throw new Error(`${file}: no <meta charset> to put the Content-Security-Policy after`);
  const end = charset.index + charset[0].length;
  const meta = `\n<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(html, options)}">`;
  return `${html.slice(0, end)}${meta}${html.slice(end)}`;
}

/** Adds the policy to a written page, in place. */
export function secureWrittenPage(path: string, options: PolicyOptions): void {
  writeFileSync(path, withContentSecurityPolicy(readFileSync(path, "utf8"), path, options));
}
