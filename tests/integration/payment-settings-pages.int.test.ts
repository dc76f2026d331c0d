import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as adminLayoutLoader } from '#app/routes/layouts/admin.tsx';
import { loader as servicesLoader } from '#app/routes/man/payment-service-services.tsx';
import { loader as serviceSettingsLoader } from '#app/routes/man/payment-service-settings.tsx';
import { loader as feeSettingsLoader } from '#app/routes/man/payments-settings.tsx';
import type { Scope } from '#server/domain/context.ts';
import { pageContext } from '#tests/fixtures/page-context.ts';
import { createTestApp, makeUser } from '#tests/fixtures/test-app.ts';

// Only administrators change the payment service's money settings (docs/rules/access.md,
// staff.payments.settings): the three settings pages are the 403 page for other staff, not a
// form they can't save; administrators get them.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

function pageArgs(person: { id: string; scope: Scope[] }, path: string) {
  const context = pageContext(() => t.contextFor(person), { guards: ['staff'] });
  return { params: {}, context, request: new Request(`http://localhost${path}`), unstable_pattern: '' } as never;
}

async function pageStatus(load: () => Promise<unknown>): Promise<number> {
  try {
    await load();
    return 200;
  } catch (error) {
    if (error instanceof Response) return error.status;
    const init = (error as { init?: ResponseInit | null }).init;
    if (init?.status) return init.status;
    throw error;
  }
}

const PAGES = [
  ['/man/payments/settings', feeSettingsLoader],
  ['/man/rental-contracts/payment-service/settings', serviceSettingsLoader],
  ['/man/rental-contracts/payment-service/settings/services', servicesLoader],
] as const;

describe('the payment settings pages', () => {
  it('are the 403 page for staff who are not administrators, and open for administrators', async () => {
    const staff = { id: (await makeUser(t.database, { scope: ['user', 'staff'] })).id, scope: ['user', 'staff'] as Scope[] };
    const adminScope: Scope[] = ['user', 'staff', 'admin'];
    const admin = { id: (await makeUser(t.database, { scope: adminScope })).id, scope: adminScope };
    for (const [path, loader] of PAGES) {
      expect(await pageStatus(() => loader(pageArgs(staff, path))), `${path} as staff`).toBe(403);
      expect(await pageStatus(() => loader(pageArgs(admin, path))), `${path} as admin`).toBe(200);
    }
  });

  it('are linked in the staff menu for administrators only', async () => {
    const staff = { id: (await makeUser(t.database, { scope: ['user', 'staff'] })).id, scope: ['user', 'staff'] as Scope[] };
    const adminScope: Scope[] = ['user', 'staff', 'admin'];
    const admin = { id: (await makeUser(t.database, { scope: adminScope })).id, scope: adminScope };
    expect((await adminLayoutLoader(pageArgs(staff, '/man'))).granted).not.toContain('staff.payments.settings');
    expect((await adminLayoutLoader(pageArgs(admin, '/man'))).granted).toContain('staff.payments.settings');
  });
});
