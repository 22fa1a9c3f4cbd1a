/**
 * Names of the honeypot inputs (shared by the server check and the wizard's JSON
 * submit). The trap is a "fax number": a field bots fill and people never see.
 */
export const HONEYPOT_NAME = "fax_number";
export const HONEYPOT_VALID_FROM = "form_started";
export const HONEYPOT_FIELDS = [HONEYPOT_NAME, HONEYPOT_VALID_FROM] as const;
