import { Check, Copy, Link2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/Button";
import { Dialog, DialogContent } from "../../../components/Dialog";
import { toast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { copyText } from "../../../lib/clipboard";
import { formatDateTime } from "../../../lib/format";
import { inviteLink, inviteUseText, useActiveInvite } from "../../projects/api/sharing";
import type { Invite, Project } from "../../projects/api/types";
import { inviteLifetimes, useCreateTimedInvite } from "../api/project-invite";

/**
 * Share Project: pick a lifetime, generate a link, then copy the link or the code. As the spec says,
 * closing the dialog clears the generated link and Generate New Link returns to the option form; the
 * form says whether a link already works and how often it was used.
 */
export function ShareProjectDialog({
  project,
  open,
  onOpenChange,
}: {
  project: Project;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const create = useCreateTimedInvite(project.id);
  const active = useActiveInvite(project.id, open);
  const [hours, setHours] = useState<number>(24);
  const [invite, setInvite] = useState<Invite | null>(null);
  const close = (next: boolean) => {
    if (!next) setInvite(null);
    onOpenChange(next);
  };
  const generate = () =>
    create.mutate(hours, {
      onSuccess: (created) => {
        setInvite(created);
        toast({
          title: "Invite link generated!",
          description: "Share this link with other Discord users to give them access to your project.",
        });
      },
      onError: (error) =>
        toast({ title: "Failed to generate invite", description: errorMessage(error), variant: "destructive" }),
    });
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title="Share Project" description={`Invite people to “${project.name}” with a link.`}>
        <div className="pd-share">
          {invite ? (
            <>
              <p className="muted small">Expires {formatDateTime(invite.expiresAt)}</p>
              <CopyField label="Invite link" value={inviteLink(invite)} />
              <CopyField label="Invite code" value={invite.inviteCode} />
              <ol className="pd-share-steps small">
                <li>Send the link (or the code) to a friend on Discord.</li>
                <li>They open it and sign in with Discord.</li>
                <li>They join with view access; you can raise it to edit from the project page.</li>
              </ol>
              <Button variant="secondary" onClick={() => setInvite(null)}>
                <Link2 size={16} aria-hidden /> Generate New Link
              </Button>
            </>
          ) : (
            <>
              {active.data && (
                <p className="muted small" data-testid="active-invite">
                  A link already works until {formatDateTime(active.data.expiresAt)} (
                  {inviteUseText(active.data.usedCount).toLowerCase()}); a new one replaces it.
                </p>
              )}
              <label className="pd-share-row">
                <span>Link lifetime</span>
                <select
                  className="input"
                  value={hours}
                  onChange={(event) => setHours(Number(event.target.value))}
                  aria-label="Link lifetime"
                >
                  {inviteLifetimes.map((lifetime) => (
                    <option key={lifetime.hours} value={lifetime.hours}>
                      {lifetime.label}
                    </option>
                  ))}
                </select>
              </label>
              <Button variant="primary" busy={create.isPending} onClick={generate}>
                <Link2 size={16} aria-hidden /> Generate Link
              </Button>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function CopyField({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="copy-row">
      <input className="input mono" readOnly value={value} aria-label={label} onFocus={(e) => e.target.select()} />
      <Button
        variant="secondary"
        size="icon"
        aria-label={copied ? "Copied" : `Copy ${label.toLowerCase()}`}
        onClick={() =>
          copyText(value).then(
            () => {
              setCopied(true);
              setTimeout(() => setCopied(false), 2000);
              toast({ title: "Copied to clipboard!", description: `${label} ready to paste.` });
            },
            (error: unknown) =>
              toast({ title: "Copy failed", description: errorMessage(error), variant: "destructive" }),
          )
        }
      >
        {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
      </Button>
    </div>
  );
}
