import { expect, test } from '@playwright/test';
import { dismissConsent } from '../../fixtures/e2e.ts';

test('an offline banner shows while the browser is offline', async ({ page, context, baseURL }) => {
  await dismissConsent(page, baseURL!);
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText('Þú ert ekki nettengd');
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});
