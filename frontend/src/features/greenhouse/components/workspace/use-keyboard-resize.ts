import { type RefObject, useEffect } from "react";
import type { GroupImperativeHandle } from "react-resizable-panels";
import { keyboardDelta, moveSeparator, type PanelLimits } from "../../lib/layout";

/**
 * Arrow keys on a separator move it 10 % (Shift: 100 %, i.e. to the limit), as the spec asks; the
 * library's own step is 5 %, so we listen in the capture phase and handle the key first.
 */
export function useKeyboardResize(
  element: RefObject<HTMLDivElement | null>,
  group: RefObject<GroupImperativeHandle | null>,
  panels: readonly PanelLimits[],
  orientation: "horizontal" | "vertical",
) {
  useEffect(() => {
    const root = element.current;
    if (!root) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const separator = (event.target as HTMLElement).closest<HTMLElement>("[data-between]");
      if (!separator || separator.parentElement !== root || !group.current) return;
      const delta = keyboardDelta(event.key, event.shiftKey, orientation);
      if (delta === 0) return;
      const [beforeId, afterId] = (separator.dataset.between ?? "").split(":");
      const before = panels.find((p) => p.id === beforeId);
      const after = panels.find((p) => p.id === afterId);
      if (!before || !after) return;
      event.preventDefault();
      group.current.setLayout(moveSeparator(group.current.getLayout(), before, after, delta));
    };
    root.addEventListener("keydown", onKeyDown, { capture: true });
    return () => root.removeEventListener("keydown", onKeyDown, { capture: true });
  }, [element, group, panels, orientation]);
}
