import { describe, expect, it } from 'vitest';
import { messageFile, messagesFor, messageUrls, parseMessagePath, translate } from './messages.ts';

describe('messages', () => {
  it('fills in a missing key from Icelandic', () => {
    expect(messagesFor('en').common).toEqual(expect.objectContaining({ brand: expect.objectContaining({ name: 'Heimaleiga' }) }));
  });

  it('serves each namespace at a URL that changes with its content', () => {
    const is = messageFile('is', 'common');
    const en = messageFile('en', 'common');
    expect(is?.url).toMatch(/^\/locales\/is\/common\.[0-9a-f]{12}\.json$/);
    expect(en?.hash).not.toBe(is?.hash);
    expect(JSON.parse(is?.json ?? '{}')).toEqual(messagesFor('is').common);
    expect(messageUrls('uk').common).toBe(messageFile('uk', 'common')?.url);
    expect(messageFile('is', 'no-such-namespace')).toBeNull();
    expect(parseMessagePath('uk', `common.${'a'.repeat(12)}.json`)).toEqual({ locale: 'uk', ns: 'common', hash: 'a'.repeat(12) });
    expect(parseMessagePath('xx', `common.${'a'.repeat(12)}.json`)).toBeNull();
    expect(parseMessagePath('is', '../common.json')).toBeNull();
  });

  it('translates API messages with Icelandic as the fallback', () => {
    expect(translate('en', 'errors:codes.not_found')).toBe('Not found.');
    expect(translate('is', 'errors:codes.not_found')).toBe('Fannst ekki.');
    expect(translate('pl', 'errors:no.such.key')).toBe('errors:no.such.key');
  });
});

describe('names in server messages', () => {
  it('puts an Icelandic name in its case, and uses the plain wording for a name it cannot inflect', () => {
    expect(translate('is', 'mail:team_invitation.ignore', { inviter: 'Guðrún Jónsdóttir' })).toContain(
      'Ef þú þekkir ekki Guðrúnu Jónsdóttur',
    );
    expect(translate('is', 'mail:team_invitation.ignore', { inviter: 'Oksana Kovalenko' })).toContain(
      'sendandann (Oksana Kovalenko)',
    );
    expect(translate('en', 'mail:team_invitation.ignore', { inviter: 'Guðrún Jónsdóttir' })).toContain('Guðrún Jónsdóttir');
  });
});
