import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "~/components/forms/fields";

/**
 * A staff member's time zone: typed, with the IANA names offered as suggestions (the
 * `zones` the server accepts, staff-time-zones.ts), so it works the same with and
 * without JavaScript; the server checks the name against the same list.
 */
export function StaffTimeZoneField({ meta, zones, id }: { meta: FieldMetadata<unknown>; zones: readonly string[]; id: string }) {
  return (
    <>
      <TextField
        meta={meta}
        label="Time zone"
        list={id}
        autoComplete="off"
        hint="Dates and times on the staff screens are shown in this zone, e.g. America/Chicago."
      />
      <datalist id={id}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </>
  );
}
