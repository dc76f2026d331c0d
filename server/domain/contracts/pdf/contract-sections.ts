import type { ContractParty, CostPayer, MeteredCost, PartyRole } from '#common/contract-model.ts';
import type { ContractPdfInput } from './contract-pdf-input.ts';
import type { PdfText } from './contract-pdf-text.ts';

/**
 * The contract as text, one language at a time: the binding Icelandic and, beside it, a
 * translation built from the same input, so both columns have the same sections and lines in
 * the same order (docs/rules/contract-document.md).
 */
export type ContractLine =
  | { kind: 'subheading'; text: string }
  | { kind: 'field'; label: string; value: string }
  /** A fixed legal sentence (with its article). */
  | { kind: 'note'; text: string }
  /** The parties' own words, printed as written; `remark` says so in a translation. */
  | { kind: 'free'; label: string; text: string; remark: string | null };

export const SECTION_IDS = [
  'parties',
  'property',
  'period',
  'rent',
  'payments',
  'security',
  'rules',
  'fireSafety',
  'inspection',
  'special',
  'signatures',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export interface ContractSection {
  id: SectionId;
  /** "4. Leigufjárhæð og kostnaður"; the signatures are not numbered. */
  heading: string;
  /** The article of Húsaleigulög nr. 36/1994 the section follows, when one applies. */
  article: string | null;
  lines: ContractLine[];
}

export interface ContractHeader {
  title: string;
  subtitle: string;
  fields: ContractLine[];
}

const ROLE_ORDER: readonly PartyRole[] = ['landlord', 'landlord_representative', 'tenant', 'tenant_representative'];

/** Parties by role (landlords first), in the order they were added within a role. */
export function partiesInOrder(parties: readonly ContractParty[]): ContractParty[] {
  return ROLE_ORDER.flatMap((role) => parties.filter((party) => party.role === role));
}

export function contractHeader(input: ContractPdfInput, x: PdfText): ContractHeader {
  return {
    title: x.t('title'),
    subtitle: x.t('subtitle'),
    fields: [
      field(x.t('header.reference'), x.text(input.reference)),
      field(x.t('header.version'), x.number(input.documentVersion)),
      field(x.t('header.status'), x.t(`statuses.${input.status}`)),
      field(x.t('header.preparedAt'), x.day(input.preparedAt)),
    ],
  };
}

/** Every section, in the order of the law's form; `translation` marks the reader's-language column. */
export function contractSections(input: ContractPdfInput, x: PdfText, translation: boolean): ContractSection[] {
  const terms = input.terms;
  const free = (label: string, value: string | null | undefined): ContractLine => {
    const text = x.text(value);
    return { kind: 'free', label, text, remark: translation && text !== x.text(null) ? x.t('untranslated') : null };
  };
  const article = (number: number) => x.t('article', { number: String(number) });
  let number = 0;
  const section = (id: SectionId, articleNumber: number | null, lines: ContractLine[]): ContractSection => ({
    id,
    heading: id === 'signatures' ? x.t(`sections.${id}`) : `${++number}. ${x.t(`sections.${id}`)}`,
    article: articleNumber === null ? null : article(articleNumber),
    lines,
  });

  return [
    section('parties', null, partyLines(input, x)),
    section('property', null, [
      field(x.t('property.address'), x.text(terms.address)),
      field(x.t('property.postcode'), x.text(terms.postcode)),
      field(x.t('property.municipality'), x.text(terms.municipality)),
      field(x.t('property.category'), x.t(`categories.${terms.category}`)),
      field(x.t('property.class'), x.t(`classes.${terms.propertyClass}`)),
      ...(terms.units.length === 0 ? [field(x.t('property.unit', { number: '1' }), x.t('property.noUnits'))] : []),
      ...terms.units.flatMap((unit, index): ContractLine[] => [
        { kind: 'subheading', text: x.t('property.unit', { number: String(index + 1) }) },
        field(x.t('property.fastanumer'), x.text(unit.fastanumer)),
        field(x.t('property.unitCode'), x.text(unit.unitCode)),
        field(
          x.t('property.size'),
          Number.isFinite(unit.sizeM2)
            ? x.t('property.sizeValue', { size: x.number(unit.sizeM2, Number.isInteger(unit.sizeM2) ? 0 : 1) })
            : x.text(null),
        ),
        field(x.t('property.rooms'), x.number(unit.rooms)),
        field(x.t('property.usage'), x.text(unit.usage)),
      ]),
      free(x.t('property.description'), terms.propertyDescription),
    ]),
    section('period', terms.termKind === 'fixed' ? 58 : 56, [
      field(x.t('period.kind'), x.t(`period.kinds.${terms.termKind}`)),
      field(x.t('period.start'), x.day(terms.startDate)),
      field(x.t('period.end'), terms.termKind === 'fixed' ? x.day(terms.endDate) : x.t('period.kinds.indefinite')),
      field(x.t('period.handover'), x.day(terms.handoverDate)),
      { kind: 'note', text: x.t(terms.termKind === 'fixed' ? 'period.fixedNote' : 'period.indefiniteNote') },
    ]),
    section('rent', 37, [
      field(x.t('rent.monthly'), x.money(terms.rentIsk)),
      field(x.t('rent.index'), x.t(`rent.indexTypes.${terms.indexType}`)),
      ...(terms.indexType === 'cpi'
        ? [
            field(x.t('rent.baseMonth'), x.month(terms.indexBaseMonth)),
            field(x.t('rent.baseValue'), x.number(terms.indexBaseValue, 1)),
            { kind: 'note', text: x.t('rent.indexNote') } as ContractLine,
          ]
        : []),
      { kind: 'subheading', text: x.t('rent.costs') },
      field(x.t('rent.housingFund'), payer(x, terms.housingFund.payer)),
      ...(terms.housingFund.payer === 'tenant' || terms.housingFund.amountIsk !== null
        ? [field(x.t('rent.housingFundAmount'), perMonth(x, terms.housingFund.amountIsk))]
        : []),
      ...meteredLines(x, 'electricity', terms.electricity),
      ...meteredLines(x, 'heating', terms.heating),
      ...(terms.otherCosts.length === 0
        ? [field(x.t('rent.otherCosts'), x.t('none'))]
        : [
            { kind: 'subheading', text: x.t('rent.otherCosts') } as ContractLine,
            ...terms.otherCosts.map((cost) => field(x.text(cost.description), perMonth(x, cost.amountIsk))),
          ]),
    ]),
    section('payments', 33, [
      field(
        x.t('payments.day'),
        terms.paymentDay === 'other' ? x.text(terms.paymentDayOther) : x.t(`payments.days.${terms.paymentDay}`),
      ),
      field(
        x.t('payments.method'),
        terms.paymentMethod === 'other' ? x.text(terms.paymentMethodOther) : x.t(`payments.methods.${terms.paymentMethod}`),
      ),
      { kind: 'note', text: x.t('payments.advance') },
    ]),
    section('security', 40, securityLines(input, x)),
    section('rules', null, [
      field(x.t('rules.pets'), x.t(`rules.petRules.${terms.pets}`)),
      field(x.t('rules.smoking'), x.t(terms.smokingAllowed ? 'allowed' : 'notAllowed')),
      field(x.t('rules.subletting'), x.t(terms.sublettingAllowed ? 'allowed' : 'notAllowed')),
      free(x.t('rules.houseRules'), terms.houseRules),
    ]),
    section('fireSafety', null, [
      field(x.t('fireSafety.smokeDetectors'), x.number(terms.smokeDetectors)),
      field(x.t('fireSafety.fireExtinguishers'), x.number(terms.fireExtinguishers)),
      field(x.t('fireSafety.fireBlanket'), x.yesNo(terms.fireBlanket)),
      field(x.t('fireSafety.escapeRoute'), x.yesNo(terms.escapeRoute)),
    ]),
    section('inspection', 69, [
      field(x.t('inspection.by'), x.t(`inspection.inspectors.${terms.inspection}`)),
      ...(terms.inspection === 'independent' ? [field(x.t('inspection.inspectorName'), x.text(terms.inspectorName))] : []),
      free(x.t('inspection.condition'), terms.conditionDescription),
      { kind: 'note', text: x.t('inspection.note') },
    ]),
    section('special', null, [
      free(x.t('special.text'), terms.specialProvisions),
      ...(terms.fixedTermNoticeGrounds ? [free(x.t('special.noticeGrounds'), terms.fixedTermNoticeGrounds)] : []),
    ]),
    section('signatures', null, signatureLines(input, x)),
  ];
}

function field(label: string, value: string): ContractLine {
  return { kind: 'field', label, value };
}

function payer(x: PdfText, who: CostPayer): string {
  return x.t(`rent.payers.${who}`);
}

function perMonth(x: PdfText, amount: number | null): string {
  const money = x.money(amount);
  return money === x.text(null) ? money : x.t('rent.perMonth', { amount: money });
}

function meteredLines(x: PdfText, cost: 'electricity' | 'heating', metered: MeteredCost): ContractLine[] {
  const lines = [field(x.t(`rent.${cost}`), payer(x, metered.payer))];
  const anyFilled = Boolean(metered.meterNumber || metered.meterReading || metered.readingDate);
  // The registry wants the meter when the tenant pays: shown then even while still empty.
  if (metered.payer === 'tenant' || anyFilled) {
    const value = anyFilled
      ? x.t('rent.meterValue', {
          number: x.text(metered.meterNumber),
          reading: x.text(metered.meterReading),
          date: x.day(metered.readingDate),
        })
      : x.text(null);
    lines.push(field(x.t(`rent.${cost}Meter`), value));
  }
  return lines;
}

const PROVIDER_TYPES = new Set(['bank_guarantee', 'third_party_guarantee', 'insurance', 'mutual_fund_fee']);

function securityLines(input: ContractPdfInput, x: PdfText): ContractLine[] {
  const terms = input.terms;
  const lines = [field(x.t('security.type'), x.t(`security.types.${terms.securityType}`))];
  if (terms.securityType === 'none') return lines;
  if (PROVIDER_TYPES.has(terms.securityType) || terms.securityProvider) {
    lines.push(field(x.t('security.provider'), x.text(terms.securityProvider)));
  }
  if (terms.securityType === 'other' || terms.securityDescription) {
    lines.push(field(x.t('security.description'), x.text(terms.securityDescription)));
  }
  lines.push(field(x.t('security.amount'), x.money(terms.securityAmountIsk)), { kind: 'note', text: x.t('security.note') });
  if (terms.securityType === 'cash_deposit') lines.push({ kind: 'note', text: x.t('security.cashDepositNote') });
  return lines;
}

/** The company a party acts for: its own, or (for the landlord) the team that lets the property. */
function companyOf(party: ContractParty, input: ContractPdfInput): { name: string; kennitala: string | null } | null {
  if (party.companyName) return { name: party.companyName, kennitala: party.companyKennitala };
  const forTheTeam = party.role === 'landlord' || (party.role === 'landlord_representative' && party.teamId !== null);
  if (input.landlordTeam && forTheTeam) return input.landlordTeam;
  return null;
}

function partyLines(input: ContractPdfInput, x: PdfText): ContractLine[] {
  const parties = partiesInOrder(input.parties);
  if (parties.length === 0) return [field(x.t('sections.parties'), x.t('parties.noParties'))];
  return parties.flatMap((party): ContractLine[] => {
    const company = companyOf(party, input);
    return [
      { kind: 'subheading', text: x.t(`roles.${party.role}`) },
      ...(company
        ? [
            field(x.t('parties.company'), x.text(company.name)),
            field(x.t('parties.companyKennitala'), x.kennitala(company.kennitala)),
            field(x.t('parties.signatory'), x.text(party.name)),
          ]
        : [field(x.t('parties.name'), x.text(party.name))]),
      field(x.t('parties.kennitala'), x.kennitala(party.kennitala)),
      field(x.t('parties.address'), x.text(party.address)),
      field(x.t('parties.phone'), x.phone(party.phone)),
      field(x.t('parties.email'), x.text(party.email)),
    ];
  });
}

/** 'password', 'eid' (the electronic ID broker), or an electronic ID provider by its own name. */
function signatureMethod(x: PdfText, method: string): string {
  if (method === 'password') return x.t('signatures.methods.password');
  if (method === 'eid') return x.t('signatures.methods.eid');
  return x.t('signatures.methods.electronic_id', { provider: x.text(method) });
}

function signatureLines(input: ContractPdfInput, x: PdfText): ContractLine[] {
  const signing = partiesInOrder(input.parties).filter((party) => party.signs);
  const lines: ContractLine[] = [{ kind: 'note', text: x.t('signatures.intro') }];
  for (const party of signing) {
    const signature = input.signatures.find((s) => s.partyId === party.id);
    const company = companyOf(party, input);
    lines.push(
      { kind: 'subheading', text: x.t(`roles.${party.role}`) },
      field(x.t('parties.name'), company ? `${x.text(party.name)} (${x.text(company.name)})` : x.text(party.name)),
      field(
        x.t('signatures.signature'),
        signature ? x.t('signatures.signedElectronically', { time: x.instant(signature.signedAt) }) : x.t('signatures.notSigned'),
      ),
    );
    if (signature) lines.push(field(x.t('signatures.method'), signatureMethod(x, signature.method)));
  }
  if (input.registry) {
    lines.push(
      field(x.t('signatures.registryNumber'), x.text(input.registry.number)),
      field(x.t('signatures.registeredAt'), x.day(input.registry.registeredAt)),
    );
  }
  return lines;
}
