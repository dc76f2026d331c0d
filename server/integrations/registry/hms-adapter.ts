import type { RegistryRecord } from './registry-record.ts';
import {
  type RegistryLookup,
  type RegistryReason,
  type RegistryReceipt,
  RegistryRefusal,
  RegistryUnavailable,
  type RentalRegistry,
  type TerminationNotice,
} from './rental-registry.ts';

// The real registry over HTTP (REGISTRY_ADAPTER=hms, REGISTRY_URL, REGISTRY_API_KEY).
//
// UNTESTED AGAINST THE REAL SERVICE: there is no network here and HMS publishes no open API
// description we could check against. The paths, headers and answer shapes below are our
// assumption of a conventional JSON API (docs/rules/registry.md "The real adapter"); they must be
// checked against HMS's integration documentation before this is switched on. What is tested is
// only how answers are sorted: 2xx taken, 400/422 a refusal with reasons, anything else
// (including a network error or a timeout) unavailable, so it is retried.

export interface HmsOptions {
  url: string;
  apiKey: string;
  /** Milliseconds before a call counts as unavailable. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface ErrorBody {
  errors?: { code?: unknown; message?: unknown; field?: unknown }[];
}

function reasonsOf(body: ErrorBody | null, status: number): RegistryReason[] {
  const reasons = (body?.errors ?? []).map((e) => ({
    code: typeof e.code === 'string' ? e.code : 'registry_refused',
    message: typeof e.message === 'string' ? e.message : `HTTP ${status}`,
    ...(typeof e.field === 'string' ? { field: e.field } : {}),
  }));
  return reasons.length ? reasons : [{ code: 'registry_refused', message: `HTTP ${status}` }];
}

export class HmsRegistry implements RentalRegistry {
  readonly name = 'hms' as const;
  private readonly options: HmsOptions;
  constructor(options: HmsOptions) {
    this.options = options;
  }

  private async call(method: string, path: string, key: string, body?: unknown): Promise<Response> {
    const doFetch = this.options.fetch ?? fetch;
    let response: Response;
    try {
      response = await doFetch(`${this.options.url.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${this.options.apiKey}`,
          'idempotency-key': key,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new RegistryUnavailable(`registry not reachable: ${(error as Error).message}`);
    }
    if (response.status === 400 || response.status === 422) {
      const parsed = (await response.json().catch(() => null)) as ErrorBody | null;
      throw new RegistryRefusal(reasonsOf(parsed, response.status));
    }
    if (!response.ok && response.status !== 404) throw new RegistryUnavailable(`registry answered HTTP ${response.status}`);
    return response;
  }

  async register(record: RegistryRecord, idempotencyKey: string): Promise<RegistryReceipt> {
    const response = await this.call('POST', '/contracts', idempotencyKey, record);
    const body = (await response.json().catch(() => null)) as { id?: unknown } | null;
    if (!response.ok || (typeof body?.id !== 'string' && typeof body?.id !== 'number')) {
      throw new RegistryUnavailable('registry answer without a contract id');
    }
    return { registryNumber: String(body.id) };
  }

  async deregister(registryNumber: string, endDate: string, idempotencyKey: string): Promise<void> {
    const response = await this.call('POST', `/contracts/${encodeURIComponent(registryNumber)}/end`, idempotencyKey, {
      endDate,
    });
    if (!response.ok) throw new RegistryRefusal([{ code: 'registry_contract_unknown', message: `HTTP ${response.status}` }]);
  }

  async reportTermination(registryNumber: string, notice: TerminationNotice, idempotencyKey: string): Promise<void> {
    const response = await this.call(
      'POST',
      `/contracts/${encodeURIComponent(registryNumber)}/termination`,
      idempotencyKey,
      notice,
    );
    if (!response.ok) throw new RegistryRefusal([{ code: 'registry_contract_unknown', message: `HTTP ${response.status}` }]);
  }

  async lookup(idempotencyKey: string): Promise<RegistryLookup | null> {
    const response = await this.call('GET', `/requests/${encodeURIComponent(idempotencyKey)}`, idempotencyKey);
    if (response.status === 404) return null;
    const body = (await response.json().catch(() => null)) as { kind?: unknown; id?: unknown } | null;
    if (!body || (body.kind !== 'register' && body.kind !== 'deregister' && body.kind !== 'terminate')) return null;
    return { kind: body.kind, registryNumber: String(body.id) };
  }
}
