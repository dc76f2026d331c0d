import type { i18n, PostProcessorModule } from 'i18next';
import { inflectName, NAME_CASES, onDay } from '#common/inflection.ts';

// Names in sentences (common/inflection.ts): an Icelandic message writes "Samtal við {{name, acc}}",
// and where the name can't be inflected with confidence the message's "_plain" form is used
// instead ("Samtal: {{name}}"), found as i18next's context "plain". A formatter marks a name it
// could not inflect; this post-processor sees the mark and translates the key again in context.
// "{{when, on}}" puts a date's weekday in the case a sentence about a day needs.

const UNSURE = '\u2063';

export const namesPostProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: 'names',
  process(value, key, options, translator) {
    if (typeof value !== 'string' || !value.includes(UNSURE)) return value;
    const plain = options.context === 'plain' ? value : translator.translate(key, { ...options, context: 'plain' });
    return String(plain).replaceAll(UNSURE, '');
  },
};

/** Registers acc, dat and gen (names) and on (a date after "on") on an initialised instance. */
export function addNameFormats(instance: i18n): void {
  for (const nameCase of NAME_CASES) {
    instance.services.formatter?.add(nameCase, (value: unknown) => {
      const name = String(value);
      return inflectName(name, nameCase) ?? `${UNSURE}${name}`;
    });
  }
  instance.services.formatter?.add('on', (value: unknown) => onDay(String(value)));
}
