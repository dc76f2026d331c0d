import { data, redirect } from 'react-router';
import { postedIntent, saveStep } from '#app/lib/step-form.server.ts';
import type { ContractDto } from '#common/contract-dtos.ts';
import { CONTRACT_STEPS, type ContractStep, PARTY_ROLES, type PartyRole } from '#common/contract-model.ts';
import { neighbourHref, rowIntent, stepStates, type Wizard } from '#common/step-form.ts';
import type { ServiceContext } from '#server/domain/context.ts';
import { propertyTerms } from '#server/domain/contracts/contract-properties.service.ts';
import {
  type InputStep,
  isInputStep,
  STEP_INPUT_SCHEMAS,
  type StepInputs,
} from '#server/domain/contracts/contract-steps.schemas.ts';
import { saveContractStep } from '#server/domain/contracts/contract-steps.service.ts';
import { cancelContract, getContract } from '#server/domain/contracts/contracts.service.ts';
import { isAppError } from '#server/lib/errors.ts';
import { type ContractWizardPosition, editBase } from './wizard-paths.ts';

// The contract wizard's pages share this: the stepper's states, each step's form values from the
// draft, and the step forms' posts (docs/rules/contracts.md "The wizard"). "Save and continue",
// "Back" and the row buttons (add, remove) all save what is on the page first; a refused value
// stays on the page with its reason beside the field.

/** Each step: with errors (a wrong value), done (nothing left), or to do (something missing). */
export function wizardPosition(contract: ContractDto, current: ContractStep): ContractWizardPosition {
  const states = stepStates(CONTRACT_STEPS, current, (step) => {
    const issues = contract.issues.filter((i) => i.step === step && i.severity === 'error');
    return { wrong: issues.some((i) => !i.code.endsWith('_missing')), missing: issues.length > 0 };
  });
  return { contractId: contract.id, current, states };
}

/** The step /rental-contracts/{id}/edit opens: the first with an error or anything missing, else finish. */
export function firstOpenStep(contract: ContractDto): ContractStep {
  return contract.issues.find((i) => i.severity === 'error')?.step ?? 'finish';
}

const blankParty = (role: PartyRole) => ({
  role,
  name: '',
  kennitala: '',
  email: '',
  phone: '',
  address: '',
  signs: !role.endsWith('representative'),
});
const blankUnit = { fastanumer: '', unitCode: '', sizeM2: '', rooms: '', usage: '' };
const blankCost = { description: '', amountIsk: '' };

/** The step's form values from the draft; `add` shows one more blank row (a party's role, or 'unit'). */
export function stepDefaults(contract: ContractDto, step: InputStep, add: string | null, suggestedSecurityIsk: number | null) {
  const { terms } = contract;
  switch (step) {
    case 'parties': {
      const parties: Record<string, unknown>[] = contract.parties.map((p) => ({
        id: p.id,
        role: p.role,
        name: p.name,
        kennitala: p.kennitala ?? '',
        email: p.email ?? '',
        phone: p.phone ?? '',
        address: p.address ?? '',
        companyName: p.companyName ?? '',
        companyKennitala: p.companyKennitala ?? '',
        signs: p.signs,
      }));
      if (!parties.some((p) => p.role === 'landlord')) parties.unshift(blankParty('landlord'));
      if (!parties.some((p) => p.role === 'tenant')) parties.push(blankParty('tenant'));
      if (add && (PARTY_ROLES as readonly string[]).includes(add)) parties.push(blankParty(add as PartyRole));
      return { parties, signatoryUserId: '' };
    }
    case 'date-time': {
      const units: Record<string, unknown>[] = terms.units.map((u) => ({
        fastanumer: u.fastanumer,
        unitCode: u.unitCode ?? '',
        sizeM2: u.sizeM2 || '',
        rooms: u.rooms || '',
        usage: u.usage ?? '',
      }));
      if (!units.length || add === 'unit') units.push(blankUnit);
      return {
        address: terms.address,
        postcode: terms.postcode,
        municipality: terms.municipality,
        category: terms.category,
        propertyClass: terms.propertyClass,
        units,
        propertyDescription: terms.propertyDescription,
        startDate: terms.startDate,
        termKind: terms.termKind,
        endDate: terms.endDate,
        handoverDate: terms.handoverDate,
      };
    }
    case 'price': {
      const otherCosts: Record<string, unknown>[] = terms.otherCosts.map((c) => ({ ...c }));
      while (otherCosts.length < 3) otherCosts.push(blankCost);
      return {
        rentIsk: terms.rentIsk,
        indexType: terms.indexType,
        indexBaseMonth: terms.indexBaseMonth,
        housingFund: terms.housingFund,
        electricity: terms.electricity,
        heating: terms.heating,
        otherCosts,
      };
    }
    case 'payments':
      return {
        paymentDay: terms.paymentDay,
        paymentDayOther: terms.paymentDayOther,
        paymentMethod: terms.paymentMethod,
        paymentMethodOther: terms.paymentMethodOther,
        payoutMethodId: terms.payoutMethodId,
        securityType: terms.securityType,
        securityProvider: terms.securityProvider,
        securityDescription: terms.securityDescription,
        securityAmountIsk: terms.securityAmountIsk ?? suggestedSecurityIsk,
      };
    default:
      return {
        pets: terms.pets,
        smokingAllowed: terms.smokingAllowed,
        sublettingAllowed: terms.sublettingAllowed,
        houseRules: terms.houseRules,
        specialProvisions: terms.specialProvisions,
        fixedTermNoticeGrounds: terms.fixedTermNoticeGrounds,
        smokeDetectors: terms.smokeDetectors,
        fireExtinguishers: terms.fireExtinguishers,
        fireBlanket: terms.fireBlanket,
        escapeRoute: terms.escapeRoute,
        inspection: terms.inspection,
        inspectorName: terms.inspectorName,
        conditionDescription: terms.conditionDescription,
      };
  }
}

