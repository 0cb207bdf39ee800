import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

type Role = Parameters<Page["getByRole"]>[0];

/** A short description of what has keyboard focus, for failure messages. */
export function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "<body>";
    const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 60) ?? "";
    return `<${element.tagName.toLowerCase()} role=${element.getAttribute("role") ?? "-"}> ${name}`;
  });
}

/** Whether the element with this role and name has keyboard focus. */
export async function hasFocus(page: Page, role: Role, name: string | RegExp): Promise<boolean> {
  const target = page.getByRole(role, { name, exact: typeof name === "string" });
  if ((await target.count()) === 0) return false;
  return target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until the control with this role and name has focus, as a
 * keyboard user would, and returns how many presses that took. Fails when `max` presses never reach it:
 * the control is not in the tab order.
 */
export async function tabTo(
  page: Page,
  role: Role,
  name: string | RegExp,
  { max = 80, backwards = false } = {},
): Promise<number> {
  const passed: string[] = [];
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    if (await hasFocus(page, role, name)) return presses;
    passed.push(await focusedDescription(page));
  }
  throw new Error(`${max} Tab presses never reached ${role} "${name}"; focus went through:\n${passed.join("\n")}`);
}

/**
 * Starts recording what live regions (role=status) inside `scope` change to. A screen reader announces a
 * live region's change, not a region that arrives already filled, so only changes to regions already on
 * the page count. Read the record with `announced(page)`.
 */
export async function recordAnnouncements(page: Page, scope: string): Promise<void> {
  await page.evaluate((selector) => {
    const heard: string[] = [];
    (window as unknown as { announced: string[] }).announced = heard;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const node = mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
        const region = node?.closest('[role="status"]');
        if (!region?.closest(selector) || region === mutation.addedNodes[0]) continue;
        const text = region.textContent ?? "";
        if (heard.at(-1) !== text) heard.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, scope);
}

/** What the live regions `recordAnnouncements` watches have changed to, in order. */
export function announced(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { announced: string[] }).announced);
}

/**
 * Opens a dialog from the keyboard (focus on its opener, then Enter), checks that Tab and Shift+Tab keep
 * focus inside it, closes it with Escape and checks that focus is back on the opener. Returns nothing
 * until the dialog is closed again; `whileOpen` runs in between (an axe check, say).
 */
export async function expectModalFocus(
  page: Page,
  opener: Locator,
  dialog: Locator,
  whileOpen: () => Promise<void> = async () => undefined,
): Promise<void> {
  await opener.focus();
  const openedBy = await opener.elementHandle();
  await page.keyboard.press("Enter");
  await dialog.waitFor();
  const inside = () => dialog.evaluate((box) => box.contains(document.activeElement));
  await expect.poll(inside, { message: "focus moves into the dialog" }).toBe(true);
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let press = 0; press < 12; press++) {
      await page.keyboard.press(key);
      expect(await inside(), `${key} ${press + 1} left the dialog for ${await focusedDescription(page)}`).toBe(true);
    }
  }
  await whileOpen();
  // Something that closed the dialog meanwhile would make the Escape below a no-op: name it apart.
  expect(await dialog.isVisible(), "the dialog is still open after the checks made while open").toBe(true);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  // A loaded machine can take more than expect.poll's default second to run the dialog's exit.
  const returned = () => opener.evaluate((element) => element === document.activeElement);
  try {
    await expect.poll(returned, { timeout: 5_000 }).toBe(true);
  } catch {
    const opened = await openedBy?.evaluate((element) => element.isConnected);
    throw new Error(
      `focus did not return to what opened the dialog within 5 s: it is on ${await focusedDescription(page)}` +
        (opened ? "" : " (the button that opened it has since been replaced on the page)"),
    );
  }
}
