import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  defaultChannels,
  isNotificationKind,
  NOTIFICATION_KINDS,
  resolvePreferences,
} from './notification-kinds.ts';

describe('notification kinds', () => {
  it('lists the kinds the issue names, plus invitations', () => {
    expect(NOTIFICATION_KINDS).toEqual([
      'messages',
      'applications',
      'contracts',
      'listings',
      'saved_searches',
      'invitations',
      'news',
    ]);
    expect(Object.keys(DEFAULT_PREFERENCES).sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });

  it('has everything on by default except news by email (opt-in)', () => {
    for (const kind of NOTIFICATION_KINDS) {
      expect(defaultChannels(kind).in_app, kind).toBe(true);
      expect(defaultChannels(kind).email, kind).toBe(kind !== 'news');
    }
  });

  it('hands out copies, so nobody can change the defaults', () => {
    const copy = defaultChannels('messages');
    copy.email = false;
    expect(DEFAULT_PREFERENCES.messages.email).toBe(true);
    expect(Object.isFrozen(DEFAULT_PREFERENCES)).toBe(true);
  });

  it('knows its kinds and nothing else', () => {
    expect(isNotificationKind('news')).toBe(true);
    expect(isNotificationKind('News')).toBe(false);
    expect(isNotificationKind('toString')).toBe(false);
    expect(isNotificationKind(undefined)).toBe(false);
  });

  it('lays stored choices over the defaults and ignores unknown kinds', () => {
    const resolved = resolvePreferences([
      { kind: 'news', email: true, inApp: false },
      { kind: 'messages', email: false, inApp: false },
      { kind: 'retired_kind', email: true, inApp: true },
    ]);
    expect(resolved.news).toEqual({ email: true, in_app: false });
    expect(resolved.messages).toEqual({ email: false, in_app: false });
    expect(resolved.contracts).toEqual({ email: true, in_app: true });
    expect(Object.keys(resolved)).toEqual([...NOTIFICATION_KINDS]);
    expect(resolvePreferences([])).toEqual(DEFAULT_PREFERENCES);
  });
});
