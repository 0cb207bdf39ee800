import { toast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { copyText } from "../../../lib/clipboard";

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
      const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = fileName;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
  };
}
