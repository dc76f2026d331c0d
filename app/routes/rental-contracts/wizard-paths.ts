import type { ContractStep } from '#common/contract-model.ts';
import type { StepState } from '#common/step-form.ts';

// What the contract wizard's pages and layout share on both sides: its addresses and the
// stepper's position (computed in wizard.server.ts).

export interface ContractWizardPosition {
  contractId: string;
  current: ContractStep;
  states: Record<ContractStep, StepState>;
}

export const editBase = (id: string) => `/rental-contracts/${id}/edit`;
