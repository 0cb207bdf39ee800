/** Shapes from the spec's section 3, as the API sends them (camelCase, ISO dates, integer ids). */
export interface Project {
  id: number;
  name: string;
  description: string | null;
  status: string;
  textureCount: number;
  createdAt: string;
  updatedAt: string;
  /** Present when the API tells the caller's role; absent means "treat as owner-only actions hidden". */
  role?: "owner" | "edit" | "view";
  ownerId?: number | string;
  /** The owner as members see them: the API sends an avatar address, never their Discord id. */
  owner?: { username: string; avatarUrl?: string | null };
}

export interface ProjectShare {
  id: number;
  projectId: number;
  sharedWithUserId: number | string;
  permission: "view" | "edit";
  joinedAt: string;
  username?: string;
  /** Who it is for; the API sends the avatar's address, never another member's Discord id. */
  user?: { username: string; avatarUrl?: string | null };
  /** Only in the share call's answer: the role the person had before it (null: newly shared). */
  previousPermission?: "view" | "edit" | null;
}

export interface Invite {
  inviteCode: string;
  inviteUrl?: string;
  expiresAt: string;
  usedCount?: number;
}

export interface DiscordFriend {
  id: number | string;
  username: string;
  discriminator?: string | null;
  /** Built by the API (Discord's CDN, 64 px); null when they have no avatar. */
  avatarUrl?: string | null;
  status?: "online" | "idle" | "dnd" | (string & {});
}

export interface ProjectFile {
  id: number | string;
  name: string;
  type: "folder" | "file";
  status: string;
  size: number;
  validationScore?: number | null;
  preview?: string | null;
  errorMessage?: string | null;
  lastModified?: string;
  path: string;
  /** "converted" when a conversion wrote the file, "uploaded" when a person added it. */
  origin?: "converted" | "uploaded";
}

export interface ActivityItem {
  id: number | string;
  /** What happened (created, renamed, files_added, shared, joined ...) and the sentence for it. */
  kind?: string;
  detail?: string;
  type?: string;
  action?: string;
  message?: string;
  description?: string;
  createdAt?: string;
  timestamp?: string;
  username?: string;
}

export interface ProjectInput {
  name: string;
  description: string;
}

/** The name rule of section 5: not blank after trimming. Returns the message to show, or null. */
export function validateProjectName(name: string): string | null {
  return name.trim() ? null : "Project name is required";
}
