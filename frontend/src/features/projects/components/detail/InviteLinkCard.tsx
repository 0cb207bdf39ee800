import { Check, Copy, Link2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../../components/Button";
import { toast } from "../../../../components/toast";
import { errorMessage } from "../../../../lib/api-client";
import { copyText } from "../../../../lib/clipboard";
import { formatDateTime } from "../../../../lib/format";
import { inviteLink, useCreateInvite } from "../../api/sharing";
import type { Invite, Project } from "../../api/types";

/** Generate a 7-day invite link of shape /join/{code} and copy it (clipboard or legacy fallback). */
export function InviteLinkCard({ project }: { project: Project }) {
  const create = useCreateInvite(project.id);
  const [invite, setInvite] = useState<Invite | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const link = invite ? inviteLink(invite) : "";

  return (
    <div className="invite-card">
      <h3 className="subheading">Invite link</h3>
      <p className="muted small">Anyone with the link can join with view access after signing in. Links last 7 days.</p>
      {invite && (
        <>
          <div className="copy-row">
            <input
              className="input mono"
              readOnly
              value={link}
              aria-label="Invite link"
              onFocus={(e) => e.target.select()}
            />
            <Button
              variant="secondary"
              size="icon"
              aria-label={copied ? "Copied" : "Copy invite link"}
              onClick={() =>
                copyText(link).then(
                  () => {
                    setCopied(true);
                    toast({ title: "Invite Link Copied", description: "Paste it in a Discord message." });
                  },
                  (error: unknown) =>
                    toast({ title: "Copy failed", description: errorMessage(error), variant: "destructive" }),
                )
              }
            >
              {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
            </Button>
          </div>
          <p className="muted small">Expires {formatDateTime(invite.expiresAt)}</p>
        </>
      )}
      <Button
        variant={invite ? "ghost" : "secondary"}
        className="full-width"
        busy={create.isPending}
        onClick={() =>
          create.mutate(undefined, {
            onSuccess: (created) => {
              setInvite(created);
              toast({
                title: "Invite Generated",
                description: "Share this link with other Discord users to give them access to your project.",
              });
            },
            onError: (error) =>
              toast({ title: "Failed to generate invite", description: errorMessage(error), variant: "destructive" }),
          })
        }
      >
        <Link2 size={16} aria-hidden /> {invite ? "Generate New Link" : "Generate Invite Link"}
      </Button>
    </div>
  );
}
