import type { PropertyType } from '#common/listing-rules.ts';
import type { Random } from './listing-samples.ts';

// Titles and descriptions for generated listings, in Icelandic (always) and English (sometimes),
// put together from phrases a landlord would write. Adjectives agree with the noun's gender.

interface Facts {
  type: PropertyType;
  rooms: number;
  bedrooms: number;
  size: number;
  floor: number | null;
  elevator: boolean;
  street: string;
  houseNumber: string;
  town: string;
  furnished: boolean;
  pets: boolean;
  balcony: boolean;
  garden: boolean;
}

const FEMININE = ['Björt', 'Falleg', 'Rúmgóð', 'Snyrtileg', 'Vel skipulögð', 'Nýuppgerð', 'Notaleg'];
const NEUTER = ['Bjart', 'Fallegt', 'Rúmgott', 'Snyrtilegt', 'Vel skipulagt', 'Nýuppgert', 'Notalegt'];
const EN_ADJECTIVES = ['Bright', 'Lovely', 'Spacious', 'Tidy', 'Well-planned', 'Renovated', 'Cosy'];

const ROOMS_IS: Record<number, string> = { 2: '2ja herbergja', 3: '3ja herbergja', 4: '4ra herbergja' };

function nounIs(facts: Facts): { noun: string; neuter: boolean; the: string } {
  switch (facts.type) {
    case 'room':
      return { noun: 'herbergi', neuter: true, the: 'Herbergið' };
    case 'studio':
      return { noun: 'stúdíóíbúð', neuter: false, the: 'Íbúðin' };
    case 'house':
      return { noun: 'einbýlishús', neuter: true, the: 'Húsið' };
    case 'townhouse':
      return { noun: 'raðhús', neuter: true, the: 'Húsið' };
    case 'summer_house':
      return { noun: 'sumarhús', neuter: true, the: 'Húsið' };
    default:
      return { noun: `${ROOMS_IS[facts.rooms] ?? `${facts.rooms} herbergja`} íbúð`, neuter: false, the: 'Íbúðin' };
  }
}

function nounEn(facts: Facts): string {
  switch (facts.type) {
    case 'room':
      return 'room';
    case 'studio':
      return 'studio flat';
    case 'house':
      return 'detached house';
    case 'townhouse':
      return 'terraced house';
    case 'summer_house':
      return 'summer house';
    default:
      return `${facts.rooms}-room flat`;
  }
}

const size = (m2: number) => String(m2).replace('.', ',');

export function titleIs(random: Random, facts: Facts): string {
  const { noun, neuter } = nounIs(facts);
  const adjective = random.pick(neuter ? NEUTER : FEMININE);
  return `${adjective} ${noun}, ${facts.street} ${facts.houseNumber}`;
}

export function descriptionIs(random: Random, facts: Facts): string {
  const { the, neuter } = nounIs(facts);
  const parts: string[] = [];
  const where = facts.floor !== null && facts.floor > 0 ? ` á ${facts.floor}. hæð${facts.elevator ? ' í lyftuhúsi' : ''}` : '';
  parts.push(`${the} er ${size(facts.size)} m²${where}.`);
  if (facts.type === 'room') {
    parts.push('Aðgangur að sameiginlegu eldhúsi, baðherbergi og þvottahúsi.');
  } else if (facts.bedrooms > 0) {
    parts.push(
      `${facts.bedrooms === 1 ? 'Eitt svefnherbergi' : `${facts.bedrooms} svefnherbergi`}, ${random.pick([
        'opið eldhús og stofa',
        'rúmgóð stofa og borðstofa',
        'eldhús með góðu skápaplássi',
      ])}.`,
    );
  }
  if (facts.balcony) parts.push(random.pick(['Svalir í suður.', 'Góðar svalir með kvöldsól.', 'Svalir út af stofu.']));
  if (facts.garden) parts.push(random.pick(['Gróinn garður.', 'Sólpallur og garður.', 'Sameiginlegur garður.']));
  parts.push(
    facts.furnished
      ? `${the} er ${neuter ? 'leigt' : 'leigð'} með húsgögnum.`
      : `${the} er ${neuter ? 'leigt' : 'leigð'} án húsgagna.`,
  );
  parts.push(facts.pets ? 'Gæludýr eru leyfð eftir samkomulagi.' : 'Gæludýr eru ekki leyfð.');
  parts.push(
    random.pick([
      'Stutt í verslanir, skóla og strætó.',
      'Rólegt og barnvænt hverfi.',
      'Stutt í sundlaug og göngustíga.',
      'Góðar strætótengingar.',
    ]),
  );
  parts.push('Reglusemi og skilvísi áskilin.');
  return parts.join(' ');
}

/** An English title and text for about a third of listings (landlords who also write in English). */
export function englishFor(random: Random, facts: Facts): { title: string; description: string } | null {
  if (!random.chance(0.3)) return null;
  const title = `${random.pick(EN_ADJECTIVES)} ${nounEn(facts)}, ${facts.street} ${facts.houseNumber}`;
  const description = [
    `${size(facts.size)} m² ${nounEn(facts)} in ${facts.town}${facts.floor && facts.floor > 0 ? `, floor ${facts.floor}` : ''}.`,
    facts.furnished ? 'Let furnished.' : 'Let unfurnished.',
    facts.pets ? 'Pets considered.' : 'No pets.',
    'Shops, schools and buses nearby.',
  ].join(' ');
  return { title, description };
}
