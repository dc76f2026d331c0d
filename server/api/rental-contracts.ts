import { Hono } from 'hono';
import { CONTRACT_STATUSES, type ContractStatus } from '#common/contract-model.ts';
import { limitFailures, passwordAgainLimits } from '#server/auth/rate-limit.ts';
import { isTranslation, previewContractPdf } from '#server/domain/contracts/contract-pdf.service.ts';
import {
  contractDtoSchema,
  contractPageSchema,
  contractSignSchema,
  contractStartSchema,
  contractVerifyUploadSchema,
  verificationSchema,
} from '#server/domain/contracts/contracts.schemas.ts';
import { cancelContract, createContract, getContract, listContracts } from '#server/domain/contracts/contracts.service.ts';
import { sendForSigning, signContract } from '#server/domain/contracts/signing.service.ts';
import { sha256OfPdf, verifyContractDocument } from '#server/domain/contracts/verification.service.ts';
import { downloadResponse } from '#server/http/downloads.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { parseMultipart } from '#server/http/multipart.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { AppError } from '#server/lib/errors.ts';
import { filesFromForm } from '#server/lib/uploaded-file.ts';
import { defineOperation, errorResponses } from './define.ts';

// Rental contracts: start, read, list, cancel; the PDF; send for signing, sign; the public
// verification of a PDF. The wizard's steps and the registry have their own modules.

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

defineOperation(
  rentalContractsApi,
  {
    method: 'get',
    path: '/api/rental-contracts/verify/{sha256}/',
    summary:
      'Public: whether a contract PDF with this SHA-256 was signed here, by whom and when (nothing else about it). ' +
      'Both the version the parties signed and the signed copy are known.',
    tags,
    auth: false,
    responses: { 200: { description: 'What is known', schema: verificationSchema }, ...errorResponses(422) },
  },
  async (c) => c.json(await verifyContractDocument(serviceContext(c), c.req.param('sha256'))),
);

defineOperation(
  rentalContractsApi,
  {
    method: 'post',
    path: '/api/rental-contracts/verify/',
    summary:
      'Public: the same, for the PDF itself (multipart field `file`, at most 10 MB); its SHA-256 is computed here and the file is not kept',
    tags,
    auth: false,
    body: contractVerifyUploadSchema,
    bodyType: 'multipart',
    responses: { 200: { description: 'What is known', schema: verificationSchema }, ...errorResponses(400, 413, 422) },
  },
  async (c) => {
    const [file] = await filesFromForm(await parseMultipart(c), 'file');
    if (!file) throw new AppError('validation_failed', undefined, { fields: { file: ['required'] } });
    return c.json(await verifyContractDocument(serviceContext(c), sha256OfPdf(file.bytes)));
  },
);

defineOperation(
  rentalContractsApi,
  {
    method: 'get',
    path: '/api/rental-contracts/{id}/document.pdf',
    summary:
      'The contract as a PDF (those who may read it): the exact version sent for signing once sent, else as it ' +
      'stands; ?translation=en|uk|pl adds a side-by-side translation (for reading; the Icelandic text is binding)',
    tags,
    auth: true,
    query: [{ name: 'translation', description: 'en, uk or pl' }],
    responses: { 200: { description: 'The PDF', binary: 'application/pdf' }, ...errorResponses(401, 404, 422) },
  },
  async (c) => {
    const raw = c.req.query('translation');
    if (raw !== undefined && raw !== '' && !isTranslation(raw))
      throw new AppError('validation_failed', undefined, { fields: { translation: ['invalid'] } });
    return downloadResponse(await previewContractPdf(serviceContext(c), c.req.param('id'), isTranslation(raw) ? raw : null));
  },
);

defineOperation(
  rentalContractsApi,
  {
    method: 'post',
    path: '/api/rental-contracts/{id}/send/',
    summary:
      'Send a complete draft for signing (the landlord side): its PDF is made and kept, and each signing party is ' +
      'asked to sign. Refused with the remaining issues as field errors while anything blocks it.',
    tags,
    auth: true,
    responses: {
      200: { description: 'Awaiting signatures', schema: contractDtoSchema },
      ...errorResponses(401, 403, 404, 409, 422),
    },
  },
  async (c) => c.json(await sendForSigning(serviceContext(c), c.req.param('id'))),
);

defineOperation(
  rentalContractsApi,
  {
    method: 'post',
    path: '/api/rental-contracts/{id}/sign/',
    summary:
      'Sign as one of its signing parties, with your password again (a confirmed email is needed). Records time, IP, ' +
      'user agent and the SHA-256 of the PDF signed; signing twice counts once; the last signature makes it active.',
    tags,
    auth: true,
    body: contractSignSchema,
    responses: { 200: { description: 'Signed', schema: contractDtoSchema }, ...errorResponses(401, 403, 404, 409, 422, 429) },
  },
  async (c) => {
    const ctx = serviceContext(c);
    const input = await parseJsonBody(c, contractSignSchema);
    // A wrong password counts as a failed password attempt of this person.
    const limits = passwordAgainLimits(c.get('deps').limits, ctx.actor?.userId ?? '', ctx.meta.ip ?? 'unknown');
    return c.json(await limitFailures(limits, () => signContract(ctx, c.req.param('id'), input)));
  },
);
