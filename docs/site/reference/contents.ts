// The contents sidebar on a phone: the build leaves it open (without this script a reader still gets every
// link, above the text); here it is folded to its one summary line when the screen is narrow, and folds again
// after a reader follows one of its links, so the section they chose is what they see.
const phone = window.matchMedia("(max-width: 760px)");

export function foldContentsOnPhones(): void {
  const contents = document.querySelector<HTMLDetailsElement>("details.reference-toc");
  if (!contents) return;
  const fold = () => {
    contents.open = !phone.matches;
  };
  fold();
  phone.addEventListener("change", fold);
  contents.addEventListener("click", (event) => {
    if (phone.matches && (event.target as Element).closest("a")) contents.open = false;
  });
}
