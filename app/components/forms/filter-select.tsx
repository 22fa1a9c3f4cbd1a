/**
 * One select of a list's filter form (a plain GET form, so it works without JavaScript):
 * "any" first, then the choices; the current filter selected.
 */
export function FilterSelect({
  id,
  name,
  label,
  value,
  anyLabel,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string | null;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className="input">
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
