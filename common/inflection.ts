// Icelandic personal names in the case a sentence needs ("Samtal við Sigurð Ólafsson", "Ný skilaboð
// frá Guðrúnu Jónsdóttur"). Only what can be done with confidence: a known or regular given name,
// and a patronymic or matronymic (-son, -dóttir), which also tells the gender. Anything else (a
// foreign name, a family name, an unknown given name) gives null, and the message then uses its
// wording where the name stands in the nominative (app/lib/i18n.ts, server/i18n/messages.ts).

export type NameCase = 'acc' | 'dat' | 'gen';
export const NAME_CASES: readonly NameCase[] = ['acc', 'dat', 'gen'];

type Forms = readonly [acc: string, dat: string, gen: string];
type Gender = 'm' | 'f';

const INDEX: Record<NameCase, 0 | 1 | 2> = { acc: 0, dat: 1, gen: 2 };

// Common given names whose forms no short rule gives (or gives only with doubt).
const MASCULINE: Record<string, Forms> = {
  Jón: ['Jón', 'Jóni', 'Jóns'],
  Ólafur: ['Ólaf', 'Ólafi', 'Ólafs'],
  Kristján: ['Kristján', 'Kristjáni', 'Kristjáns'],
  Magnús: ['Magnús', 'Magnúsi', 'Magnúsar'],
  Stefán: ['Stefán', 'Stefáni', 'Stefáns'],
  Jóhann: ['Jóhann', 'Jóhanni', 'Jóhanns'],
  Björn: ['Björn', 'Birni', 'Bjarnar'],
  Páll: ['Pál', 'Páli', 'Páls'],
  Pétur: ['Pétur', 'Pétri', 'Péturs'],
  Halldór: ['Halldór', 'Halldóri', 'Halldórs'],
  Haraldur: ['Harald', 'Haraldi', 'Haralds'],
  Kristinn: ['Kristin', 'Kristni', 'Kristins'],
  Karl: ['Karl', 'Karli', 'Karls'],
  Davíð: ['Davíð', 'Davíð', 'Davíðs'],
  Friðrik: ['Friðrik', 'Friðriki', 'Friðriks'],
  Egill: ['Egil', 'Agli', 'Egils'],
  Finnur: ['Finn', 'Finni', 'Finns'],
  Baldur: ['Baldur', 'Baldri', 'Baldurs'],
  Aron: ['Aron', 'Aroni', 'Arons'],
  Hákon: ['Hákon', 'Hákoni', 'Hákonar'],
  Jónas: ['Jónas', 'Jónasi', 'Jónasar'],
  Tómas: ['Tómas', 'Tómasi', 'Tómasar'],
  Ágúst: ['Ágúst', 'Ágústi', 'Ágústs'],
  Daníel: ['Daníel', 'Daníel', 'Daníels'],
  Viktor: ['Viktor', 'Viktori', 'Viktors'],
  Hilmar: ['Hilmar', 'Hilmari', 'Hilmars'],
  Sigurjón: ['Sigurjón', 'Sigurjóni', 'Sigurjóns'],
  Þór: ['Þór', 'Þór', 'Þórs'],
  Ívar: ['Ívar', 'Ívari', 'Ívars'],
  Arnór: ['Arnór', 'Arnóri', 'Arnórs'],
  Hörður: ['Hörð', 'Herði', 'Harðar'],
};

const FEMININE: Record<string, Forms> = {
  Margrét: ['Margréti', 'Margréti', 'Margrétar'],
  Ingibjörg: ['Ingibjörgu', 'Ingibjörgu', 'Ingibjargar'],
  Sólveig: ['Sólveigu', 'Sólveigu', 'Sólveigar'],
  Ólöf: ['Ólöfu', 'Ólöfu', 'Ólafar'],
  Rakel: ['Rakel', 'Rakel', 'Rakelar'],
  Auður: ['Auði', 'Auði', 'Auðar'],
  Unnur: ['Unni', 'Unni', 'Unnar'],
  Hildur: ['Hildi', 'Hildi', 'Hildar'],
  Ásdís: ['Ásdísi', 'Ásdísi', 'Ásdísar'],
  Guðný: ['Guðnýju', 'Guðnýju', 'Guðnýjar'],
  Dagný: ['Dagnýju', 'Dagnýju', 'Dagnýjar'],
};

/** A weak feminine name (Helga, Anna, Jóhanna): -u in every oblique case, a stem "a" becomes "ö". */
function weakFeminine(name: string): Forms {
  const stem = name.slice(0, -1);
  const lastVowel = stem.search(/[aeiouyáéíóúýæöAEIOUYÁÉÍÓÚÝÆÖ][^aeiouyáéíóúýæöAEIOUYÁÉÍÓÚÝÆÖ]*$/);
  const umlauted =
    lastVowel >= 0 && 'aA'.includes(stem[lastVowel])
      ? `${stem.slice(0, lastVowel)}${stem[lastVowel] === 'a' ? 'ö' : 'Ö'}${stem.slice(lastVowel + 1)}`
      : stem;
  const form = `${umlauted}u`;
  return [form, form, form];
}

