import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '#server/auth/passwords.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireActor } from '../access/authorize.ts';
import type { Scope, ServiceContext } from '../context.ts';
import { toUserDto, type UserDto } from './users.dto.ts';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normaliseEmail(email)))
    .limit(1);
  return row;
}

/** The signed-in user's own record. */
export async function getCurrentUser(ctx: ServiceContext): Promise<UserDto> {
  const { userId } = requireActor(ctx);
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('unauthorized');
  return toUserDto(row);
}

/** Used by the seed and, later, by sign-up. */
export async function createUser(
  db: Db,
  input: { email: string; password: string; name: string; locale?: string; scope?: Scope[]; confirmedAt?: Date | null },
): Promise<UserDto> {
  const [row] = await db
    .insert(users)
    .values({
      email: normaliseEmail(input.email),
      passwordHash: await hashPassword(input.password),
      name: input.name,
      locale: input.locale ?? 'is',
      scope: input.scope ?? ['user'],
      emailConfirmedAt: input.confirmedAt ?? null,
    })
    .returning();
  return toUserDto(row);
}
