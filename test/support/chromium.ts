// Headless Chromium from Debian's package, driven by playwright-core (which downloads no browser).
import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

/** Debian's chromium by default; CHROMIUM_PATH points elsewhere (GitHub's runners have Google Chrome). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `No browser at ${chromiumPath}: install Debian's chromium (apt-get install -y chromium); .ci/run does.`,
    );
  }
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}