// Regular endings, tried in order; each is certain for its gender.
type Rule = readonly [RegExp, (name: string) => Forms];
const same = (form: string): Forms => [form, form, form];
const RULES: Record<Gender, readonly Rule[]> = {
  m: [
    [/[^aeiouyáéíóúýæö]i$/, (n) => same(`${n.slice(0, -1)}a`)], // Árni, Helgi, Bjarni, Atli
    [/(urð|órð|mund)ur$/, (n) => [n.slice(0, -2), `${n.slice(0, -2)}i`, `${n.slice(0, -2)}ar`]], // Sigurður, Þórður, Guðmundur
    [/ar$/, (n) => [n, `${n}i`, `${n}s`]], // Gunnar, Einar, Ragnar
    [/einn$/, (n) => [n.slice(0, -1), `${n.slice(0, -1)}i`, `${n.slice(0, -1)}s`]], // Sveinn, Þorsteinn
  ],
  f: [
    [/a$/, weakFeminine], // Helga, Anna, María
    [/(rún|ín)$/, (n) => [`${n}u`, `${n}u`, `${n}ar`]], // Guðrún, Katrín, Elín
    [/(dís|unn)$/, (n) => [`${n}i`, `${n}i`, `${n}ar`]], // Bryndís, Steinunn
    [/(ð|hild)ur$/, (n) => [`${n.slice(0, -2)}i`, `${n.slice(0, -2)}i`, `${n.slice(0, -2)}ar`]], // Sigríður, Hrafnhildur
    [/björg$/, (n) => [`${n}u`, `${n}u`, `${n.slice(0, -5)}bjargar`]], // Ingibjörg
    [/veig$/, (n) => [`${n}u`, `${n}u`, `${n}ar`]], // Sólveig
  ],
};

// Common regular names, known well enough to be inflected alone ("Loka á Sigurð").
const REGULAR_M = new Set([
  'Sigurður',
  'Guðmundur',
  'Þórður',
  'Gunnar',
  'Einar',
  'Ragnar',
  'Arnar',
  'Steinar',
  'Óskar',
  'Árni',
  'Helgi',
  'Bjarni',
  'Atli',
  'Guðni',
  'Andri',
  'Ari',
  'Sveinn',
  'Þorsteinn',
]);
const REGULAR_F = new Set([
  'Guðrún',
  'Sigrún',
  'Kristín',
  'Katrín',
  'Elín',
  'Helga',
  'Anna',
  'Jóhanna',
  'María',
  'Ásta',
  'Birna',
  'Erla',
  'Þóra',
  'Lilja',
  'Edda',
  'Sigríður',
  'Ragnheiður',
  'Hrafnhildur',
  'Bryndís',
  'Steinunn',
  'Þórunn',
]);

function givenName(name: string, gender: Gender, nameCase: NameCase): string | null {
  if (!/^\p{L}+$/u.test(name)) return null; // "Anna-María", initials ("J."): not with confidence
  const known = (gender === 'm' ? MASCULINE : FEMININE)[name];
  if (known) return known[INDEX[nameCase]];
  for (const [pattern, forms] of RULES[gender]) if (pattern.test(name)) return forms(name)[INDEX[nameCase]];
  return null;
}

function patronymic(name: string, nameCase: NameCase): { form: string; gender: Gender } | null {
  if (/.son$/.test(name))
    return { form: nameCase === 'dat' ? `${name.slice(0, -3)}syni` : nameCase === 'gen' ? `${name}ar` : name, gender: 'm' };
  if (/.dóttir$/.test(name)) return { form: `${name.slice(0, -2)}ur`, gender: 'f' };
  return null;
}

/**
 * A full Icelandic name ("Sigurður Ólafsson", "Anna María Jónsdóttir") or a lone given name
 * ("Sigurður") in the accusative, dative or genitive; null when that can't be done with
 * confidence. A lone given name is inflected only if it is a known name of either gender.
 */
export function inflectName(name: string, nameCase: NameCase): string | null {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  if (words.length === 1) {
    const [only] = words;
    const gender: Gender | null =
      only in MASCULINE || REGULAR_M.has(only) ? 'm' : only in FEMININE || REGULAR_F.has(only) ? 'f' : null;
    return gender ? givenName(only, gender, nameCase) : null;
  }
  const last = patronymic(words[words.length - 1], nameCase);
  if (!last) return null;
  const given = words.slice(0, -1).map((word) => givenName(word, last.gender, nameCase));
  if (given.some((word) => word === null)) return null;
  return [...given, last.form].join(' ');
}

/** The name in the case, or as it is (a foreign name stays unchanged). */
export function nameInCase(name: string, nameCase: NameCase): string {
  return inflectName(name, nameCase) ?? name;
}

export function isNameCase(value: string): value is NameCase {
  return (NAME_CASES as readonly string[]).includes(value);
}

/**
 * A written-out date in a sentence that says "on" a day: Icelandic puts the weekday in the
 * accusative with the article ("föstudagur 27. nóvember" -> "föstudaginn 27. nóvember"). Text that
 * doesn't begin with a weekday is returned as it is.
 */
export function onDay(text: string): string {
  return text.replace(/^((?:sunnu|mánu|þriðju|miðviku|fimmtu|föstu|laugar)dag)ur(?=\s|$)/i, '$1inn');
}
