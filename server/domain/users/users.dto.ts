import type { users } from '#server/db/schema/users.ts';
import type { Scope } from '../context.ts';
import { avatarUrl } from './avatar-keys.ts';

/** The user object as GET /api/auth/user/ returns it: the object itself, no wrapper. */
export interface UserDto {
  id: string;
  email: string;
  name: string;
  locale: string;
  scope: Scope[];
  email_confirmed: boolean;
  email_confirmed_at: string | null;
  created_at: string;
  /** The square WebP picture, or null (pages then show the initials). */
  avatar_url: string | null;
}

export function toUserDto(row: typeof users.$inferSelect): UserDto {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    locale: row.locale,
    scope: row.scope as Scope[],
    email_confirmed: row.emailConfirmedAt !== null,
    email_confirmed_at: row.emailConfirmedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    avatar_url: avatarUrl(row.avatarKey),
  };
}
