import { Send } from "lucide-react";
import { useState } from "react";
import { Avatar } from "../../../../components/Avatar";
import { Button, buttonClass } from "../../../../components/Button";
import { Loading } from "../../../../components/Card";
import { DiscordIcon } from "../../../../components/DiscordIcon";
import { TextAreaField } from "../../../../components/Field";
import { toast } from "../../../../components/toast";
import { errorMessage, HttpError } from "../../../../lib/api-client";
import { signInUrl, useCurrentUser } from "../../../../lib/auth";
import { useAccessByUser } from "../../api/access-by-user";
import { useFriends, useShareProject } from "../../api/sharing";
import type { Project } from "../../api/types";
import { shareOutcomeText } from "../../lib/share-outcome";

/** Presence words for the dot's tooltip; the API sends "other" when it cannot know, and no dot is shown. */
const PRESENCE_WORDS: Record<string, string> = { online: "Online", idle: "Away", dnd: "Do not disturb" };

/**
 * Pick people from your Discord servers, a permission and an optional message, then share. People who
 * already have access say which, since sharing again with another permission changes their role.
 */
export function ShareWithFriends({ project }: { project: Project }) {
  const { signedIn } = useCurrentUser();
  const friends = useFriends(signedIn);
  const share = useShareProject();
  const access = useAccessByUser(project.id, signedIn);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [permission, setPermission] = useState<"view" | "edit">("view");
  const [message, setMessage] = useState("");

  const needsDiscord = !signedIn || (friends.error instanceof HttpError && friends.error.status === 401);
  if (needsDiscord) {
    return (
      <div className="connect-discord">
        <h3 className="subheading">Share with Discord friends</h3>
        <p className="muted small">Connect Discord to see the people you can share with.</p>
        <a className={buttonClass({ variant: "primary", size: "sm" })} href={signInUrl}>
          <DiscordIcon size={16} /> Connect Discord
        </a>
      </div>
    );
  }

  function toggle(id: string) {
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function submit() {
    if (selected.size === 0) {
      toast({
        title: "No Users Selected",
        description: "Please select at least one user to share with.",
        variant: "destructive",
      });
      return;
    }
    const list = friends.data?.friends ?? [];
    const userIds = list.filter((friend) => selected.has(String(friend.id))).map((friend) => friend.id);
    share.mutate(
      { projectId: project.id, userIds, permission, message },
      {
        onSuccess: (people) => {
          toast({ title: "Project Shared", description: shareOutcomeText(project.name, people, permission) });
          setSelected(new Set());
          setMessage("");
        },
        onError: (error) => toast({ title: "Share Failed", description: errorMessage(error), variant: "destructive" }),
      },
    );
  }

  const list = friends.data?.friends ?? [];
  return (
    <fieldset className="share-friends">
      <legend className="subheading">Share with Discord friends</legend>
      <p className="muted small">
        {friends.data?.note ??
          "Discord does not give apps your friend list, so this shows Greenhouse users who share a Discord server with you and people you already work with."}
      </p>
      {friends.isPending ? (
        <Loading label="Loading friends" />
      ) : friends.isError ? (
        <p className="field-error">{errorMessage(friends.error)}</p>
      ) : list.length === 0 ? (
        // Permission, Message and a big Share Project over an empty picker only led to "No Users
        // Selected"; the invite link below is the way in, so it is left as the one action.
        <p className="muted small">Nobody to pick yet. Invite people with a link below.</p>
      ) : (
        <>
          <ul className="friend-list">
            {list.map((friend) => {
              const id = String(friend.id);
              return (
                <li key={id}>
                  <label className="friend">
                    <input type="checkbox" checked={selected.has(id)} onChange={() => toggle(id)} />
                    <Avatar name={friend.username} src={friend.avatarUrl ?? null} size={28} />
                    <span className="person-name">{friend.username}</span>
                    {friend.status && PRESENCE_WORDS[friend.status] && (
                      // Decorative: the word is in the tooltip, not in the checkbox's name.
                      <span
                        className={`presence presence-${friend.status}`}
                        title={PRESENCE_WORDS[friend.status]}
                        aria-hidden
                      />
                    )}
                    {access.has(id) && (
                      <span className="friend-access muted small">
                        {access.get(id) === "edit" ? "Can edit" : "Can view"}
                      </span>
                    )}
                  </label>
                </li>
              );
            })}
          </ul>
          <div className="field">
            <label htmlFor="share-permission">Permission</label>
            <select
              id="share-permission"
              className="input"
              value={permission}
              onChange={(event) => setPermission(event.target.value as "view" | "edit")}
            >
              <option value="view">Can view and download</option>
              <option value="edit">Can edit textures</option>
            </select>
          </div>
          <TextAreaField
            label="Message (optional)"
            value={message}
            maxLength={500}
            placeholder="Say what you would like them to look at"
            onChange={(event) => setMessage(event.target.value)}
          />
          <Button variant="primary" onClick={submit} busy={share.isPending} className="full-width">
            <Send size={16} aria-hidden /> Share Project
          </Button>
        </>
      )}
    </fieldset>
  );
}
