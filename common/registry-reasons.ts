// The registry's refusals as people read them (docs/rules/registry.md "Refusals in words"): never
// the code. A reason's sentence is registry:reasons.<code> when the registry's own codes have one,
// else the form rule's message errors:fields.<code> (the simulator refuses by our contract rules),
// else registry:reasons.unknown; and the next step depends on what the registry refused on.

export interface RefusalReasonDto {
  code: string;
  /** The record's field the reason is about (units.0.fastanumer, rentIsk, …), when it says. */
  field: string | null;
}

export interface RegistryRefusalDto {
  kind: 'register' | 'terminate' | 'deregister';
  /** rejected: refused by the registry; failed: not answered after every retry. */
  status: 'rejected' | 'failed';
  reasons: RefusalReasonDto[];
  at: string;
}

export interface RegistryCorrectionEntry {
  at: string;
  actorName: string | null;
  changes: { field: string; from: string; to: string }[];
}

export interface LeaseRegistryView {
  contractId: string;
  reference: string;
  address: string | null;
  /** The reader may correct and resend (the landlord side). */
  landlordSide: boolean;
  /** Past the 30-day registration deadline and not registered (shown to the landlord side). */
  late: boolean;
  due: string | null;
  /** The registration refused (or given up): its reasons. */
  refusal: RegistryRefusalDto | null;
  /** A refused report of the ending (notice or deregistration): the landlord side only. */
  reportRefusal: RegistryRefusalDto | null;
  canCorrect: boolean;
  corrections: RegistryCorrectionEntry[];
  units: { fastanumer: string; unitCode: string | null; sizeM2: number | null; rooms: number | null }[];
  postcode: string | null;
  municipality: string | null;
}

/** The registry's own codes (not form rules) that have their own sentence in registry:reasons. */
export const REGISTRY_OWN_CODES = [
  'registry_contract_unknown',
  'registry_fastanumer_unknown',
  'registry_key_reused',
  'registry_not_registered_yet',
  'registry_unavailable',
] as const;

/** Fields of the registry data the landlord side may correct on an active lease. */
export function isCorrectableField(field: string | null): boolean {
  return field !== null && /^(address|postcode|municipality|units(\..*)?)$/.test(field);
}

export type NextStep = 'correct' | 'staff' | 'wait';

/**
 * What to do about a refusal: correct the unit data (when the registry refused on it), or leave it
 * to Heimaleiga's staff (anything else: the rest of a signed lease is not changed here), or wait
 * (the registry did not answer; it is tried again).
 */
export function nextStepOf(refusal: Pick<RegistryRefusalDto, 'status' | 'reasons' | 'kind'>): NextStep {
  if (refusal.status === 'failed') return 'wait';
  if (refusal.kind === 'register' && refusal.reasons.some((r) => isCorrectableField(r.field))) return 'correct';
  return 'staff';
}

/** The translation keys tried, in order, for a reason's sentence (tDynamic takes the first that exists). */
export function reasonKeys(code: string): string[] {
  return [`registry:reasons.${code}`, `errors:fields.${code}`, 'registry:reasons.unknown'];
}
