import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../context.ts';
import { readableConversations } from './scopes.ts';

// readableConversations: the SQL twin of can(conversation.read): participants, and team members
// whose role grants conversation.read on the conversation's team.

const dialect = new PgDialect();
const render = (actor: Actor) => dialect.sqlToQuery(readableConversations(actor));
const actor = (memberships: Actor['memberships'] = []): Actor => ({
  userId: '11111111-1111-4111-8111-111111111111',
  scope: ['user'],
  sessionId: '00000000-0000-0000-0000-000000000000',
  memberships,
});
const TEAM = '22222222-2222-4222-8222-222222222222';

describe('readableConversations', () => {
  it('is the participant check alone for a person in no team', () => {
    const { sql, params } = render(actor());
    expect(sql).toContain('"conversation_participants"');
    expect(sql).not.toContain('owner_team_id');
    expect(params).toEqual([actor().userId]);
  });

  it('adds the teams where the role grants reading (every team role does: agent, viewer)', () => {
    const viewer = render(actor([{ teamId: TEAM, slug: 'team', role: 'viewer' }]));
    expect(viewer.sql).toContain('"conversations"."owner_team_id" in');
    expect(viewer.params).toContain(TEAM);
    const agent = render(actor([{ teamId: TEAM, slug: 'team', role: 'agent' }]));
    expect(agent.params).toContain(TEAM);
  });
});
