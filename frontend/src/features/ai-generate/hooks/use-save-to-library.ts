import { toast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { useCurrentUser } from "../../../lib/auth";
import { useSaveTexture } from "../../library/api/save-texture";
import { dataUrlBytes } from "../lib/data-url";

/**
 * 'Save to Library' on a generated or upscaled image (a data URL or the PNG blob): signed-in users keep
 * it in their Library; guests are told why not. Resolves true once the image is saved.
 */
export function useSaveToLibrary() {
  const { signedIn } = useCurrentUser();
  const save = useSaveTexture();
  async function saveImage(image: string | Blob, fileName: string): Promise<boolean> {
    if (!signedIn) {
      toast({
        title: "Sign in to save textures",
        description: "Saving to your Library needs a Discord sign-in. Download works without it.",
      });
      return false;
    }
    try {
      const png = typeof image === "string" ? dataUrlBytes(image) : new Uint8Array(await image.arrayBuffer());
      await save.mutateAsync({ png, fileName });
      toast({ title: "Texture saved successfully", description: `${fileName} is now in your Library.` });
      return true;
    } catch (error) {
      toast({ title: "Failed to save texture", description: errorMessage(error), variant: "destructive" });
      return false;
    }
  }
  return { saveImage, saving: save.isPending };
}
