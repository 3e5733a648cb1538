// The site's "Changes" page: CHANGELOG.md as `npm run release` writes it from the breaking-change gate,
// release by release, breaking changes first, each linked to its operation or message in the references.
// Nothing on it is written by hand, so it renders as any markdown page of the site.

export const changesPage = {
  file: "changes.html",
  source: "CHANGELOG.md",
  title: "Changes · stt-service",
  name: "Changes",
  summary:
    "The contract's releases, newest first, from `CHANGELOG.md`: breaking changes first, each linked to its operation or message in the references.",
};

export interface ReleaseHeading {
  version: string;
  date: string;
}

/** The releases of a changelog, newest first, from its `## <version> (<date>)` headings. */
export function releasesIn(changelog: string): ReleaseHeading[] {
  return [...changelog.matchAll(/^## (\d+\.\d+\.\d+) \((\d{4}-\d{2}-\d{2})\)$/gm)].map((match) => ({
    version: match[1] ?? "",
    date: match[2] ?? "",
  }));
}
