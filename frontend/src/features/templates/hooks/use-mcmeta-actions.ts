import { toast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { copyText } from "../../../lib/clipboard";
import { saveBlob } from "../../../lib/download";

/** Copy and download for `.mcmeta` text, with the site's copy toast. */
export function useMcmetaActions() {
  return {
    async copy(text: string) {
      try {
        await copyText(text);
        toast({ title: "Copied to clipboard!", description: "Paste it into your texture's .png.mcmeta file." });
      } catch (error) {
        toast({ title: "Copy failed", description: errorMessage(error), variant: "destructive" });
      }
    },
    download(text: string, fileName: string) {
      saveBlob(new Blob([text], { type: "application/json" }), fileName);
    },
  };
}
