import { createContext, useContext } from 'react';
import type { MessagesManifest } from './i18n.ts';

/**
 * Facts the document was rendered with: the nonce (the server's; the browser reads it back) and
 * where the messages are (the server's manifest; the browser reads the same one from the page).
 */
export const ServerInfoContext = createContext<{ nonce?: string; messages?: MessagesManifest }>({});

export function useNonce(): string | undefined {
  return useContext(ServerInfoContext).nonce;
}

export function useMessagesManifest(): MessagesManifest | undefined {
  return useContext(ServerInfoContext).messages;
}
