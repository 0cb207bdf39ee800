import { type RefObject, useLayoutEffect } from "react";

/**
 * Which control had focus in a view, told so that a new copy of the view can find it: ids come from
 * `useId` and differ between trees, so a control is its tag, its name (label, `aria-label` or text) and
 * its place among the view's controls of that tag and name.
 */
interface FocusMark {
  tag: string;
  name: string;
  nth: number;
  /** The caret and selection of a text field; null for controls without one (buttons, sliders). */
  selection: { start: number; end: number; direction: "forward" | "backward" | "none" } | null;
}

const handedOver = new Map<string, FocusMark>();

function nameOf(control: HTMLElement): string {
  const labelled = (control as HTMLInputElement).labels?.[0];
  return (labelled?.textContent ?? control.getAttribute("aria-label") ?? control.textContent ?? "").trim();
}

function twins(view: HTMLElement, tag: string, name: string): HTMLElement[] {
  return [...view.querySelectorAll<HTMLElement>(tag)].filter((control) => nameOf(control) === name);
}

function markOf(view: HTMLElement, control: HTMLElement): FocusMark {
  const tag = control.localName;
  const name = nameOf(control);
  const field = control as HTMLInputElement | HTMLTextAreaElement;
  // selectionStart is null for inputs without a caret (range, checkbox) and undefined for other elements.
  const start = field.selectionStart ?? null;
  return {
    tag,
    name,
    nth: twins(view, tag, name).indexOf(control),
    selection:
      start === null
        ? null
        : { start, end: field.selectionEnd ?? start, direction: field.selectionDirection ?? "none" },
  };
}

function restore(view: HTMLElement, mark: FocusMark): void {
  const candidates = twins(view, mark.tag, mark.name);
  const control = candidates[mark.nth] ?? candidates[0];
  if (!control) return;
  control.focus({ preventScroll: true });
  const field = control as HTMLInputElement | HTMLTextAreaElement;
  if (mark.selection && field.selectionStart != null) {
    field.setSelectionRange(mark.selection.start, mark.selection.end, mark.selection.direction);
  }
  // Mid-screen, clear of the phone's bottom bar and the workspace's bottom panel ("nearest" left it under them).
  control.scrollIntoView({ block: "center" });
}

/**
 * Keeps keyboard focus, caret and selection when a view is replaced by another copy of itself in the
 * same render: the /greenhouse page swaps the desktop workspace for the phone's section when the window
 * crosses 768 px, so a person typing in a field found focus on <body> and their caret gone. `root` is the
 * view's container in each copy, and both copies use the same `key`. A copy mounted later (coming back
 * from another section) does not take focus: only the one that replaces the old copy in that commit.
 */
export function useKeptFocus(key: string, root: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const view = root.current;
    if (!view) return;
    const mark = handedOver.get(key);
    handedOver.delete(key);
    // After the whole commit: the workspace scrolls a newly shown section to its top in its own layout effect.
    if (mark) {
      queueMicrotask(() => {
        if (view.isConnected && !view.contains(document.activeElement)) restore(view, mark);
      });
    }
    // React runs this before it takes the old tree out of the document, so focus is still inside.
    return () => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === view || !view.contains(focused)) return;
      const leaving = markOf(view, focused);
      handedOver.set(key, leaving);
      // The replacement's layout effect runs in this same commit; after it, nothing may take the mark.
      queueMicrotask(() => {
        if (handedOver.get(key) === leaving) handedOver.delete(key);
      });
    };
  }, [key, root]);
}
