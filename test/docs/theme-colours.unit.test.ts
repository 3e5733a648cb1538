// The site's colours, read from the stylesheets as written: every colour is a variable of site.css, the dark
// theme gives each light variable a value (the same in its two blocks: chosen dark, and the system's dark when
// nothing was chosen), no other stylesheet or script of the site writes a colour of its own, and each text
// colour meets WCAG AA (4.5:1) on each background it is used on, in both themes.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const siteCss = readFileSync("docs/site/site.css", "utf8");

/** The custom properties declared in the first block after `selector` (its own braces, not a nested one). */
function variablesOf(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no "${selector} {" in the stylesheet`);
  const body = css.slice(start + selector.length + 2, css.indexOf("}", start));
  return new Map(
    [...body.matchAll(/(--[a-z-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1] ?? "", (match[2] ?? "").trim()]),
  );
}

const light = variablesOf(siteCss, ":root");
const chosenDark = variablesOf(siteCss, ':root[data-theme="dark"]');
const systemDark = variablesOf(siteCss, ':root:not([data-theme="light"])');
const colourNames = [...chosenDark.keys()];

/** A colour written as itself: #hex, rgb()/hsl(), or a named colour a stylesheet might slip in. */
const literalColour = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(|:\s*(?:white|black)\b/gi;

/** What the site draws with besides site.css: the markdown pages' and the references' sheets, the scripts' styles. */
const otherSources = [
  "docs/site/page.css",
  "docs/site/reference.css",
  "docs/site/try-it/try-it.css",
  ...readdirSync("docs/site/playground").map((file) => join("docs/site/playground", file)),
];

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((index) => Number.parseInt(hex.slice(index, index + 2), 16) / 255);
  const [red, green, blue] = channels.map((value) =>
    value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
}

function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** Text colours and the backgrounds each is drawn on. */
const textOn: Record<string, string[]> = {
  "--ink": ["--page", "--surface", "--code"],
  "--muted": ["--page", "--surface", "--code"],
  "--accent": ["--page", "--surface", "--code"],
  "--danger": ["--page", "--surface", "--code"],
  "--success": ["--page", "--surface", "--code"],
  "--on-accent": ["--accent"],
  "--code-comment": ["--code"],
  "--code-keyword": ["--code"],
  "--code-string": ["--code"],
  "--code-function": ["--code"],
  "--code-constant": ["--code"],
  "--code-parameter": ["--code"],
  "--code-link": ["--code"],
};
/** Edges and rings that must stand out from what they sit on (WCAG 1.4.11: 3:1). */
const edgeOn: Record<string, string[]> = {
  "--focus": ["--page", "--surface", "--code"],
  "--field-line": ["--surface", "--code"],
};

describe("the site's colours", () => {
  it("the dark theme gives every colour of the light one a value, the same whether chosen or the system's", () => {
    const lightColours = [...light.keys()].filter((name) => name !== "--site-nav-height");
    expect(colourNames.sort()).toEqual(lightColours.sort());
    expect(Object.fromEntries(systemDark)).toEqual(Object.fromEntries(chosenDark));
  });

  it.each(otherSources)("%s writes no colour of its own, only site.css's variables", (file) => {
    expect(readFileSync(file, "utf8").match(literalColour) ?? []).toEqual([]);
  });

  it("site.css writes colours only in its theme blocks", () => {
    const outside = siteCss.replace(/:root[^{]*\{[^}]*\}/g, "");
    expect(outside.match(literalColour) ?? []).toEqual([]);
  });

  it.each([
    ["light", light],
    ["dark", chosenDark],
  ] as const)("in the %s theme, text meets 4.5:1 and edges 3:1 on their backgrounds", (_, theme) => {
    const value = (name: string) => {
      const colour = theme.get(name);
      if (!colour?.match(/^#[0-9a-f]{6}$/i)) throw new Error(`${name} is ${colour}, not a #rrggbb colour`);
      return colour;
    };
    const short = (pairs: Record<string, string[]>, minimum: number) =>
      Object.entries(pairs).flatMap(([fore, backs]) =>
        backs.flatMap((back) => {
          const ratio = contrast(value(fore), value(back));
          return ratio < minimum ? [`${fore} on ${back}: ${ratio.toFixed(2)}:1`] : [];
        }),
      );
    expect(short(textOn, 4.5)).toEqual([]);
    expect(short(edgeOn, 3)).toEqual([]);
  });
});
