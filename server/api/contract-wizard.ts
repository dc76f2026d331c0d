import { Hono } from 'hono';
import { getContractDefaults, setContractDefaults } from '#server/domain/contracts/contract-defaults.service.ts';
import { answerContractInvitation } from '#server/domain/contracts/contract-invitations.service.ts';
import { contractDefaultsSchema, type InputStep, STEP_INPUT_SCHEMAS } from '#server/domain/contracts/contract-steps.schemas.ts';
import { saveContractStep } from '#server/domain/contracts/contract-steps.service.ts';
import { contractDtoSchema } from '#server/domain/contracts/contracts.schemas.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { AppError } from '#server/lib/errors.ts';
import { defineOperation, errorResponses } from './define.ts';

// The contract wizard (docs/rules/contracts.md "The wizard"): one endpoint per step, the parties'
// invitations, and a team's default terms.

export const contractWizardApi = new Hono<HonoEnv>();

const tags = ['rental-contracts'];

const STEP_SUMMARIES: Record<InputStep, string> = {
  parties: 'the landlord (a person, or the team with a named signatory), tenants and representatives; new ones are invited',
  'date-time':
    'the property (address, postcode, units with fastanúmer, size and rooms) and the period (start, fixed end or indefinite, handover)',
  price: 'rent, CPI index-linking with a base month (not on fixed terms of 12 months or less, 37. gr.), running and other costs',
  payments: 'payment day and method, the landlord’s payout method, security type and amount (40. gr.)',
  rules: 'pets, smoking, subletting, house rules, fire safety, condition and special provisions',
};

for (const step of Object.keys(STEP_INPUT_SCHEMAS) as InputStep[]) {
  const schema = STEP_INPUT_SCHEMAS[step];
  defineOperation(
    contractWizardApi,
    {
      method: 'put',
      path: `/api/rental-contracts/{id}/steps/${step}/`,
      summary:
        `Save the wizard step “${step}” of a draft: ${STEP_SUMMARIES[step]}. Values the registry or the law would refuse ` +
        'are refused (422, the issue codes by field, nothing saved); what is missing is saved. A change after signing voids the signatures.',
      tags,
      auth: true,
      body: schema,
      responses: {
        200: { description: 'The draft', schema: contractDtoSchema },
        ...errorResponses(400, 401, 403, 404, 409, 422),
      },
    },
    async (c) => {
      const ctx = serviceContext(c);
      const input = await parseJsonBody(c, schema);
      return c.json(await saveContractStep(ctx, c.req.param('id'), step, input as never));
    },
  );
}

defineOperation(
  contractWizardApi,
  {
    method: 'post',
    path: '/api/rental-contracts/{id}/invitation/{answer}/',
    summary:
      'Answer your invitation to a contract draft: accept (you become the party you were invited as) or decline. ' +
      'Only for the person invited (by address, or by the kennitala on their account); anyone else 404.',
    tags,
    auth: true,
    params: { answer: { description: 'accept or decline', format: 'string' } },
    responses: { 204: { description: 'Answered' }, ...errorResponses(401, 404, 409) },
  },
  async (c) => {
    const answer = c.req.param('answer');
    if (answer !== 'accept' && answer !== 'decline') throw new AppError('not_found');
    await answerContractInvitation(serviceContext(c), c.req.param('id'), answer);
    return c.body(null, 204);
  },
);

const slug = { slug: { description: 'The team’s address (lower-case letters, digits, hyphens)', format: 'string' as const } };

defineOperation(
  contractWizardApi,
  {
    method: 'get',
    path: '/api/teams/{slug}/contract-defaults/',
    summary: 'The team’s default contract terms, prefilled into its new drafts',
    tags: ['teams'],
    auth: true,
    teamPermission: 'team.read',
    params: slug,
    responses: { 200: { description: 'The defaults', schema: contractDefaultsSchema }, ...errorResponses(401, 404) },
  },
  async (c) => c.json(await getContractDefaults(serviceContext(c), c.req.param('slug'))),
);

defineOperation(
  contractWizardApi,
  {
    method: 'put',
    path: '/api/teams/{slug}/contract-defaults/',
    summary:
      'Set the team’s default contract terms: payment day and method, security type and months, pets, smoking, subletting, ' +
      'house rules, fire safety and special provisions',
    tags: ['teams'],
    auth: true,
    teamPermission: 'team.update',
    params: slug,
    body: contractDefaultsSchema,
    responses: { 200: { description: 'The defaults', schema: contractDefaultsSchema }, ...errorResponses(400, 401, 404, 422) },
  },
  async (c) =>
    c.json(await setContractDefaults(serviceContext(c), c.req.param('slug'), await parseJsonBody(c, contractDefaultsSchema))),
);
