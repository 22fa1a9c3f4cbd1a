// "lightbox" is the product's name for the pop-up in URLs and data (product reference §3.1); the code says "pop-up".
import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { FormAlert } from "~/components/forms/fields";
import { PopupPreview } from "~/features/popups/components/popup-preview";
import { PopupToolsNav } from "~/features/popups/components/popup-tools-nav";
import { loadPreviewPage } from "~/features/popups/preview-page.server";
import { staffPageLinks } from "~/features/popups/staff-page";
import { requireManifestEntry } from "~/features/routing/route-manifest.server";
import { STAFF_FRAME_STYLES, StaffFrame } from "~/features/staff/components/staff-frame";
import { requireStaffPermission } from "~/features/staff/session.server";
import { loadStaffFrame } from "~/features/staff/staff-frame.server";
import { manifestMeta } from "~/utils/manifest-meta";
import { staffAreaHandle, staffAreaHeaders } from "~/utils/staff-area";

/** /lightbox: staff preview of a chosen pop-up (?id=); nothing is counted. */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaffPermission(request, "popups");
  const [{ frame, headers }, page] = await Promise.all([
    loadStaffFrame(request, staff),
    loadPreviewPage(new URL(request.url).searchParams),
  ]);
  return data({ entry: requireManifestEntry("/lightbox"), frame, ...page }, { status: page.missing ? 404 : 200, headers });
}

export const headers = staffAreaHeaders;
export const handle = staffAreaHandle;
export const links: LinksFunction = () => [...STAFF_FRAME_STYLES, ...staffPageLinks()];
export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => manifestMeta(page?.entry, matches);

export default function PopupPreviewPage() {
  const { entry, frame, options, selected, missing } = useLoaderData<typeof loader>();
  return (
    <StaffFrame {...frame}>
      <PopupToolsNav />
      <h1>{entry.h1}</h1>
      <p className="lead">{entry.description}</p>
      {missing ? <FormAlert messages={["There is no pop-up with that id."]} /> : null}
      {options.length === 0 ? (
        <p>
          There is no pop-up yet. <Link to="/lightbox-config/new">Create one</Link>.
        </p>
      ) : (
        <Form method="get" className="filters" aria-label="Choose a pop-up">
          <div className="field">
            <label htmlFor="preview-id" className="field__label">
              Pop-up
            </label>
            <select id="preview-id" name="id" defaultValue={selected?.id ?? ""} className="input">
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="filters__actions">
            <button type="submit" className="button button--primary">
              Preview
            </button>
          </div>
        </Form>
      )}
      {selected ? (
        <section aria-labelledby="preview-title">
          <h2 id="preview-title">
            {selected.name}{" "}
            <span className={`status status--${selected.statusLabel.toLowerCase()}`}>{selected.statusLabel}</span>
          </h2>
          <PopupPreview key={selected.id} popup={selected.view} />
          <p className="button-row">
            <Link to={`/lightbox-config/${selected.id}`} className="button button--primary">
              Edit
            </Link>
            <Link to={`/admin/lightboxes/${selected.id}`} className="button button--ghost">
              Results
            </Link>
          </p>
        </section>
      ) : null}
    </StaffFrame>
  );
}
