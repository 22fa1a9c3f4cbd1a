import { Link } from "@remix-run/react";
import { ContactValue } from "~/components/ui/contact-value";

/** One of a rep's meetings in a list: when, the lead to open, the business and the phone to call. */
export function MeetingLine({
  meeting,
}: {
  meeting: { leadId: number; at: string; when: string; fullName: string; businessName: string | null; phone: string | null };
}) {
  return (
    <li>
      <time dateTime={meeting.at}>{meeting.when}</time>
      {" · "}
      <Link to={`/admin/leads/${meeting.leadId}`}>{meeting.fullName}</Link>
      {meeting.businessName ? `, ${meeting.businessName}` : ""}
      {meeting.phone ? (
        <>
          {" · "}
          <ContactValue value={meeting.phone} kind="phone" />
        </>
      ) : null}
    </li>
  );
}
