import { describe, expect, it } from 'vitest';
import { chooseLandlordRecipients } from './landlord-recipients.ts';

const personal = { id: 'l1', ownerUserId: 'owner', ownerTeamId: null, createdBy: 'owner' };
const team = { id: 'l2', ownerUserId: null, ownerTeamId: 't1', createdBy: 'anna' };
const members = [
  { userId: 'olafur', role: 'owner' as const },
  { userId: 'sigga', role: 'admin' as const },
  { userId: 'anna', role: 'agent' as const },
  { userId: 'jon', role: 'agent' as const },
  { userId: 'vala', role: 'viewer' as const },
];

describe('chooseLandlordRecipients', () => {
  it('tells the owner of a personal listing, whoever made it', () => {
    expect(chooseLandlordRecipients(personal, members, ['anna'])).toEqual(['owner']);
  });

  it('tells a team listing’s assignees who still work for the team', () => {
    expect(chooseLandlordRecipients(team, members, ['jon', 'sigga'])).toEqual(['jon', 'sigga']);
  });

  it('leaves out assignees who left the team or only read, and repeats no one', () => {
    expect(chooseLandlordRecipients(team, members, ['gone', 'vala', 'jon', 'jon'])).toEqual(['jon']);
  });

  it('without working assignees, tells the creator if still a working member', () => {
    expect(chooseLandlordRecipients(team, members, ['gone'])).toEqual(['anna']);
  });

  it('tells the owners and admins when the creator left or became a viewer', () => {
    const left = members.filter((m) => m.userId !== 'anna');
    expect(chooseLandlordRecipients(team, left, [])).toEqual(['olafur', 'sigga']);
    const demoted = members.map((m) => (m.userId === 'anna' ? { ...m, role: 'viewer' as const } : m));
    expect(chooseLandlordRecipients(team, demoted, [])).toEqual(['olafur', 'sigga']);
  });

  it('tells nobody on a listing with no owner', () => {
    expect(chooseLandlordRecipients({ id: 'x', ownerUserId: null, ownerTeamId: null, createdBy: 'a' }, [], [])).toEqual([]);
  });
});
