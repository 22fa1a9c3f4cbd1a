import { formatNumber } from "~/utils/format";

/** The column headings of a partner's or a link's referral figures, in the order `ReferralCountCells` fills them. */
export function ReferralCountHeadings() {
  return (
    <>
      <th scope="col">Clicks</th>
      <th scope="col">Leads</th>
      <th scope="col">Conversions</th>
    </>
  );
}

/** A table row's clicks, leads and conversions (all time). */
export function ReferralCountCells({ counts }: { counts: { clicks: number; leads: number; conversions: number } }) {
  return (
    <>
      <td>{formatNumber(counts.clicks)}</td>
      <td>{formatNumber(counts.leads)}</td>
      <td>{formatNumber(counts.conversions)}</td>
    </>
  );
}
