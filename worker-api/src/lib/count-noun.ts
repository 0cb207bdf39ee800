/** A count and its noun, singular for one: "1 texture", "2 maps" (the frontend's `formatCount`). */
export function countNoun(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
