// The peers' packages that `npm run size` weighs beside ours: pinned versions, installed from the npm registry
// into a cache folder outside the repository (never a dependency of the project), and reused while the pins
// stay the same. Without the registry the caller goes on with our own figures and says the peers were skipped.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

/** Exact versions, so that a ratio moves only when our side does. Raise them by hand, on purpose. */
export const peerPackages = {
  "@speechmatics/real-time-client": "8.5.1",
  "@speechmatics/browser-audio-input": "2.0.3",
  "@soniox/speech-to-text-web": "1.4.0",
  "@soniox/client": "2.3.0",
  assemblyai: "4.41.5",
  "@deepgram/sdk": "5.13.0",
  openai: "7.59.0",
} as const;

/** One peer's import, bundled the way ours is: `source` is the module an app writes. */
export interface PeerImport {
  name: string;
  source: string;
}

/**
 * The folder holding the peers' node_modules, installed on first use: `STT_SIZE_PEERS_DIR`, else the user's
 * cache. Named by a hash of the pins, so a new pin installs afresh beside the old. Returns undefined, with the
 * reason, when the install fails (no registry, no network).
 */
export function installedPeers(): { directory: string } | { skipped: string } {
  const pins = Object.entries(peerPackages).map(([name, version]) => `${name}@${version}`);
  const hash = createHash("sha256").update(pins.join("\n")).digest("hex").slice(0, 12);
  const cache =
    process.env.STT_SIZE_PEERS_DIR ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "stt-service");
  const directory = join(cache, `size-peers-${hash}`);
  if (existsSync(join(directory, "node_modules"))) return { directory };
  // Installed beside, then moved in place: an interrupted install is never taken for a finished one.
  const partial = `${directory}.partial-${process.pid}`;
  try {
    mkdirSync(partial, { recursive: true });
    writeFileSync(join(partial, "package.json"), `${JSON.stringify({ private: true })}\n`);
    execFileSync(
      "npm",
      // Without a registry, npm's own retries would hold the gate for minutes: one retry, then give up.
      [
        "install",
        "--ignore-scripts",
        "--no-audit",
        "--no-fund",
        "--no-save",
        "--loglevel=error",
        "--fetch-retries=1",
        "--fetch-retry-maxtimeout=5000",
        "--fetch-timeout=30000",
        ...pins,
      ],
      { cwd: partial, stdio: ["ignore", "ignore", "pipe"], timeout: 120_000 },
    );
    renameSync(partial, directory);
    return { directory };
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return { skipped: `npm install of the peers failed (${reason})` };
  }
}
