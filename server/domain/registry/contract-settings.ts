import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { contractSettings } from '#server/db/schema/registry.ts';

// Staff's settings for contracts (/man/rental-contracts/settings): one row, defaults until saved.

export const DEFAULT_ALERT_DAYS = 7;
export const MIN_ALERT_DAYS = 1;
export const MAX_ALERT_DAYS = 30;

export interface ContractSettingsValue {
  registryAlertDays: number;
}

export async function readContractSettings(db: Db): Promise<ContractSettingsValue> {
  const [row] = await db
    .select({ registryAlertDays: contractSettings.registryAlertDays })
    .from(contractSettings)
    .where(eq(contractSettings.id, 1));
  return { registryAlertDays: row?.registryAlertDays ?? DEFAULT_ALERT_DAYS };
}
