import { describe, expect, it } from 'vitest';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { createI18n } from '#app/lib/i18n.ts';

const messages = {
  inbox: {
    with: 'Samtal við {{name, acc}}',
    with_plain: 'Samtal: {{name}}',
    from: 'Ný skilaboð frá {{name, dat}}',
    items_one: '{{count}} skilaboð frá {{name, dat}}',
    items_other: '{{count}} skilaboð frá {{name, dat}}',
    items_plain_one: '{{name}}: {{count}} skilaboð',
    items_plain_other: '{{name}}: {{count}} skilaboð',
  },
};

describe('names in sentences', () => {
  const fixed = createI18n('is', messages).getFixedT('is', 'inbox');
  const t = (key: string, options: Record<string, unknown>) => tDynamic(fixed, key, options);

  it('puts a name it can inflect in the case the sentence needs', () => {
    expect(t('with', { name: 'Sigurður Ólafsson' })).toBe('Samtal við Sigurð Ólafsson');
    expect(t('from', { name: 'Guðrún Jónsdóttir' })).toBe('Ný skilaboð frá Guðrúnu Jónsdóttur');
    expect(t('items', { name: 'Jón Einarsson', count: 2 })).toBe('2 skilaboð frá Jóni Einarssyni');
  });

  it('uses the wording without a case for a name it cannot inflect', () => {
    expect(t('with', { name: 'Oksana Kovalenko' })).toBe('Samtal: Oksana Kovalenko');
    expect(t('items', { name: 'Anna Nowak', count: 1 })).toBe('Anna Nowak: 1 skilaboð');
  });

  it('leaves the name as it is where a message has no such wording', () => {
    expect(t('from', { name: 'Anna Nowak' })).toBe('Ný skilaboð frá Anna Nowak');
  });
});

describe('a day in a sentence', () => {
  it('puts the weekday in the accusative', () => {
    const fixed = createI18n('is', { inbox: { on: 'Skoðunin er {{when, on}}.' } }).getFixedT('is', 'inbox');
    expect(tDynamic(fixed, 'on', { when: 'föstudagur 27. nóvember 2026 kl. 14:00' })).toBe(
      'Skoðunin er föstudaginn 27. nóvember 2026 kl. 14:00.',
    );
  });
});
