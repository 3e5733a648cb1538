// How often pip retries an index it cannot reach. pip asks every index it is configured with for every
// package, and retries an unreachable one five times with back-off: on a machine whose pip is configured with a
// local mirror (a file:// index or a find-links folder) beside an index it cannot reach, that is minutes of
// waiting for answers that never come (about 5 minutes for this project's venvs here, 6 s without retries).
// There, a package the local sources lack is missing everywhere, so one try is enough. Elsewhere pip keeps its
// own retries, which ride out a flaky network; a PIP_RETRIES the user set is always theirs.

/** Sources in `pip config list` output that are on this machine: a file:// index, or a find-links folder. */
export function localSourcesOf(configListing: string): string[] {
  const sources: string[] = [];
  for (const line of configListing.split("\n")) {
    const entry = /^[^=]*?\.(index-url|extra-index-url|find-links)='(.*)'$/.exec(line.trim());
    if (!entry) continue;
    const [, key, value = ""] = entry;
    for (const source of value.split(/\s+/).filter((part) => part !== "")) {
      if (source.startsWith("file:") || (key === "find-links" && source.startsWith("/"))) sources.push(source);
    }
  }
  return sources;
}

/**
 * The environment variables to add to pip's: PIP_RETRIES=0 when its configuration names a local source and the
 * user set no PIP_RETRIES; nothing otherwise.
 */
export function pipRetriesSetting(configListing: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (env.PIP_RETRIES !== undefined) return {};
  return localSourcesOf(configListing).length > 0 ? { PIP_RETRIES: "0" } : {};
}
