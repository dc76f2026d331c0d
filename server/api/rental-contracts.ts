import { Hono } from 'hono';
import { CONTRACT_STATUSES, type ContractStatus } from '#common/contract-model.ts';
import { contractDtoSchema, contractPageSchema, contractStartSchema } from '#server/domain/contracts/contracts.schemas.ts';
import { cancelContract, createContract, getContract, listContracts } from '#server/domain/contracts/contracts.service.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { AppError } from '#server/lib/errors.ts';
import { defineOperation, errorResponses } from './define.ts';

// Rental contracts: start, read, list, cancel. The wizard's steps, signing and the registry have
// their own modules.

export const rentalContractsApi = new Hono<HonoEnv>();

const tags = ['rental-contracts'];

function statusFilter(value: string | undefined): ContractStatus | undefined {
  if (value === undefined || value === '') return undefined;
  if (!(CONTRACT_STATUSES as readonly string[]).includes(value))
    throw new AppError('validation_failed', undefined, { fields: { status: ['invalid'] } });
  return value as ContractStatus;
}

function pageNumber(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const page = Number(value);
  if (!Number.isInteger(page) || page < 1 || page > 10_000)
    throw new AppError('validation_failed', undefined, { fields: { page: ['invalid'] } });
  return page;
}

defineOperation(
  rentalContractsApi,
  {
    method: 'get',
    path: '/api/rental-contracts/',
    summary:
      'Your rental contracts: as landlord, tenant or representative, those you started, and your teams’ (by role), ' +
      'newest change first, 20 a page',
    tags,
    auth: true,
    query: [
      { name: 'status', description: `Only this status: ${CONTRACT_STATUSES.join(', ')}` },
      { name: 'page', description: 'Page number, from 1' },
    ],
    responses: { 200: { description: 'One page', schema: contractPageSchema }, ...errorResponses(401, 422) },
  },
  async (c) =>
    c.json(
      await listContracts(serviceContext(c), {
        status: statusFilter(c.req.query('status')),
        page: pageNumber(c.req.query('page')),
      }),
    ),
);

defineOperation(
  rentalContractsApi,
  {
    method: 'post',
    path: '/api/rental-contracts/',
    summary:
      'Start a contract draft: from your listing (prefilled from it and your team’s default terms), or blank for a ' +
      'tenancy found elsewhere, as landlord (for your acting team in team mode) or as tenant',
    tags,
    auth: true,
    body: contractStartSchema,
    responses: { 201: { description: 'The new draft', schema: contractDtoSchema }, ...errorResponses(401, 403, 404, 422) },
  },
  async (c) => c.json(await createContract(serviceContext(c), await parseJsonBody(c, contractStartSchema)), 201),
);

defineOperation(
  rentalContractsApi,
  {
    method: 'get',
    path: '/api/rental-contracts/{id}/',
    summary: 'One contract (its parties, its landlord side and their team by role): terms, parties, issues, registry',
    tags,
    auth: true,
    responses: { 200: { description: 'The contract', schema: contractDtoSchema }, ...errorResponses(401, 404) },
  },
  async (c) => c.json(await getContract(serviceContext(c), c.req.param('id'))),
);

defineOperation(
  rentalContractsApi,
  {
    method: 'post',
    path: '/api/rental-contracts/{id}/cancel/',
    summary: 'Cancel a draft or a contract awaiting signatures (the landlord side); nobody can sign it after',
    tags,
    auth: true,
    responses: { 200: { description: 'Cancelled', schema: contractDtoSchema }, ...errorResponses(401, 403, 404, 409) },
  },
  async (c) => c.json(await cancelContract(serviceContext(c), c.req.param('id'))),
);
