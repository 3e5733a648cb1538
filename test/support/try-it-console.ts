// Sending an open try-it console's form in a browser test, and waiting for its answer: the answer panel's
// `data-state` says when an answer, a failure or a refusal is drawn, so a stale one is never read as new.
import type { Locator } from "playwright-core";

/** Presses the console's Send and resolves to its answer panel once a new state is drawn. */
export async function sendConsole(panel: Locator): Promise<Locator> {
  const answer = panel.locator(".try-it-answer");
  await answer.evaluate((element) => {
    element.dataset.state = "stale";
  });
  await panel.locator(".try-it-send").click();
  await answer
    .locator(":scope[data-state='answered'], :scope[data-state='failed'], :scope[data-state='not-sent']")
    .waitFor({ timeout: 15_000 });
  return answer;
}
