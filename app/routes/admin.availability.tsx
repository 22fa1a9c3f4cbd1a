import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  Form,
  useActionData,
  useLoaderData,
  useRouteLoaderData,
  useSearchParams,
  type MetaFunction,
} from "@remix-run/react";
import { handleAvailabilityPost, loadAvailabilityScreen, AVAILABILITY_FORM } from "~/features/booking/availability-screens.server";
import { RepSchedulePage } from "~/features/booking/components/rep-schedule-page";
import { requireStaffPermission } from "~/features/staff/session.server";
import { staffMeta } from "~/utils/staff-area";
import { endpointAction } from "~/utils/endpoint.server";
import type { loader as layoutLoader } from "./admin";

/** A rep's weekly hours and time off: one's own, or (for admins) anyone's via ?rep= (decision 061). */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadAvailabilityScreen(request, await requireStaffPermission(request, "availability"));
}

export const action = /* @__PURE__ */ endpointAction(AVAILABILITY_FORM, ({ request, caller }) => handleAvailabilityPost(request, caller));

export const meta: MetaFunction = () => staffMeta("Availability | Staff");

export default function AvailabilityPage() {
  const screen = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const csrf = useRouteLoaderData<typeof layoutLoader>("routes/admin")?.csrf ?? "";
  const [searchParams] = useSearchParams();
  return (
    <RepSchedulePage
      screen={screen}
      actionData={actionData}
      csrf={csrf}
      saved={searchParams.get("saved")}
      repChooser={
        screen.canManage ? (
          <Form method="get" className="filters" aria-label="Choose a rep">
            <div className="field">
              <label htmlFor="rep-choice" className="field__label">
                Rep
              </label>
              <select
                id="rep-choice"
                name="rep"
                defaultValue={String(screen.schedule.profile.staffId)}
                className="input"
              >
                {screen.candidates.map((candidate) => (
                  <option key={candidate.staffId} value={candidate.staffId}>
                    {candidate.label}
                    {candidate.takesConsultations ? "" : " (takes no consultations)"}
                  </option>
                ))}
              </select>
            </div>
            <div className="filters__actions">
              <button type="submit" className="button button--ghost">
                Show
              </button>
            </div>
          </Form>
        ) : null
      }
    />
  );
}
