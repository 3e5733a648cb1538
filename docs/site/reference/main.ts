// reference.js, the one script of both reference pages (the text is in the page already, drawn at build time):
// the code samples' tabs, a copy button on each code block, and the contents folded on a phone. Everything
// works without it: samples stand one under the other, code can be selected, the contents are plain links.

import { decorateCodeBlocks } from "../code-copy.js";
import { foldContentsOnPhones } from "./contents.js";
import { setUpSampleTabs } from "./tabs.js";

function setUp(): void {
  setUpSampleTabs();
  decorateCodeBlocks();
  foldContentsOnPhones();
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setUp);
else setUp();
