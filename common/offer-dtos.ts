import type { PartyRole } from './contract-model.ts';
// What the API and the pages get for an offer (server/domain/offers/offer-rows.ts builds it).
import type { OfferSecurityType, OfferStatus } from './offer-rules.ts';
import type { Whose } from './whose.ts';

export interface ContractPartyDto {
  user_id: string | null;
  name: string;
  role: PartyRole;
}

export interface ContractDraftDto {
  id: string;
  status: string;
  rent_isk: number | null;
  start_date: string | null;
  end_date: string | null;
  term_months: number | null;
  security_type: string | null;
  security_amount_isk: number | null;
  parties: ContractPartyDto[];
  created_at: string;
}

export interface OfferDto {
  /** In the landlord side's lists: whose the listing is. */
  whose?: Whose;
  id: string;
  application_id: string;
  listing: { id: string; title: string; address: string; town: string | null };
  tenant: { id: string; name: string };
  landlord_name: string;
  status: OfferStatus;
  rent_isk: number;
  start_date: string;
  term_months: number | null;
  end_date: string | null;
  security_type: OfferSecurityType;
  security_amount_isk: number;
  message: string | null;
  response_message: string | null;
  expires_at: string;
  responded_at: string | null;
  created_at: string;
  contract: ContractDraftDto | null;
}
