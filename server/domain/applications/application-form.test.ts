import { describe, expect, it } from 'vitest';
import { houseRuleClashes, profileHints } from '#common/application-form.ts';
import { parseLandlordQuery } from './applications.schemas.ts';

describe('application form rules', () => {
  const full = {
    name: 'Guðrún Jónsdóttir',
    bio: 'Hjúkrunarfræðingur.',
    phone: '+3546123456',
    email_confirmed: true,
    kennitala_on_file: true,
    paycheck_count: 2,
  };

  it('hints at what a thin profile lacks, and nothing for a full one', () => {
    expect(profileHints(full)).toEqual([]);
    expect(profileHints({ ...full, bio: null, phone: null, kennitala_on_file: false, paycheck_count: 0 })).toEqual([
      'bio',
      'phone',
      'kennitala',
      'paychecks',
    ]);
  });

  it('says when the household clashes with the house rules', () => {
    const rules = { pets_allowed: false, max_occupants: 2 };
    expect(houseRuleClashes({ adults: 2, children: 0, pets: false }, rules)).toEqual([]);
    expect(houseRuleClashes({ adults: 2, children: 1, pets: true }, rules)).toEqual(['pets', 'occupants']);
    // Rules the landlord didn't set never clash.
    expect(houseRuleClashes({ adults: 9, children: 3, pets: true }, { pets_allowed: null, max_occupants: null })).toEqual([]);
    expect(houseRuleClashes({ adults: 1, children: 0, pets: true }, { pets_allowed: true, max_occupants: 1 })).toEqual([]);
  });

  it('reads the landlord list query leniently: what does not parse is ignored', () => {
    expect(parseLandlordQuery(new URLSearchParams('status=viewed&sort=income&page=2&listing=abc'))).toEqual({
      listing: 'abc',
      status: 'viewed',
      sort: 'income',
      page: 2,
    });
    // The defaults: every listing and status, newest first, the first page.
    expect(parseLandlordQuery(new URLSearchParams('status=bogus&sort=price&page=-3'))).toEqual({
      listing: undefined,
      status: undefined,
      sort: 'newest',
      page: 1,
    });
  });
});
