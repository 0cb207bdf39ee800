import type { ComponentType } from "react";
import type { SectionId } from "../../lib/sections";
import { AiSection } from "./AiSection";
import { BatchSection } from "./BatchSection";
import { DashboardSection } from "./DashboardSection";
import { EditorSection } from "./EditorSection";
import { LibrarySection } from "./LibrarySection";
import { QualitySection } from "./QualitySection";
import { TemplatesSection } from "./TemplatesSection";

/** What the centre of the workspace shows for each section other than Convert (one file per section). */
export const sectionViews: Record<Exclude<SectionId, "convert">, ComponentType> = {
  dashboard: DashboardSection,
  library: LibrarySection,
  editor: EditorSection,
  ai: AiSection,
  templates: TemplatesSection,
  batch: BatchSection,
  quality: QualitySection,
};
