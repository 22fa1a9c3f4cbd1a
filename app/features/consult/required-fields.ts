/**
 * Whether a step has a field the visitor must answer, from the step's HTML constraints
 * (built from its zod schema): the "Fields marked * are required." note is shown only
 * then, since a step of optional fields only (Business Goals) has no * to explain.
 */
export function hasRequiredField(constraint: Record<string, { required?: boolean } | undefined>): boolean {
  return Object.values(constraint).some((field) => field?.required === true);
}
