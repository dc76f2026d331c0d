import { describe, expect, it } from 'vitest';
import {
  formFieldName,
  intentOf,
  isStepOf,
  neighbourHref,
  rowIntent,
  stepAfter,
  stepStates,
  summaryOf,
  type Wizard,
} from './step-form.ts';

const STEPS = ['one', 'two', 'three', 'summary'] as const;
type Step = (typeof STEPS)[number];

describe('the step-form engine rules', () => {
  it('knows its steps and its summary (the last)', () => {
    expect(isStepOf(STEPS, 'two')).toBe(true);
    expect(isStepOf(STEPS, 'four')).toBe(false);
    expect(isStepOf(STEPS, undefined)).toBe(false);
    expect(summaryOf(STEPS)).toBe('summary');
  });

  it('goes to the next step, the summary after the last, and back to the one before', () => {
    expect(stepAfter(STEPS, 'one', 'next', false)).toBe('two');
    expect(stepAfter(STEPS, 'three', 'next', false)).toBe('summary');
    expect(stepAfter(STEPS, 'summary', 'next', false)).toBe('summary');
    expect(stepAfter(STEPS, 'three', 'back', false)).toBe('two');
    expect(stepAfter(STEPS, 'summary', 'back', false)).toBe('three');
    expect(stepAfter(STEPS, 'one', 'back', false)).toBeNull();
  });

  it('returns to the summary when the step was opened from it, except on "Back"', () => {
    expect(stepAfter(STEPS, 'one', 'next', true)).toBe('summary');
    expect(stepAfter(STEPS, 'two', 'back', true)).toBe('one');
  });

  it('gives the addresses, with the page before the first step when the wizard has one', () => {
    const wizard: Wizard<Step> = { steps: STEPS, href: (s) => `/w/${s}` };
    expect(neighbourHref(wizard, 'one', 'next')).toBe('/w/two');
    expect(neighbourHref(wizard, 'two', 'next', true)).toBe('/w/summary');
    expect(neighbourHref(wizard, 'one', 'back')).toBe('/w/one');
    expect(neighbourHref({ ...wizard, beforeFirst: '/start' }, 'one', 'back')).toBe('/start');
    // A step's own intents (add a row, upload) save and go on like "next" unless the page says otherwise.
    expect(neighbourHref(wizard, 'one', 'add:tenant')).toBe('/w/two');
  });

  it('reads the intent: the step buttons win over a form own intent; none is "next"', () => {
    expect(intentOf(['upload', 'back'])).toBe('back');
    expect(intentOf(['upload', 'next'])).toBe('next');
    expect(intentOf(['upload'])).toBe('upload');
    expect(intentOf([])).toBe('next');
  });

  it('reads the row buttons', () => {
    expect(rowIntent('add:tenant')).toEqual({ add: 'tenant' });
    expect(rowIntent('remove:2')).toEqual({ remove: 2 });
    expect(rowIntent('next')).toBeNull();
    expect(rowIntent('remove:x')).toBeNull();
  });

  it('names fields as the form does', () => {
    expect(formFieldName('units.0.rooms')).toBe('units[0].rooms');
    expect(formFieldName('parties.12')).toBe('parties[12]');
    expect(formFieldName('rentIsk')).toBe('rentIsk');
  });
});

describe('the steps states', () => {
  it('says current, error (a wrong value), todo (something missing) or done; the summary is never done', () => {
    const found = (step: Step) => ({ wrong: step === 'two', missing: step === 'two' || step === 'three' });
    expect(stepStates(STEPS, 'one', found)).toEqual({ one: 'current', two: 'error', three: 'todo', summary: 'todo' });
    expect(stepStates(STEPS, 'summary', () => ({ wrong: false, missing: false }))).toEqual({
      one: 'done',
      two: 'done',
      three: 'done',
      summary: 'current',
    });
  });
});
