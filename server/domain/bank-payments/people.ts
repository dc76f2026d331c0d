// Who hears about a contract's money: the landlord side and the tenants, as the agreement kernel
// tells them (server/domain/tenancy/core/recipients.ts).

import { ROLES_OF_SIDE } from '../tenancy/core/agreement.ts';

export const LANDLORD_ROLES = ROLES_OF_SIDE.landlord;
export const TENANT_ROLES = ROLES_OF_SIDE.tenant;

export { landlordPeople, tenantPeople } from '../tenancy/core/recipients.ts';
