export interface FriendRow {
  id: number;
  username: string;
  discriminator: string;
  avatar: string | null;
  shared_server: number;
  shared_project: number;
}

/**
 * Users of this app `userId` may share with, excluding the user themselves: people in a Discord server
 * with them (the `guilds` scope at sign-in) and people who chose them or whom they chose: members of
 * their projects (however they came in), owners who shared a project with them directly, and
 * co-members where both memberships were direct shares. A membership from an invite link reaches
 * nobody: anyone holding a link would otherwise become a friend of every member and could push
 * projects onto them.
 */
export async function listFriends(db: D1Database, userId: number): Promise<FriendRow[]> {
  const { results } = await db
    .prepare(
      `with server_mates as (
         select distinct other.user_id as id from user_guilds mine
         join user_guilds other on other.guild_id = mine.guild_id
         where mine.user_id = ?1 and other.user_id != ?1
       ),
       project_mates as (
         select s.user_id as id from project_shares s join projects p on p.id = s.project_id where p.owner_id = ?1
         union
         select p.owner_id from project_shares s join projects p on p.id = s.project_id
         where s.user_id = ?1 and s.joined_via = 'share'
         union
         select other.user_id from project_shares mine
         join project_shares other on other.project_id = mine.project_id
         where mine.user_id = ?1 and mine.joined_via = 'share' and other.joined_via = 'share'
       )
       select u.id, u.username, u.discriminator, u.avatar,
         exists(select 1 from server_mates sm where sm.id = u.id) as shared_server,
         exists(select 1 from project_mates pm where pm.id = u.id) as shared_project
       from users u
       where u.id != ?1 and (u.id in (select id from server_mates) or u.id in (select id from project_mates))
       order by u.username collate nocase`,
    )
    .bind(userId)
    .all<FriendRow>();
  return results;
}
