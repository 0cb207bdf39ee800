import { QualityAnalyzer } from "../../../quality/components/QualityAnalyzer";

/** The Quality section of the workspace: the local texture quality analyser. */
export function QualitySection() {
  return <QualityAnalyzer />;
}
