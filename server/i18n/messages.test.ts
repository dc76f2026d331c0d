import { describe, expect, it } from 'vitest';
import { messagesFor, translate } from './messages.ts';

describe('messages', () => {
  it('keeps lists as lists when filling in from Icelandic', () => {
    const pages = messagesFor('en').pages as { about: { sections: unknown } };
    expect(Array.isArray(pages.about.sections)).toBe(true);
  });

  it('translates API messages with Icelandic as the fallback', () => {
    expect(translate('en', 'errors:codes.not_found')).toBe('Not found.');
    expect(translate('is', 'errors:codes.not_found')).toBe('Fannst ekki.');
    expect(translate('pl', 'errors:no.such.key')).toBe('errors:no.such.key');
  });
});
