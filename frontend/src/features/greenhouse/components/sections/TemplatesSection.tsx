import { TemplateLibrary } from "../../../templates/components/TemplateLibrary";

/** The Templates section of the workspace: material presets and animation templates (features/templates). */
export function TemplatesSection() {
  return <TemplateLibrary />;
}
