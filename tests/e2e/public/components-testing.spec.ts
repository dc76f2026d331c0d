import { expect, test } from '@playwright/test';
import { dismissConsent, setLocale, waitForHydration } from '../../fixtures/e2e.ts';

// The design system page shows the kit's parts that pages use (docs/decisions/0027): the native
// select, the file input, the status badge and the wizards' stepper among them. Rendering, keys,
// phone width and axe are checked in public-pages.spec.ts.

test('the design system page shows the parts pages use, working as on the pages', async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
  await setLocale(page, baseURL!, 'en');
  await page.goto('/components-testing');
  await waitForHydration(page);

  const contents = page.getByRole('navigation', { name: 'Contents' });
  for (const section of ['Select', 'File input', 'Stepper', 'Status badge']) {
    await expect(contents.getByRole('link', { name: section })).toBeVisible();
  }

  // A native <select>: the browser's own control, chosen as in a form without JavaScript.
  const municipality = page.getByLabel('Municipality');
  await expect(municipality).toHaveJSProperty('tagName', 'SELECT');
  await municipality.selectOption('Akureyri');
  await expect(municipality).toHaveValue('Akureyri');

  // The file input names the chosen file in the interface language's style.
  await page
    .getByLabel('Payslip')
    .setInputFiles({ name: 'payslip.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByTestId('showcase-file-chosen')).toHaveText('payslip.pdf');

  // The stepper moves on: the current step carries aria-current="step".
  const stepper = page.getByRole('navigation', { name: 'Rental application steps' });
  await expect(stepper.locator('[aria-current="step"]:visible')).toContainText('Lease');
  await page.getByRole('button', { name: 'Next step' }).click();
  await expect(stepper.locator('[aria-current="step"]:visible')).toContainText('Deposit');

  await expect(page.locator('#statusBadge').getByText('Published', { exact: true }).first()).toBeVisible();
});
