import type { HoneypotInputProps } from "remix-utils/honeypot/server";

/**
 * The remix-utils honeypot inputs, hidden from people and assistive technology. (The
 * library's own component uses autocomplete="nope", which is not valid HTML.)
 */
export function HoneypotFields({ nameFieldName, validFromFieldName, encryptedValidFrom }: HoneypotInputProps) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={nameFieldName}>Leave this field empty</label>
      <input id={nameFieldName} name={nameFieldName} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      {validFromFieldName ? <input name={validFromFieldName} type="hidden" defaultValue={encryptedValidFrom} /> : null}
    </div>
  );
}
