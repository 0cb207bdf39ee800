import type { Locator, Page } from "playwright-core";

/** Where an element sits on the page, in CSS pixels. */
export type Box = { x: number; y: number; width: number; height: number };

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not visible");
  return box;
}

export const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast titled `title` once it has slid into the place where it stays. */
export async function settledToast(page: Page, title: string): Promise<{ toast: Locator; box: Box }> {
  const toast = page.locator(".toast").filter({ hasText: title });
  await toast.waitFor();
  await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  return { toast, box: await boxOf(toast) };
}
