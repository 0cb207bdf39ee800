import { Check, Copy, Link2, Unlink } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../../components/Button";
import { toast } from "../../../../components/toast";
import { errorMessage } from "../../../../lib/api-client";
import { copyText } from "../../../../lib/clipboard";
import { formatDateTime } from "../../../../lib/format";
import { inviteLink, inviteUseText, useActiveInvite, useCreateInvite, useRevokeInvite } from "../../api/sharing";
import type { Project } from "../../api/types";

/**
 * The project's invite link (owners only): the one that works now, with its expiry and use count, so a
 * reload does not lose it; generate a 7-day link of shape /join/{code}, copy it, or revoke every link.
 * The active link may come from the dashboard's Share dialog with a shorter lifetime, so the card
 * promises 7 days only for links made here and shows the active one's real expiry.
 * A project has one working link, so generating a new one turns the current one off; the card says so
 * before the click and the toast after it.
 */
export function InviteLinkCard({ project }: { project: Project }) {
  const active = useActiveInvite(project.id);
  const create = useCreateInvite(project.id);
  const revoke = useRevokeInvite(project.id);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const invite = active.data ?? null;
  const link = invite ? inviteLink(invite) : "";

  return (
    <div className="invite-card">
      <h3 className="subheading">Invite link</h3>
      <p className="muted small">
        Anyone with the link can join with view access after signing in. A link made here lasts 7 days.
      </p>
      {active.isError && (
        <p className="field-error" role="alert">
          Could not load the current link: {errorMessage(active.error)}
        </p>
      )}
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
          <p className="muted small" data-testid="invite-status">
            Expires {formatDateTime(invite.expiresAt)} · {inviteUseText(invite.usedCount)}
          </p>
        </>
      )}
      <Button
        variant={invite ? "ghost" : "secondary"}
        className="full-width"
        busy={create.isPending}
        disabled={active.isPending}
        onClick={() =>
          create.mutate(undefined, {
            onSuccess: () =>
              toast({
                title: "Invite Generated",
                description: `${invite ? "The previous link no longer works. " : ""}Share this link with other Discord users to give them access to your project.`,
              }),
            onError: (error) =>
              toast({ title: "Failed to generate invite", description: errorMessage(error), variant: "destructive" }),
          })
        }
      >
        <Link2 size={16} aria-hidden /> {invite ? "Generate New Link" : "Generate Invite Link"}
      </Button>
      {invite && (
        <p className="muted small" data-testid="invite-replace-note">
          A new link replaces this one: the current link stops working.
        </p>
      )}
      {invite && (
        <Button
          variant="ghost"
          className="full-width"
          busy={revoke.isPending}
          onClick={() =>
            revoke.mutate(undefined, {
              onSuccess: () =>
                toast({ title: "Invite Link Revoked", description: "Links to this project no longer work." }),
              onError: (error) =>
                toast({ title: "Failed to revoke invite", description: errorMessage(error), variant: "destructive" }),
            })
          }
        >
          <Unlink size={16} aria-hidden /> Revoke Link
        </Button>
      )}
    </div>
  );
}
