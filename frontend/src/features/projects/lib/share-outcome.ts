export type Permission = "view" | "edit";

/** Someone a share request covered, and the role they had before it (null: they had no access). */
export interface SharedPerson {
  username: string;
  previousPermission: Permission | null;
}

/** "a", "a and b", "a, b and c", "a, b and 3 others". */
export function nameList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  if (names.length > 3) return `${names.slice(0, 2).join(", ")} and ${names.length - 2} others`;
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * The 'Project Shared' toast's sentence: who was newly given access with which role, whose role
 * changed, and who already had it, since one request can do all three (a role change used to read
 * "now shared with 1 person").
 */
export function shareOutcomeText(projectName: string, people: readonly SharedPerson[], permission: Permission): string {
  const role = permission === "edit" ? "can edit" : "can view";
  const added = people.filter((person) => person.previousPermission === null);
  const changed = people.filter(
    (person) => person.previousPermission !== null && person.previousPermission !== permission,
  );
  const kept = people.filter((person) => person.previousPermission === permission);
  const has = (group: readonly SharedPerson[]) => (group.length === 1 ? "has" : "have");
  const names = (group: readonly SharedPerson[]) => nameList(group.map((person) => person.username));
  const sentences: string[] = [];
  if (added.length > 0) sentences.push(`${projectName} is now shared with ${names(added)} (${role}).`);
  if (changed.length > 0) {
    const before = permission === "edit" ? "view" : "edit";
    sentences.push(
      `${names(changed)} now ${has(changed)} ${permission} access to ${projectName} instead of ${before}.`,
    );
  }
  if (kept.length > 0) sentences.push(`${names(kept)} already ${has(kept)} ${permission} access.`);
  return sentences.join(" ");
}
