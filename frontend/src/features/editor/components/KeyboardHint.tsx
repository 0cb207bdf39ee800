/**
 * How to draw without a mouse; it describes the canvas (aria-describedby) at all times and shows only
 * while the canvas has keyboard focus. It sits at the head of the paint panel, beside the stage on wide
 * screens and under it on narrow ones: over the stage it hid the texture's top rows, and in the stage's
 * column it would shrink the stage, and with it the texel scale, whenever it appeared.
 */
export function KeyboardHint({ id }: { id: string }) {
  return (
    <p id={id} className="muted small ed-hint" data-testid="editor-keyboard-hint">
      Keyboard: arrows move the cursor (Shift: 8 px), Space paints; rectangle and circle take two presses.
    </p>
  );
}
