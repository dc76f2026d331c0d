import { describe, expect, it } from 'vitest';
import { inflectName, nameInCase, onDay } from './inflection.ts';

describe('inflectName', () => {
  it.each([
    ['Sigurður Ólafsson', 'Sigurð Ólafsson', 'Sigurði Ólafssyni', 'Sigurðar Ólafssonar'],
    ['Jón Einarsson', 'Jón Einarsson', 'Jóni Einarssyni', 'Jóns Einarssonar'],
    ['Guðrún Jónsdóttir', 'Guðrúnu Jónsdóttur', 'Guðrúnu Jónsdóttur', 'Guðrúnar Jónsdóttur'],
    ['Helga Björnsdóttir', 'Helgu Björnsdóttur', 'Helgu Björnsdóttur', 'Helgu Björnsdóttur'],
    ['Katrín Magnúsdóttir', 'Katrínu Magnúsdóttur', 'Katrínu Magnúsdóttur', 'Katrínar Magnúsdóttur'],
    ['Anna María Jónsdóttir', 'Önnu Maríu Jónsdóttur', 'Önnu Maríu Jónsdóttur', 'Önnu Maríu Jónsdóttur'],
    ['Björn Pétursson', 'Björn Pétursson', 'Birni Péturssyni', 'Bjarnar Péturssonar'],
    ['Árni Guðmundsson', 'Árna Guðmundsson', 'Árna Guðmundssyni', 'Árna Guðmundssonar'],
    ['Sigríður Halldórsdóttir', 'Sigríði Halldórsdóttur', 'Sigríði Halldórsdóttur', 'Sigríðar Halldórsdóttur'],
    ['Ingibjörg Sveinsdóttir', 'Ingibjörgu Sveinsdóttur', 'Ingibjörgu Sveinsdóttur', 'Ingibjargar Sveinsdóttur'],
    ['Þorsteinn Gunnarsson', 'Þorstein Gunnarsson', 'Þorsteini Gunnarssyni', 'Þorsteins Gunnarssonar'],
  ])('%s', (name, acc, dat, gen) => {
    expect(inflectName(name, 'acc')).toBe(acc);
    expect(inflectName(name, 'dat')).toBe(dat);
    expect(inflectName(name, 'gen')).toBe(gen);
  });

  it('inflects a lone given name it knows', () => {
    expect(inflectName('Sigurður', 'acc')).toBe('Sigurð');
    expect(inflectName('Guðrún', 'dat')).toBe('Guðrúnu');
    expect(inflectName('Jón', 'gen')).toBe('Jóns');
  });

  it('leaves foreign names, family names and unknown given names alone', () => {
    for (const name of [
      'Oksana Kovalenko',
      'Anna Nowak',
      'Oksana',
      'Nowak',
      'Jón Thoroddsen',
      'Xzy Jónsson',
      'Jónsdóttir',
      'Anna-María Jónsdóttir',
      'J. Jónsson',
      '',
    ]) {
      expect(inflectName(name, 'acc'), name).toBeNull();
      expect(inflectName(name, 'dat'), name).toBeNull();
      expect(nameInCase(name, 'gen')).toBe(name);
    }
  });

  it('gives the form, or the name as it is', () => {
    expect(nameInCase('Helga Björnsdóttir', 'acc')).toBe('Helgu Björnsdóttur');
    expect(nameInCase('Oksana Kovalenko', 'acc')).toBe('Oksana Kovalenko');
  });
});

describe('onDay', () => {
  it('puts a leading weekday in the accusative', () => {
    expect(onDay('föstudagur 27. nóvember 2026 kl. 14:00')).toBe('föstudaginn 27. nóvember 2026 kl. 14:00');
    expect(onDay('Þriðjudagur 1. desember')).toBe('Þriðjudaginn 1. desember');
    expect(onDay('mánudagur')).toBe('mánudaginn');
  });

  it('leaves anything else alone', () => {
    expect(onDay('27. nóvember 2026')).toBe('27. nóvember 2026');
    expect(onDay('Friday 27 November 2026')).toBe('Friday 27 November 2026');
    expect(onDay('föstudaginn 27. nóvember')).toBe('föstudaginn 27. nóvember');
  });
});
