import { describe, expect, it } from 'vitest';
import { memberRoleSchema, teamCreateSchema, teamInvitationSchema, teamUpdateSchema } from './teams.schemas.ts';

function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

describe('teamCreateSchema', () => {
  it('takes a name, a slug (lower-cased) and a company kennitala with or without its hyphen', () => {
    const parsed = teamCreateSchema.parse({ name: ' Leiguliðar ehf. ', slug: 'Leigu-Lidar', companyKennitala: '530269-1249' });
    expect(parsed).toEqual({ name: 'Leiguliðar ehf.', slug: 'leigu-lidar', companyKennitala: '5302691249' });
  });

  it('refuses a person’s kennitala, a wrong checksum, a reserved or malformed slug', () => {
    expect(fieldErrors(teamCreateSchema.safeParse({ name: 'A ehf.', slug: 'ok-slug', companyKennitala: '010130-2989' }))).toEqual(
      {
        companyKennitala: 'company_kennitala_invalid',
      },
    );
    expect(fieldErrors(teamCreateSchema.safeParse({ name: 'A ehf.', slug: 'ok-slug', companyKennitala: '530269-1239' }))).toEqual(
      {
        companyKennitala: 'company_kennitala_invalid',
      },
    );
    expect(fieldErrors(teamCreateSchema.safeParse({ name: 'A ehf.', slug: 'create', companyKennitala: '5302691249' }))).toEqual({
      slug: 'slug_reserved',
    });
    expect(fieldErrors(teamCreateSchema.safeParse({ name: 'A ehf.', slug: 'a--b', companyKennitala: '5302691249' }))).toEqual({
      slug: 'slug_invalid',
    });
    expect(fieldErrors(teamCreateSchema.safeParse({ name: 'A', slug: 'ab', companyKennitala: '' }))).toEqual({
      name: 'too_short',
      slug: 'too_short',
      companyKennitala: 'required',
    });
  });
});

describe('teamUpdateSchema', () => {
  it('stores the phone as E.164 (+354 by default), adds https:// to a website, clears empty fields', () => {
    expect(
      teamUpdateSchema.parse({
        name: 'Leiguliðar',
        description: '',
        contactEmail: '',
        contactPhone: '581 2345',
        website: 'leigulidar.is',
      }),
    ).toEqual({
      name: 'Leiguliðar',
      description: undefined,
      contactEmail: undefined,
      contactPhone: '+3545812345',
      website: 'https://leigulidar.is/',
    });
  });

  it('refuses a bad email, phone and website', () => {
    expect(
      fieldErrors(
        teamUpdateSchema.safeParse({ name: 'Leiguliðar', contactEmail: 'nei', contactPhone: '12', website: 'ekki vefur' }),
      ),
    ).toEqual({ contactEmail: 'email_invalid', contactPhone: 'phone_invalid', website: 'url_invalid' });
  });
});

describe('roles in forms', () => {
  it('knows only the four roles', () => {
    expect(memberRoleSchema.safeParse({ role: 'agent' }).success).toBe(true);
    expect(fieldErrors(memberRoleSchema.safeParse({ role: 'boss' }))).toEqual({ role: 'invalid' });
    expect(fieldErrors(teamInvitationSchema.safeParse({ email: 'a@b.is', role: 'boss' }))).toEqual({ role: 'invalid' });
  });
});
