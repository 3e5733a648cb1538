// The packages as users get them: built, packed with npm pack, and installed into fresh projects.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve, sep } from "node:path";
import { inject } from "vitest";

/** The tarball of each workspace package, by package name. */
export type Tarballs = Record<
  | "stt-service"
  | "@stt-service/spec-documents"
  | "@stt-service/mock"
  | "@stt-service/conformance"
  | "@stt-service/react",
  string
>;

const workspaces = {
  "stt-service": "packages/sdk",
  "@stt-service/spec-documents": "packages/spec-documents",
  "@stt-service/mock": "packages/mock",
  "@stt-service/conformance": "packages/conformance",
  "@stt-service/react": "packages/react",
} as const;

/**
 * Packs every workspace package of the repository at `root` (each prepack script builds its dist/ first;
 * the SDK and the spec-documents library first, since the others' declarations import theirs); returns the
 * tarballs' paths. Given a folder that already holds the five tarballs (packed there by an earlier call),
 * returns those: runs that install the same packages many ways pack once.
 */
export function packAll(root = resolve("."), reuseDir?: string): Tarballs {
  if (reuseDir) {
    mkdirSync(reuseDir, { recursive: true });
    const packed = packedIn(reuseDir);
    if (packed) return packed;
  }
  const packDir = reuseDir ?? mkdtempSync(join(tmpdir(), "stt-pack-"));
  const tarballs = {} as Tarballs;
  for (const [name, workspace] of Object.entries(workspaces) as [keyof Tarballs, string][]) {
    const before = new Set(readdirSync(packDir));
    execFileSync("npm", ["pack", "--pack-destination", packDir], { cwd: join(root, workspace), stdio: "ignore" });
    const made = readdirSync(packDir).find((file) => file.endsWith(".tgz") && !before.has(file));
    if (!made) throw new Error(`npm pack made no tarball for ${name}`);
    tarballs[name] = join(packDir, made);
  }
  return tarballs;
}

/**
 * The tarballs the package tests install: the run's pack, made once by their global setup (pack-once.ts), or the
 * very files a release publishes when STT_PACKED_TARBALLS names them (`npm run release:pack`).
 */
export function sharedTarballs(): Tarballs {
  const dir = inject("packedTarballsDir");
  const packed = packedIn(dir);
  if (!packed) throw new Error(`${dir} does not hold one tarball of each package (test/support/pack-once.ts)`);
  return packed;
}

/** The five tarballs in `dir`, by the names npm pack gives them, if all are there. */
function packedIn(dir: string): Tarballs | undefined {
  const files = readdirSync(dir).filter((file) => file.endsWith(".tgz"));
  const tarballs = {} as Tarballs;
  for (const name of Object.keys(workspaces) as (keyof Tarballs)[]) {
    const prefix = `${name.replace("@", "").replace("/", "-")}-`;
    const found = files.filter((file) => file.startsWith(prefix) && /^\d/.test(file.slice(prefix.length)));
    if (found.length !== 1) return undefined;
    tarballs[name] = join(dir, found[0] as string);
  }
  return tarballs;
}

/**
 * A copy of an example project with the given tarballs installed, as a user would install them, with `extra`
 * beside them. The tarballs a package depends on go with it in one install, so npm takes those dependencies
 * from them rather than from a registry.
 */
export function installInto(exampleDir: string, tarballs: string[], extra: string[] = []): string {
  const project = mkdtempSync(join(tmpdir(), "stt-example-"));
  cpSync(exampleDir, project, { recursive: true });
  writeFileSync(join(project, ".npmrc"), "audit=false\nfund=false\n");
  // ws: the optional peer the Node 20 real-time client needs.
  execFileSync("npm", ["install", "--prefer-offline", "--no-save", ...tarballs, "ws@8", ...extra], {
    cwd: project,
    stdio: "ignore",
  });
  return project;
}

/** Each tarball extracted into its own folder under `into`: the package's folder and its files (paths with `/`). */
export function unpackAll(tarballs: Tarballs, into: string): Map<keyof Tarballs, { dir: string; files: string[] }> {
  const unpacked = new Map<keyof Tarballs, { dir: string; files: string[] }>();
  for (const [name, tarball] of Object.entries(tarballs) as [keyof Tarballs, string][]) {
    const folder = join(into, name.replace("/", "+"));
    mkdirSync(folder);
    execFileSync("tar", ["-xzf", tarball, "-C", folder]);
    const dir = join(folder, "package");
    const files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
      .sort();
    unpacked.set(name, { dir, files });
  }
  return unpacked;
}
