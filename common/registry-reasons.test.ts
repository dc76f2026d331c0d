import { describe, expect, it } from 'vitest';
import en from '../locales/en/registry.json';
import is from '../locales/is/registry.json';
import pl from '../locales/pl/registry.json';
import uk from '../locales/uk/registry.json';
import { isCorrectableField, nextStepOf, REGISTRY_OWN_CODES, reasonKeys } from './registry-reasons.ts';

describe('registry refusals in words', () => {
  it('reads a code as the registry’s sentence, else the form rule’s message, else a general one: never the code', () => {
    expect(reasonKeys('registry_contract_unknown')).toEqual([
      'registry:reasons.registry_contract_unknown',
      'errors:fields.registry_contract_unknown',
      'registry:reasons.unknown',
    ]);
    expect(reasonKeys('contract_rent_too_low').at(-1)).toBe('registry:reasons.unknown');
  });

  it('has a sentence for each of the registry’s own codes in every language', () => {
    for (const locale of [is, en, uk, pl]) {
      for (const code of REGISTRY_OWN_CODES) expect(locale.reasons[code], code).toBeTruthy();
    }
  });

  it('sends the landlord side to the correction when the registry refused the property, else to staff or to wait', () => {
    const unit = { code: 'registry_fastanumer_unknown', field: 'units.0.fastanumer' };
    const rent = { code: 'contract_rent_too_low', field: 'rentIsk' };
    expect(nextStepOf({ kind: 'register', status: 'rejected', reasons: [unit] })).toBe('correct');
    expect(nextStepOf({ kind: 'register', status: 'rejected', reasons: [rent] })).toBe('staff');
    expect(nextStepOf({ kind: 'register', status: 'failed', reasons: [unit] })).toBe('wait');
    // A refused report of the ending is never corrected on the lease.
    expect(nextStepOf({ kind: 'terminate', status: 'rejected', reasons: [unit] })).toBe('staff');
    expect(isCorrectableField('address')).toBe(true);
    expect(isCorrectableField('units.1.rooms')).toBe(true);
    expect(isCorrectableField('parties.0.kennitala')).toBe(false);
    expect(isCorrectableField(null)).toBe(false);
  });
});
