import { createContext, useContext } from 'react';

/** Per-request facts the server renders with; empty in the browser. */
export const ServerInfoContext = createContext<{ nonce?: string }>({});

export function useNonce(): string | undefined {
  return useContext(ServerInfoContext).nonce;
}
