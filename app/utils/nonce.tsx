import { createContext, useContext, type ReactNode } from "react";

/**
 * The per-request CSP nonce. The server puts it in context for every inline script;
 * in the browser it is empty (browsers hide nonce attributes from the DOM anyway).
 */
const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
