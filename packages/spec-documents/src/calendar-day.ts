// The days a spec names (`x-sunset: 2026-09-30`): YAML and JavaScript's Date read `2026-02-30` as another day
// without a word, so a day is checked before it is trusted. The generator, the docs and the mock's Sunset
// header read `x-sunset` through this one check.

/**
 * Whether `text` is a day that exists, written `YYYY-MM-DD`: `2026-13-45` and `2026-02-30` are not (JavaScript's
 * Date and YAML's timestamps would roll them over into another day without a word).
 */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}
