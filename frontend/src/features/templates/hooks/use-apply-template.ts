import { useSearchParams } from "react-router-dom";
import { toast } from "../../../components/toast";
import { useConvertSession } from "../../greenhouse/hooks/convert-session";
import { defaultTemplate, isTemplateActive, type MaterialTemplate } from "../lib/material-templates";

/**
 * Applies a template to the workspace's conversion session (the same settings the Convert sliders
 * show and the upload sends), and opens Convert afterwards through the `view=` query the tabs use.
 */
export function useApplyTemplate() {
  const session = useConvertSession();
  const [params, setParams] = useSearchParams();

  return {
    apply(template: MaterialTemplate) {
      session.updateSettings(template.settings);
      session.updateAdvanced(template.advanced);
      toast({ title: `Applied ${template.name} template`, description: "PBR settings have been updated" });
    },
    isActive: (template: MaterialTemplate) => isTemplateActive(template, session.settings, session.advanced),
    atDefaults: isTemplateActive(defaultTemplate, session.settings, session.advanced),
    resetDefaults() {
      session.updateSettings(defaultTemplate.settings);
      session.updateAdvanced(defaultTemplate.advanced);
      toast({ title: "Default settings restored", description: "PBR settings have been updated" });
    },
    goToConvert() {
      const next = new URLSearchParams(params);
      next.delete("view");
      setParams(next, { replace: true });
    },
  };
}
