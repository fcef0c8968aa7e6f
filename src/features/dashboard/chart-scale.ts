/** The fewest steps of a y axis: below that, whole numbers could not be evenly spaced. */
const MIN_TOP = 4;

/**
 * A y axis for counts from 0 to a round top: steps of 1, 2 or 5 × 10ⁿ (never under 1), about four of
 * them, the top the first step at or above the highest count — and at least 4, so a single sign-in is
 * a quarter of the height, not a full bar on a 0–1 axis.
 */
export function countScale(highest: number, steps = 4): { top: number; ticks: number[] } {
  const rough = Math.max(highest, 1) / steps;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((factor) => factor * magnitude).find((size) => size >= rough)!,
  );
  const top = Math.max(Math.ceil(highest / step) * step, step === 1 ? MIN_TOP : step);
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
  return { top, ticks };
}
