import type { RegistryRecord } from './registry-record.ts';

// The rental registry (HMS leiguskrá) as the rest of the app sees it: register a contract,
// deregister it, look up what a key did. Two implementations: the built-in simulator
// (simulator.ts, the default) and the HTTP client of the real service (hms-adapter.ts), chosen by
// REGISTRY_ADAPTER (registry-adapter.ts). docs/rules/registry.md.

/** One reason the registry gives for refusing a record: its code, its words and the field. */
export interface RegistryReason {
  code: string;
  message: string;
  field?: string;
}

/** What the registry answers to a registration. */
export interface RegistryReceipt {
  registryNumber: string;
}

/** What a key did before, if anything (for a retry whose answer was lost). */
export interface RegistryLookup {
  kind: 'register' | 'deregister' | 'terminate';
  registryNumber: string;
}

/** A landlord's notice of termination as the registry is told it. */
export interface TerminationNotice {
  noticeDate: string;
  endDate: string;
  /** default (notice, 56. gr.) or violate (rescission, 61. gr.). */
  kind: 'default' | 'violate';
  /** The landlord's reason code or the rescission case. */
  reason: string | null;
}

export interface RentalRegistry {
  /** Which adapter this is, for /man/rental-contracts/settings. */
  readonly name: 'simulator' | 'hms';
  /**
   * Registers a contract. The same key always gives the same number, however often it is sent:
   * the registry keeps what a key did. Throws RegistryRefusal (the record is wrong: never
   * retried as is) or RegistryUnavailable (try again later).
   */
  register(record: RegistryRecord, idempotencyKey: string): Promise<RegistryReceipt>;
  /** Deregisters a registered contract as of its end date; idempotent by key like register. */
  deregister(registryNumber: string, endDate: string, idempotencyKey: string): Promise<void>;
  /**
   * Reports a landlord's notice of termination (reported since 1 September 2024): the notice day,
   * the lease's last day and the reason; idempotent by key like register.
   */
  reportTermination(registryNumber: string, notice: TerminationNotice, idempotencyKey: string): Promise<void>;
  /** What the key did, or null when the registry has never seen it. */
  lookup(idempotencyKey: string): Promise<RegistryLookup | null>;
}

/** The registry refused the record: its reasons. Retrying the same record gives the same answer. */
export class RegistryRefusal extends Error {
  readonly reasons: RegistryReason[];
  constructor(reasons: RegistryReason[]) {
    super(`registry refused: ${reasons.map((r) => r.code).join(', ')}`);
    this.name = 'RegistryRefusal';
    this.reasons = reasons;
  }
}

/** The registry could not be reached or failed: worth another try later. */
export class RegistryUnavailable extends Error {
  readonly reason: RegistryReason;
  constructor(message: string, reason: RegistryReason = { code: 'registry_unavailable', message }) {
    super(message);
    this.reason = reason;
    this.name = 'RegistryUnavailable';
  }
}
