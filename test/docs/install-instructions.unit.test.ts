// How an app developer installs: the SDK as a runtime dependency (a production `npm ci --omit=dev` keeps it),
// the mock as a dev dependency, in the repository's README, on the site's landing page, and in a README per
// example that says what it shows, how to run it and what it needs, naming every package its sources import.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const read = (path: string) => readFileSync(path, "utf8");
const examples = readdirSync("examples", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The bare packages a folder's sources import (`stt-service/realtime` is `stt-service`), node: aside. */
function importedPackages(dir: string): Set<string> {
  const names = new Set<string>();
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory() && entry.name !== "node_modules") walk(path);
      else if (/\.(m?js|ts)$/.test(entry.name)) {
        for (const [, specifier = ""] of read(path).matchAll(/\bfrom "([^".][^"]*)"/g)) {
          if (specifier.startsWith("node:")) continue;
          const parts = specifier.split("/");
          names.add(specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? ""));
        }
      }
    }
  };
  walk(dir);
  return names;
}

describe("install instructions for app developers", () => {
  it("the README installs the SDK's tarball as a dependency and the mock's as a dev dependency", () => {
    const readme = read("README.md").replace(/\s+/g, " ");
    expect(readme).toContain("in your project `npm install /path/to/stt-service-<version>.tgz`");
    expect(readme).toMatch(
      /`npm install --save-dev \/path\/to\/stt-service-spec-documents-<version>\.tgz \/path\/to\/stt-service-mock-<version>\.tgz`/,
    );
    expect(readme).not.toMatch(/--save-dev \/path\/to\/stt-service-<version>\.tgz/);
  });

  it("the site's landing page has an Install section: the SDK, the mock as a dev dependency, npx -p for the mock, pip for Python", () => {
    const index = read("docs/index.md");
    const install = index.slice(
      index.indexOf("## Install\n"),
      index.indexOf("\n## ", index.indexOf("## Install\n") + 1),
    );
    expect(install).toContain("npm install stt-service ");
    expect(install).toContain("npm install --save-dev @stt-service/mock");
    expect(install).toContain("npx -p @stt-service/mock stt-mock");
    expect(install).toMatch(/\*\*Node\*\*: 20\.19/);
    expect(install).toContain("pip install stt-service ");
    expect(install).toContain('pip install "stt-service[realtime]"');
    expect(install).toMatch(/\*\*Python\*\*: 3\.10/);
    expect(install).toContain("**Browsers**");
  });

  it.each(examples)(
    "examples/%s has a README: what it shows, how to run it, what it needs, each package it imports",
    (name) => {
      const readme = read(join("examples", name, "README.md"));
      expect(readme).toMatch(new RegExp(`^# examples/${name}\n\n\\S`));
      expect(readme).toContain("## Run it");
      expect(readme).toMatch(/\nNeeds: /);
      for (const used of importedPackages(join("examples", name))) expect(readme, used).toContain(used);
    },
  );

  it("examples/browser-microphone's package.json has the SDK as a dependency and the mock as a dev dependency", () => {
    const manifest = JSON.parse(read("examples/browser-microphone/package.json"));
    expect(manifest.dependencies).toHaveProperty("stt-service");
    expect(manifest.devDependencies).toHaveProperty("@stt-service/mock");
  });
});
