// Cookie consent: necessary cookies always; marketing (the advertising pixel) only when accepted.
export const CONSENT_COOKIE = 'consent';
export const CONSENT_MAX_AGE_S = 180 * 24 * 3600;

export interface Consent {
  marketing: boolean;
}

export function parseConsent(value: string | null | undefined): Consent | null {
  if (value === 'marketing') return { marketing: true };
  if (value === 'necessary') return { marketing: false };
  return null;
}

export function serialiseConsent(consent: Consent): string {
  return consent.marketing ? 'marketing' : 'necessary';
}
