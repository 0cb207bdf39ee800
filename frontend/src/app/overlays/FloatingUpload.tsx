import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { useRef } from "react";
import { LoginRequired, showLoginRequired } from "../../components/LoginRequired";
import { toast } from "../../components/toast";
import { uploadForConversion } from "../../features/greenhouse/api/upload";
import { useCurrentUser } from "../../lib/auth";
import { jobKeys } from "../../lib/jobs";
import { checkInWorkspace, labPbrMapNotice } from "../../lib/labpbr-map-notice";
import {
  checkUploadFile,
  quickConversionSettings,
  UPLOAD_EXTENSIONS,
  uploadFailure,
  uploadSettings,
  uploadSuccess,
} from "../../lib/upload";

/**
 * The round upload button in the corner: for signed-in users it opens the file picker and starts a
 * conversion with the default settings (the job card then follows it); guests get the login hint on
 * hover and, on a tap or click, the same hint as a toast with a sign-in link.
 */
export function FloatingUpload({ narrow }: { narrow: boolean }) {
  const { signedIn } = useCurrentUser();
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const upload = useMutation({
    // Chunked above 90 MB like the workspace's uploads: a Worker refuses larger request bodies.
    mutationFn: (file: File) => uploadForConversion(file, uploadSettings(file, quickConversionSettings)),
    onSuccess: () => {
      toast(uploadSuccess);
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
    onError: (error) => toast({ ...uploadFailure(error), variant: "destructive" }),
  });

  function onPick(file: File | undefined) {
    if (!file) return;
    // A map would be refused by the server only after the whole upload, as on Quick Convert.
    const problem = checkUploadFile(file) ?? labPbrMapNotice(file, checkInWorkspace);
    if (problem) toast({ ...problem, variant: "destructive" });
    else upload.mutate(file);
  }

  return (
    <>
      <LoginRequired>
        <button
          type="button"
          className={narrow ? "fab fab-mobile" : "fab"}
          aria-label={upload.isPending ? "Uploading…" : "Upload a texture or pack to convert"}
          aria-disabled={!signedIn || upload.isPending}
          onClick={() => {
            // A tap never hovers, so guests on touch screens would otherwise get no answer at all.
            if (!signedIn)
              showLoginRequired("Sign in to upload from any page. Guests can still convert in Greenhouse.");
            else if (!upload.isPending) input.current?.click();
          }}
        >
          {upload.isPending ? <span className="spinner" aria-hidden /> : <Upload size={22} aria-hidden />}
        </button>
      </LoginRequired>
      <input
        ref={input}
        type="file"
        hidden
        accept={UPLOAD_EXTENSIONS.join(",")}
        onChange={(event) => {
          onPick(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
    </>
  );
}
