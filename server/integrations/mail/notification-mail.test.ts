import { describe, expect, it } from 'vitest';
import { eventExists } from '../../i18n/notification-text.ts';
import { renderNotificationMail } from './notification-mail.ts';

describe('notification mail', () => {
  const input = {
    name: "Ó'Neil <script>",
    event: 'invitation_received',
    params: { name: '"><img src=x onerror=alert(1)>' },
    url: 'https://heimaleiga.is/account/household?a=1&b=2',
    settingsUrl: 'https://heimaleiga.is/account/notifications',
  };

  it('escapes every value in the HTML and keeps the text plain', () => {
    const mail = renderNotificationMail('en', 'a@example.is', input);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('href="https://heimaleiga.is/account/household?a=1&amp;b=2"');
    expect(mail.text).toContain('"><img src=x onerror=alert(1)> has sent you an invitation');
    expect(mail.subject).toBe('You have an invitation from "><img src=x onerror=alert(1)>');
  });

  it('is written in the language asked for, with the settings link in the footer', () => {
    for (const [locale, words] of [
      ['is', 'Breyta tilkynningastillingum'],
      ['en', 'Change notification settings'],
      ['uk', 'Змінити налаштування сповіщень'],
      ['pl', 'Zmień ustawienia powiadomień'],
    ] as const) {
      const mail = renderNotificationMail(locale, 'a@example.is', input);
      expect(mail).toMatchObject({ kind: 'notification', locale, to: 'a@example.is' });
      expect(mail.html).toContain(`<html lang="${locale}">`);
      expect(mail.html).toContain(`href="https://heimaleiga.is/account/notifications"`);
      expect(mail.html).toContain(words);
      expect(mail.text).toContain(`${words}: https://heimaleiga.is/account/notifications`);
    }
  });

  it('leaves the button out when there is nothing to open', () => {
    const mail = renderNotificationMail('is', 'a@example.is', { ...input, event: 'welcome', url: null });
    expect(mail.subject).toBe('Velkomin á Heimaleigu');
    expect(mail.html).not.toContain('/account/household');
    expect(mail.text).not.toContain('Skoða:');
  });

  it('knows which events have text', () => {
    for (const event of ['welcome', 'invitation_received', 'invitation_accepted', 'invitation_declined']) {
      expect(eventExists(event), event).toBe(true);
    }
    expect(eventExists('nope')).toBe(false);
    expect(eventExists('constructor')).toBe(false);
  });
});
