import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkImports, checkProject, describeViolation, IMPORT_RULES, importsOf, sourceFiles } from './import-rules.ts';

const root = path.resolve(__dirname, '../..');

describe('the import direction', () => {
  it('holds for every file in app/, server/, common/ and client/', () => {
    const violations = checkProject(root).map(describeViolation);
    expect(violations, violations.join('\n')).toEqual([]);
  });

  it('reads the files it should', () => {
    const app = sourceFiles(root, 'app');
    expect(app).toContain('app/root.tsx');
    expect(app.some((f) => f.startsWith('app/components/'))).toBe(true);
    expect(sourceFiles(root, 'server').some((f) => f.endsWith('.test.ts'))).toBe(false);
  });

  it('finds imports of every form: type-only, re-exports, dynamic', () => {
    const source = [
      "import type { A } from '#server/domain/a.ts';",
      "import { b } from '../b.ts';",
      "export { c } from '#common/c.ts';",
      "export * from './d.ts';",
      "const e = await import('#server/db/e.ts');",
      "import 'side-effect';",
    ].join('\n');
    expect(importsOf(source)).toEqual([
      '#server/domain/a.ts',
      '../b.ts',
      '#common/c.ts',
      './d.ts',
      '#server/db/e.ts',
      'side-effect',
    ]);
  });

  const rule = (name: string) => IMPORT_RULES.find((r) => r.name === name)?.name;
  const broken = (file: string, specifier: string) => checkImports(file, [specifier]).map((v) => v.rule.name);

  it.each([
    ['app/components/man/review-item.tsx', '#server/domain/listings/listing.schemas.ts', 'components-no-server'],
    ['app/components/ui/button.tsx', '../../../server/lib/errors.ts', 'components-no-server'],
    ['app/components/listings/card.tsx', '#app/routes/listings/search.server.ts', 'components-no-server-files'],
    ['app/routes/home.tsx', '#server/db/client.ts', 'app-no-db'],
    ['app/routes/landlord/manage.server.ts', '../../../server/db/schema/listings.ts', 'app-no-db'],
    ['server/api/listings.ts', '#server/db/schema/listings.ts', 'api-no-db'],
    ['server/domain/listings/listings.service.ts', '#app/components/ui/button.tsx', 'domain-no-app'],
    ['server/domain/listings/listings.service.ts', '#server/http/request-context.ts', 'domain-no-transport'],
    ['server/domain/listings/listings.service.ts', '../../api/listings.ts', 'domain-no-transport'],
    ['server/db/schema/listings.ts', '../../domain/listings/listing.schemas.ts', 'db-no-domain'],
    ['common/format.ts', '#server/lib/logger.ts', 'common-pure'],
    ['common/format.ts', '../app/root.tsx', 'common-pure'],
    ['client/api-client.ts', '../server/api/openapi.ts', 'client-common-only'],
    ['server/domain/terminations/terminations.service.ts', '../tenancy/core/sides.ts', 'satellites-kernel-face'],
    ['server/domain/payment-service/party.service.ts', '#server/domain/tenancy/core/rows.ts', 'satellites-kernel-face'],
    ['server/domain/registry/submission.worker.ts', '../tenancy/core/agreement.tsx', 'satellites-kernel-face'],
  ])('%s importing %s breaks %s', (file, specifier, name) => {
    expect(rule(name)).toBe(name);
    expect(broken(file, specifier)).toContain(name);
  });

  it.each([
    ['app/components/listings/card.tsx', '#common/listings/listing-card.dto.ts'],
    ['app/routes/home.tsx', '#server/domain/listings/listing-search.service.ts'],
    ['server/domain/listings/listings.service.ts', '#server/db/schema/listings.ts'],
    ['server/db/seed/seed.ts', '#server/domain/users/users.service.ts'],
    ['server/api/health.ts', '#server/db/client.ts'],
    ['common/format.ts', './locales.ts'],
    ['client/api-client.ts', '../common/token-rules.ts'],
    ['app/components/ui/button.tsx', 'react-aria-components'],
    ['server/domain/terminations/terminations.service.ts', '../tenancy/core/agreement.ts'],
    ['server/domain/registry/daily.worker.ts', '../tenancy/core/history.ts'],
    ['server/domain/payments/overdue-notify.ts', '#server/domain/tenancy/core/recipients.ts'],
    ['server/domain/contracts/contract-terms.ts', '../tenancy/core/terms.ts'],
    // The kernel itself, and areas that are not its satellites, are not bound by the face.
    ['server/domain/tenancy/core/agreement.ts', './sides.ts'],
  ])('%s may import %s', (file, specifier) => {
    expect(broken(file, specifier)).toEqual([]);
  });

  it('names the file, the import and the rule with its reason', () => {
    const [violation] = checkImports('app/components/x.tsx', ['#server/domain/y.ts']);
    const message = describeViolation(violation);
    expect(message).toContain('app/components/x.tsx');
    expect(message).toContain("'#server/domain/y.ts'");
    expect(message).toContain('components-no-server');
    expect(message).toContain('common/');
  });
});
