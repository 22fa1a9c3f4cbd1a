import { Form, useSearchParams } from "@remix-run/react";
import { MEETING_OUTCOMES } from "../meeting-outcome";
import type { MeetingOutcomeView } from "../meeting-outcome.server";

/**
 * The outcome of a lead's meeting on the lead's page: what was recorded and, once the
 * meeting has started, a form for its rep or an admin to record or correct it. It posts to
 * /admin/meetings/:id/outcome, which redirects back here with `?outcome=saved`.
 */
export function MeetingOutcomeForm({ outcome, csrf }: { outcome: MeetingOutcomeView | null; csrf: string }) {
  const [searchParams] = useSearchParams();
  if (!outcome) return null;
  return (
    <div>
      <p>
        <strong>Outcome:</strong> {outcome.label}
      </p>
      {searchParams.get("outcome") === "saved" ? (
        <p className="notice" role="status">
          Outcome saved.
        </p>
      ) : null}
      {outcome.canRecord ? (
        <Form method="post" action={`/admin/meetings/${outcome.bookingId}/outcome`} aria-label="Record the meeting's outcome">
          <input type="hidden" name="csrf" value={csrf} />
          <p className="button-row">
            {MEETING_OUTCOMES.map((choice) => (
              <button
                key={choice.value}
                type="submit"
                name="outcome"
                value={choice.value}
                className={`button ${choice.value === outcome.outcome ? "button--primary" : "button--ghost"}`}
                aria-pressed={choice.value === outcome.outcome}
              >
                Mark as {choice.label.toLowerCase()}
              </button>
            ))}
          </p>
        </Form>
      ) : null}
    </div>
  );
}
