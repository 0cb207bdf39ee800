import { useSearchParams } from "react-router-dom";
import { toast } from "../../../../components/toast";
import { errorMessage } from "../../../../lib/api-client";
import { useConvertHandoff } from "../../../ai-generate/hooks/use-convert-handoff";
import { sendToEditor } from "../../../editor/lib/editor-inbox";
import { declaredSizeProblem, refuseTooLarge } from "../../../editor/lib/size-check";
import type { UploadedContent } from "../../../library/api/types";
import { LibraryView } from "../../../library/components/LibraryView";
import { contentFile } from "../../../library/lib/content-file";

/**
 * The Library section of the workspace: the signed-in user's uploaded content, whose textures open in
 * the Editor (linked to their item, which Save Texture then updates) or go to Convert from their card.
 */
export function LibrarySection() {
  const [, setParams] = useSearchParams();
  const convert = useConvertHandoff();
  const fetched = async (item: UploadedContent, use: (file: File) => void | Promise<void>) => {
    try {
      await use(await contentFile(item));
    } catch (error) {
      toast({ title: `Could not open ${item.fileName}`, description: errorMessage(error), variant: "destructive" });
    }
  };
  return (
    <LibraryView
      onEdit={(item) =>
        fetched(item, async (file) => {
          // Refused here, before the Library is swapped for the Editor, so focus stays on this card's Edit.
          const problem = await declaredSizeProblem(file);
          if (problem) return refuseTooLarge(problem);
          // Saving in the editor then updates this item instead of adding a copy.
          sendToEditor(file, { id: item.id, fileName: item.fileName });
          setParams((current) => {
            const next = new URLSearchParams(current);
            next.set("view", "editor");
            return next;
          });
        })
      }
      onConvert={(item) => fetched(item, convert)}
    />
  );
}
