import { toast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { useCurrentUser } from "../../../lib/auth";
import { useSaveTexture } from "../../library/api/save-texture";
import { dataUrlBytes } from "../lib/data-url";

/** 'Save to Library' on a generated image: signed-in users keep it in their Library; guests are told why not. */
export function useSaveToLibrary() {
  const { signedIn } = useCurrentUser();
  const save = useSaveTexture();
  async function saveImage(dataUrl: string, fileName: string) {
    if (!signedIn) {
      toast({
        title: "Sign in to save textures",
        description: "Saving to your Library needs a Discord sign-in. Download works without it.",
      });
      return;
    }
    try {
      await save.mutateAsync({ png: dataUrlBytes(dataUrl), fileName });
      toast({ title: "Texture saved successfully", description: `${fileName} is now in your Library.` });
    } catch (error) {
      toast({ title: "Failed to save texture", description: errorMessage(error), variant: "destructive" });
    }
  }
  return { saveImage, saving: save.isPending };
}
