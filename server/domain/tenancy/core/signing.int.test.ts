import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/errors.ts';
import { createTestApp, makeUser, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';
import { requireActor } from '../../access/authorize.ts';
import { sha256Hex } from './documents.ts';
import { type SignatureRecord, type SigningPort, signAgreement } from './signing.ts';
import { verifyDocument } from './verification.ts';

// The kernel signs any kind of agreement: a second kind (a toy inspection report kept in memory)
// signs through the same signAgreement as the lease, with no signing code of its own.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

interface Report {
  id: string;
  status: 'draft' | 'awaiting_signatures' | 'signed';
  version: number;
  parties: { id: string; userId: string; signs: boolean; kennitala: string | null }[];
  signatures: SignatureRecord[];
  completedTimes: number;
  history: string[];
}

const documentBytes = new TextEncoder().encode('%PDF-1.7 inspection report');
const documentSha = sha256Hex(documentBytes);

function reportPort(reports: Map<string, Report>): SigningPort<Report> {
  return {
    kind: 'inspection_report',
    notSignable: 'contract_not_signable',
    async authorize(ctx, id) {
      const actor = requireActor(ctx);
      const report = reports.get(id);
      if (!report?.parties.some((p) => p.userId === actor.userId)) throw new AppError('not_found');
      return { actor, agreement: report };
    },
    state: (r) => ({
      id: r.id,
      awaitingSignatures: r.status === 'awaiting_signatures',
      documentVersion: r.version,
      signers: r.parties,
      signed: new Set(r.signatures.filter((s) => s.documentVersion === r.version).map((s) => s.partyId)),
    }),
    versionDocument: async (_db, r) => (r.status === 'draft' ? null : { sha256: documentSha }),
    async insertSignature(_tx, signature) {
      const report = reports.get(signature.agreementId) as Report;
      if (report.signatures.some((s) => s.partyId === signature.partyId && s.documentVersion === signature.documentVersion))
        return false;
      report.signatures.push(signature);
      return true;
    },
    liveSigners: async (_tx, id, version) =>
      new Set(
        reports
          .get(id)
          ?.signatures.filter((s) => s.documentVersion === version)
          .map((s) => s.partyId),
      ),
    async signed(_ctx, _tx, report, signature) {
      report.history.push(`signed:${signature.partyId}:${signature.method}`);
    },
    async completed(_ctx, _tx, report) {
      report.status = 'signed';
      report.completedTimes += 1;
    },
  };
}

describe('the signing kernel with a second kind of agreement', () => {
  it('signs with the password, counts a second click once, completes once, and refuses strangers and wrong passwords', async () => {
    const [a, b, stranger] = [await makeUser(t.database), await makeUser(t.database), await makeUser(t.database)];
    const reports = new Map<string, Report>();
    const report: Report = {
      id: 'r1',
      status: 'awaiting_signatures',
      version: 2,
      parties: [
        { id: 'pa', userId: a.id, signs: true, kennitala: null },
        { id: 'pb', userId: b.id, signs: true, kennitala: null },
      ],
      signatures: [],
      completedTimes: 0,
      history: [],
    };
    reports.set('r1', report);
    const port = reportPort(reports);

    await expect(signAgreement(t.contextFor(a), port, 'r1', { password: 'wrong-password-123' })).rejects.toMatchObject({
      code: 'validation_failed',
    });
    await expect(signAgreement(t.contextFor(stranger), port, 'r1', { password: TEST_PASSWORD })).rejects.toMatchObject({
      code: 'not_found',
    });
    expect(report.signatures).toHaveLength(0);

    await Promise.all([
      signAgreement(t.contextFor(a), port, 'r1', { password: TEST_PASSWORD }),
      signAgreement(t.contextFor(a), port, 'r1', { password: TEST_PASSWORD }),
    ]);
    expect(report.signatures).toHaveLength(1);
    expect(report.status).toBe('awaiting_signatures');

    await signAgreement(t.contextFor(b), port, 'r1', { password: TEST_PASSWORD });
    expect(report.status).toBe('signed');
    expect(report.completedTimes).toBe(1);
    expect(report.signatures.map((s) => [s.partyId, s.documentVersion, s.pdfSha256, s.method])).toEqual([
      ['pa', 2, documentSha, 'password'],
      ['pb', 2, documentSha, 'password'],
    ]);
    expect(report.history).toEqual(['signed:pa:password', 'signed:pb:password']);
    // Signed by all: a further signature is neither an error nor counted.
    await signAgreement(t.contextFor(b), port, 'r1', { password: TEST_PASSWORD });
    expect(report.completedTimes).toBe(1);
  });

  it('refuses signing a draft that was never sent', async () => {
    const a = await makeUser(t.database);
    const reports = new Map<string, Report>([
      [
        'r2',
        {
          id: 'r2',
          status: 'draft',
          version: 1,
          parties: [{ id: 'pa', userId: a.id, signs: true, kennitala: null }],
          signatures: [],
          completedTimes: 0,
          history: [],
        },
      ],
    ]);
    await expect(signAgreement(t.contextFor(a), reportPort(reports), 'r2', { password: TEST_PASSWORD })).rejects.toMatchObject({
      code: 'contract_not_signable',
    });
  });

  it('verifies a document of any kind from its source: all signed, some, voided, unknown', async () => {
    const at = new Date('2026-11-20T10:00:00Z');
    const source = (signedCopy: boolean, voided: boolean[]) => ({
      find: async (_db: unknown, sha: string) =>
        sha === documentSha
          ? {
              reference: 'SK-00007',
              signedCopy,
              signers: 2,
              signatures: voided.map((v, i) => ({
                name: `P${i}`,
                role: 'inspector',
                signedAt: at,
                method: 'password',
                voided: v,
              })),
            }
          : null,
    });
    const db = t.database.db;
    expect((await verifyDocument(db, documentSha, [source(false, [false, false])])).status).toBe('signed');
    expect((await verifyDocument(db, documentSha, [source(false, [false])])).status).toBe('partially_signed');
    expect((await verifyDocument(db, documentSha.toUpperCase(), [source(true, [false])])).status).toBe('signed');
    expect((await verifyDocument(db, documentSha, [source(false, [true, true])])).status).toBe('voided');
    expect((await verifyDocument(db, 'b'.repeat(64), [source(false, [false])])).status).toBe('unknown');
    await expect(verifyDocument(db, 'not-a-hash', [])).rejects.toMatchObject({ code: 'validation_failed' });
  });
});
