import { ChevronLeft } from "lucide-react";
import type { ReactNode } from "react";

/**
 * Step 4 before anything was converted in this visit. Next, Next, Next used to end on "press Generate
 * Textures on step 2", a dead end: with a file chosen the action is offered right here; without one,
 * a button goes back to step 1 to choose it. `generate` is step 2's own button, so both behave alike.
 */
export function NothingConverted({
  hasFiles,
  generate,
  onChooseFile,
}: {
  hasFiles: boolean;
  generate: ReactNode;
  onChooseFile: () => void;
}) {
  if (!hasFiles) {
    return (
      <div className="gh-stack" data-testid="no-current-job">
        <p className="muted">No file chosen yet. Choose a texture or resource pack on step 1 to convert it.</p>
        <button type="button" className="button button-outline button-lg gh-block" onClick={onChooseFile}>
          <ChevronLeft size={18} aria-hidden /> Choose a file
        </button>
      </div>
    );
  }
  return (
    <div className="gh-stack" data-testid="no-current-job">
      <p className="muted">
        Nothing converted yet. Generate the textures here to follow the conversion and preview its maps.
      </p>
      {generate}
    </div>
  );
}
