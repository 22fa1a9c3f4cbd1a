/** The states a routing rule can name: the fifty and DC, by their postal codes (decision 070). */
export const US_STATES = [
  ["AL", "Alabama"], ["AK", "Alaska"], ["AZ", "Arizona"], ["AR", "Arkansas"], ["CA", "California"], ["CO", "Colorado"],
  ["CT", "Connecticut"], ["DE", "Delaware"], ["DC", "District of Columbia"], ["FL", "Florida"], ["GA", "Georgia"],
  ["HI", "Hawaii"], ["ID", "Idaho"], ["IL", "Illinois"], ["IN", "Indiana"], ["IA", "Iowa"], ["KS", "Kansas"],
  ["KY", "Kentucky"], ["LA", "Louisiana"], ["ME", "Maine"], ["MD", "Maryland"], ["MA", "Massachusetts"], ["MI", "Michigan"],
  ["MN", "Minnesota"], ["MS", "Mississippi"], ["MO", "Missouri"], ["MT", "Montana"], ["NE", "Nebraska"], ["NV", "Nevada"],
  ["NH", "New Hampshire"], ["NJ", "New Jersey"], ["NM", "New Mexico"], ["NY", "New York"], ["NC", "North Carolina"],
  ["ND", "North Dakota"], ["OH", "Ohio"], ["OK", "Oklahoma"], ["OR", "Oregon"], ["PA", "Pennsylvania"], ["RI", "Rhode Island"],
  ["SC", "South Carolina"], ["SD", "South Dakota"], ["TN", "Tennessee"], ["TX", "Texas"], ["UT", "Utah"], ["VT", "Vermont"],
  ["VA", "Virginia"], ["WA", "Washington"], ["WV", "West Virginia"], ["WI", "Wisconsin"], ["WY", "Wyoming"],
].map(([value, label]) => ({ value: value!, label: label! }));

const CODES = new Set(US_STATES.map((state) => state.value));
const BY_NAME = new Map(US_STATES.map((state) => [state.label.toLowerCase(), state.value]));

/**
 * The states a free-text answer names ("MS, AL, TN", "Texas and Oklahoma"), as codes, in
 * the order written, each once. Two-letter codes count only in capitals, so the English
 * words "in", "or", "me" are never read as Indiana, Oregon or Maine.
 */
export function statesIn(text: string): string[] {
  const found: string[] = [];
  const add = (code: string) => {
    if (!found.includes(code)) found.push(code);
  };
  const lower = text.toLowerCase();
  const names = [...BY_NAME.entries()]
    .map(([name, code]) => ({ code, at: new RegExp(`\\b${name.replace(/ /g, "\\s+")}\\b`).exec(lower)?.index ?? -1 }))
    .filter((hit) => hit.at >= 0);
  const codes = [...text.matchAll(/\b[A-Z]{2}\b/g)].filter((match) => CODES.has(match[0])).map((match) => ({ code: match[0], at: match.index }));
  for (const hit of [...names, ...codes].sort((a, b) => a.at - b.at)) add(hit.code);
  return found;
}
