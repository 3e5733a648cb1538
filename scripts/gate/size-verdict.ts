// What `npm run size` says of one bundle against its budget (the target) and its ceiling (what CI
// enforces until the budget is met): over the ceiling fails, naming the ceiling that would take the bundle as
// it is; a met budget with the ceiling still above it fails too, until the ceiling is lowered to the budget,
// so that a budget once met is what CI holds.

export interface SizeFigures {
  name: string;
  /** min+gzip bytes, as measured. */
  bytes: number;
  budget: number;
  ceiling: number;
}

/** The room a ceiling keeps above what was measured when it was set: less than an operation costs. */
export const ceilingRoom = 50;

/**
 * The ceiling for a bundle measured at `bytes`: the measure and the room, to the nearest 10 B, written as
 * scripts/gate/size.ts writes it (`19_720`), so that raising a ceiling is copying one line.
 */
export function ceilingFor(bytes: number): string {
  const ceiling = Math.round((bytes + ceilingRoom) / 10) * 10;
  return String(ceiling).replace(/\B(?=(\d{3})+$)/g, "_");
}

export function sizeVerdict({ name, bytes, budget, ceiling }: SizeFigures): {
  failed: boolean;
  message: string | undefined;
} {
  if (bytes > ceiling) {
    return {
      failed: true,
      message: `${name} is ${bytes} B, over its ceiling of ${ceiling} B by ${bytes - ceiling} B: find what grew (the parts above) or, if the growth is worth it (a new operation is), write \`ceiling: ${ceilingFor(bytes)},\` in its entry of scripts/gate/size.ts (what it measures now, and ${ceilingRoom} B of room), with the figure and why it grew in the comment above it and in the commit (CONTRIBUTING.md's "The size budget").`,
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
