import { describe, expect, it } from 'vitest';
import { contextHref, excerpt, isAttachmentType } from './inbox.ts';

describe('inbox rules', () => {
  it('cuts an excerpt to one line at a word', () => {
    expect(excerpt('Góðan dag,\n\ner  íbúðin laus?')).toBe('Góðan dag, er íbúðin laus?');
    const long = excerpt('orð '.repeat(100), 20);
    expect([...long]).toHaveLength(20);
    expect(long.endsWith('…')).toBe(true);
  });

  it('accepts pictures and PDF only', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'application/pdf']) expect(isAttachmentType(type)).toBe(true);
    for (const type of ['image/avif', 'image/heic', 'text/plain', null]) expect(isAttachmentType(type)).toBe(false);
  });

  it('links the context card to what each side can open', () => {
    const base = { listing_id: 'L', application_id: 'A', offer_id: 'O' };
    expect(contextHref({ ...base, kind: 'listing' }, 'tenant')).toBe('/listings/L');
    expect(contextHref({ ...base, kind: 'application' }, 'tenant')).toBe('/tenant/applications/A');
    expect(contextHref({ ...base, kind: 'application' }, 'landlord')).toBe('/landlord/applications/A');
    expect(contextHref({ ...base, kind: 'offer' }, 'tenant')).toBe('/account/offers/O');
    expect(contextHref({ ...base, kind: 'offer' }, 'landlord')).toBe('/landlord/offers/O');
    expect(contextHref({ listing_id: null, application_id: null, offer_id: null, kind: 'listing' }, 'tenant')).toBeNull();
  });
});