/** The contract wizard on the step-form engine: "Back" on the first step stays there. */
export function contractWizard(id: string): Wizard<ContractStep> {
  return { steps: CONTRACT_STEPS, href: (step) => `${editBase(id)}/${step}` };
}

/** Drops row `index` of the step's list (parties or units). */
function withoutRow<S extends InputStep>(step: S, value: StepInputs[S], index: number): StepInputs[S] {
  if (step === 'parties') {
    const v = value as StepInputs['parties'];
    return { ...v, parties: v.parties.filter((_, i) => i !== index) } as StepInputs[S];
  }
  if (step === 'date-time') {
    const v = value as StepInputs['date-time'];
    return { ...v, units: v.units.filter((_, i) => i !== index) } as StepInputs[S];
  }
  return value;
}

export async function contractStepAction(ctx: ServiceContext, id: string, step: ContractStep, formData: FormData) {
  const { intent } = postedIntent(formData);
  const wizard = contractWizard(id);
  const here = wizard.href(step);
  if (step === 'finish') {
    if (intent === 'cancel') {
      await cancelContract(ctx, id);
      return redirect(`/rental-contracts/${id}`);
    }
    return redirect(neighbourHref(wizard, step, 'back'));
  }
  if (intent === 'use-property' && step === 'date-time') {
    const found = await propertyTerms(ctx, id, String(formData.get('propertyId') ?? ''));
    const { terms } = await getContract(ctx, id);
    try {
      await saveContractStep(ctx, id, 'date-time', {
        address: found.address,
        postcode: found.postcode,
        municipality: found.municipality,
        category: terms.category,
        propertyClass: terms.propertyClass,
        units: [{ ...found.unit, sizeM2: found.unit.sizeM2 || null, rooms: found.unit.rooms || null }],
        propertyDescription: terms.propertyDescription,
        startDate: terms.startDate,
        termKind: terms.termKind,
        endDate: terms.endDate,
        handoverDate: terms.handoverDate,
      });
    } catch (error) {
      if (!isAppError(error) || error.status >= 500) throw error;
    }
    return redirect(here);
  }
  if (!isInputStep(step)) throw data('Not found', { status: 404 });
  return saveStep(wizard, step, formData, {
    schema: STEP_INPUT_SCHEMAS[step],
    save: (value, posted) => {
      const row = rowIntent(posted);
      const saved = row && 'remove' in row ? withoutRow(step, value as StepInputs[typeof step], row.remove) : value;
      return saveContractStep(ctx, id, step, saved as never);
    },
    // The row buttons stay on the step (with one more blank row for "add"), still returning to the summary.
    goTo: (posted, returnToSummary) => {
      const row = rowIntent(posted);
      if (!row) return null;
      if ('add' in row) return `${here}?add=${row.add}${returnToSummary ? '&return=finish' : ''}`;
      return `${here}${returnToSummary ? '?return=finish' : ''}`;
    },
  });
}
