import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  allowedApplicationActions,
  isOpenApplication,
  nextApplicationStatus,
} from './application-rules.ts';

describe('application lifecycle', () => {
  it('moves forward from submitted to a decision', () => {
    expect(nextApplicationStatus('submitted', 'view')).toBe('viewed');
    expect(nextApplicationStatus('viewed', 'shortlist')).toBe('shortlisted');
    expect(nextApplicationStatus('shortlisted', 'accept')).toBe('accepted');
    expect(nextApplicationStatus('shortlisted', 'decline')).toBe('declined');
  });

  it('does not go back: a shortlisted application is not merely viewed again', () => {
    expect(nextApplicationStatus('shortlisted', 'view')).toBeNull();
    expect(nextApplicationStatus('viewed', 'view')).toBeNull();
  });

  it('lets the tenant withdraw only while it is open', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(nextApplicationStatus(status, 'withdraw') !== null).toBe(isOpenApplication(status));
    }
  });

  it('ends for good once declined, withdrawn or closed', () => {
    for (const status of ['declined', 'withdrawn', 'closed'] as const) {
      expect(allowedApplicationActions(status)).toEqual([]);
      expect(isOpenApplication(status)).toBe(false);
    }
  });
});
