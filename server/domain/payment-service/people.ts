// Who hears about a contract's money: the landlord side and the tenants, as the agreement kernel
// tells them (server/domain/tenancy/core/recipients.ts).

export const LANDLORD_ROLES = ['landlord', 'landlord_representative'];
export const TENANT_ROLES = ['tenant', 'tenant_representative'];

export { landlordPeople, tenantPeople } from '../tenancy/core/recipients.ts';
