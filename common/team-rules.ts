// Teams (letting agencies): the rules shared by the server, the pages and the API client.
// The rules we chose are written down in docs/rules/teams.md.

import { isCompanyKennitala, isValidKennitala, kennitalaDigits } from './kennitala.ts';

export const TEAM_ROLES = ['owner', 'admin', 'agent', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export function isTeamRole(value: unknown): value is TeamRole {
  return typeof value === 'string' && (TEAM_ROLES as readonly string[]).includes(value);
}

/** unverified -> pending -> verified | rejected; a rejected team may send documents again (pending). */
export const TEAM_VERIFICATION_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type TeamVerificationStatus = (typeof TEAM_VERIFICATION_STATUSES)[number];

/** A sub-entity (another kennitala the team acts for): pending -> verified | rejected. */
export const SUB_ENTITY_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type SubEntityStatus = (typeof SUB_ENTITY_STATUSES)[number];

/**
 * Optional services a team switches on (/teams/{slug}/services/other). Each changes what the
 * product does for the team's listings:
 * - open_houses: the team's listings take open-house registrations;
 * - viewing_requests: tenants may ask for a private viewing of the team's listings;
 * - application_auto_reply: the auto-reply of a listing group is sent when an application arrives.
 */
export const TEAM_SERVICES = ['open_houses', 'viewing_requests', 'application_auto_reply'] as const;
export type TeamService = (typeof TEAM_SERVICES)[number];
/** What a new team has switched on. */
export const DEFAULT_TEAM_SERVICES: readonly TeamService[] = ['open_houses', 'viewing_requests', 'application_auto_reply'];

export const TEAM_NAME_MAX = 80;
export const SLUG_MIN = 3;
export const SLUG_MAX = 40;
/** Paths under /teams that are pages, not teams. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(['create', 'invites', 'new', 'admin', 'api', 'settings', 'man']);

/** Teams one person may create (a letting agency rarely needs more; stops junk). */
export const MAX_TEAMS_CREATED = 5;
/** Members of one team, pending invitations included. */
export const MAX_TEAM_MEMBERS = 100;
/** Listing groups (application form settings) per team. */
export const MAX_LISTING_GROUPS = 50;
/** Questions in one listing group's form. */
export const MAX_GROUP_QUESTIONS = 10;
export const MAX_QUESTION_LENGTH = 300;
export const MAX_AUTO_REPLY_LENGTH = 2000;
/** Sub-entities per team. */
export const MAX_SUB_ENTITIES = 50;
/** Verification documents per team. */
export const MAX_TEAM_DOCUMENTS = 20;
export const MAX_NOTE_LENGTH = 4000;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Icelandic and other Latin letters folded to ASCII for a slug. */
const FOLD: Record<string, string> = { þ: 'th', æ: 'ae', ð: 'd', ö: 'o', ø: 'o', ß: 'ss', ł: 'l', đ: 'd' };

/** A slug made from a team name: "Leiguþjónusta Reykjavíkur ehf." -> "leiguthjonusta-reykjavikur-ehf". */
export function slugify(name: string): string {
  const folded = name
    .toLowerCase()
    .replace(/[þæðöøßłđ]/g, (c) => FOLD[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  return folded
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
}

/** Why a slug can't be used, or null when it can. */
export function slugProblem(slug: string): 'too_short' | 'too_long' | 'invalid' | 'reserved' | null {
  if (slug.length < SLUG_MIN) return 'too_short';
  if (slug.length > SLUG_MAX) return 'too_long';
  if (!SLUG_PATTERN.test(slug)) return 'invalid';
  if (RESERVED_SLUGS.has(slug)) return 'reserved';
  return null;
}

/** Candidates to suggest when a slug is taken: slug-2, slug-3, … (cut so they stay within SLUG_MAX). */
export function slugCandidates(slug: string, count = 8): string[] {
  return Array.from({ length: count }, (_, i) => {
    const suffix = `-${i + 2}`;
    return slug.slice(0, SLUG_MAX - suffix.length).replace(/-+$/g, '') + suffix;
  });
}

/** A company kennitala: ten digits with a valid checksum and a company's day (41-71); null when not. */
export function companyKennitala(value: string): string | null {
  const digits = kennitalaDigits(value);
  if (!digits || !isValidKennitala(digits) || !isCompanyKennitala(digits)) return null;
  return digits;
}

/** Roles one may give or take, by one's own role: owners all; admins all but owner. */
export function assignableRoles(actorRole: TeamRole): readonly TeamRole[] {
  if (actorRole === 'owner') return TEAM_ROLES;
  if (actorRole === 'admin') return ['admin', 'agent', 'viewer'];
  return [];
}
