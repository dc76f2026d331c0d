// A contract's history lives in the agreement kernel (server/domain/tenancy/core/history.ts);
// this name stays for the contracts area's own files and the demo seed.
export { CONTRACT_EVENT_KINDS, type ContractEventKind, recordContractEvent } from '../tenancy/core/history.ts';
