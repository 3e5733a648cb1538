// What `npm run size` says of one bundle against its budget (the target) and its ceiling (what CI
// enforces until the budget is met): over the ceiling fails; a met budget with the ceiling still above it
// fails too, until the ceiling is lowered to the budget, so that a budget once met is what CI holds.

export interface SizeFigures {
  name: string;
  /** min+gzip bytes, as measured. */
  bytes: number;
  budget: number;
  ceiling: number;
}

export function sizeVerdict({ name, bytes, budget, ceiling }: SizeFigures): {
  failed: boolean;
  message: string | undefined;
} {
  if (bytes > ceiling) {
    return {
      failed: true,
      message: `${name} is ${bytes} B, over its ceiling of ${ceiling} B: find what grew (the parts above) or, if the growth is worth it, raise the ceiling in scripts/gate/size.ts and say why in the commit (CONTRIBUTING.md's "The size budget").`,
    };
  }
  if (bytes > budget) return { failed: false, message: `${name}: ${bytes - budget} B over the budget of ${budget} B.` };
  if (ceiling > budget) {
    return {
      failed: true,
      message: `${name} meets its budget (${bytes} B of ${budget} B): lower its ceiling in scripts/gate/size.ts to the budget, which CI holds from now on.`,
    };
  }
  return { failed: false, message: undefined };
}
