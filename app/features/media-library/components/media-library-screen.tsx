import { Form, Link } from "@remix-run/react";
import { ConfirmDeleteForm } from "~/components/forms/confirm-delete-form";
import { FieldErrors, FormAlert } from "~/components/forms/fields";
import { IMAGE_ALT_MAX } from "~/features/uploads/image-markdown";
import type { LibraryImage, MediaActionData } from "../media-library.server";
import { LIBRARY_FILE_FIELD, MEDIA_NOTICES, type MediaNotice } from "../media-form";

interface MediaLibraryScreenProps {
  images: LibraryImage[];
  deleting: LibraryImage | null;
  notice: MediaNotice | null;
  refusal: MediaActionData | null;
  csrf: string;
}

/** /admin/media: upload, describe, find where an image is used, copy its Markdown, delete what nothing uses. */
export function MediaLibraryScreen({ images, deleting, notice, refusal, csrf }: MediaLibraryScreenProps) {
  const uploadError = refusal?.intent === "upload" ? refusal.message : null;
  return (
    <>
      <div className="admin__heading">
        <h1>Media library</h1>
      </div>
      <p className="lead">
        Every image uploaded to the site. To show one in an article or a page, copy its Markdown into the body. An image
        that something uses cannot be deleted.
      </p>
      {notice ? (
        <p className="notice" role="status">
          {MEDIA_NOTICES[notice]}
        </p>
      ) : null}
      {refusal && refusal.intent !== "upload" ? <RefusalAlert refusal={refusal} /> : null}
      {deleting ? <DeletePanel image={deleting} csrf={csrf} /> : null}

      <Form method="post" encType="multipart/form-data" className="panel media-upload" aria-labelledby="media-upload-title">
        <h2 id="media-upload-title">Upload an image</h2>
        <input type="hidden" name="csrf" value={csrf} />
        <div className={`field${uploadError ? " field--invalid" : ""}`}>
          <label htmlFor="media-file" className="field__label">
            Image file<span aria-hidden="true"> *</span>
          </label>
          <p id="media-file-hint" className="field__hint">
            PNG, JPEG, GIF, WebP or SVG, up to 2 MB and 24 megapixels. Images are re-encoded; an SVG keeps only its drawing.
          </p>
          <input
            id="media-file"
            name={LIBRARY_FILE_FIELD}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml"
            required
            className="input"
            aria-invalid={uploadError ? true : undefined}
            aria-describedby={uploadError ? "media-file-hint media-file-error" : "media-file-hint"}
          />
          <FieldErrors id="media-file-error" errors={uploadError ? [uploadError] : undefined} />
        </div>
        <div className="field">
          <label htmlFor="media-alt" className="field__label">
            Alt text<span className="field__optional"> (optional)</span>
          </label>
          <p id="media-alt-hint" className="field__hint">
            What the image shows, for people who cannot see it. Leave empty for a decorative image.
          </p>
          <input id="media-alt" name="alt_text" type="text" maxLength={IMAGE_ALT_MAX} className="input" aria-describedby="media-alt-hint" />
        </div>
        <p>
          <button type="submit" name="intent" value="upload" className="button button--primary">
            Upload
          </button>
        </p>
      </Form>

      <section aria-labelledby="media-images-title">
        <h2 id="media-images-title">Images ({images.length})</h2>
        {images.length === 0 ? <p>No images yet.</p> : null}
        <ul className="media-grid">
          {images.map((image) => (
            <MediaCard key={image.name} image={image} csrf={csrf} refusal={refusal?.name === image.name ? refusal : null} />
          ))}
        </ul>
      </section>
    </>
  );
}

function RefusalAlert({ refusal }: { refusal: MediaActionData }) {
  if (refusal.uses.length === 0) return <FormAlert messages={[refusal.message]} />;
  return (
    <div className="form-alert" role="alert">
      <p>{refusal.message}</p>
      <ul>
        {refusal.uses.map((use) => (
          <li key={`${use.href}-${use.description}`}>
            <Link to={use.href}>{use.description}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function UsesList({ image }: { image: LibraryImage }) {
  if (image.uses.length === 0) return <p className="media-card__unused">Not used anywhere.</p>;
  return (
    <ul className="media-card__uses">
      {image.uses.map((use) => (
        <li key={`${use.href}-${use.description}`}>
          <Link to={use.href}>{use.description}</Link>
        </li>
      ))}
    </ul>
  );
}

function DeletePanel({ image, csrf }: { image: LibraryImage; csrf: string }) {
  return (
    <div id="delete-image">
      {image.uses.length > 0 ? (
        <div className="notice">
          <p>{image.path} is used here, so it cannot be deleted until it is removed from them:</p>
          <UsesList image={image} />
        </div>
      ) : null}
      <ConfirmDeleteForm
        id="delete-media"
        title="Delete this image"
        explanation={`${image.path} goes for good: any page that still links to it shows nothing in its place.`}
        confirmLabel={`Yes, delete ${image.name}`}
        buttonLabel="Delete image"
        csrf={csrf}
        fields={{ name: image.name }}
      />
      <p>
        <Link to="/admin/media">Keep it</Link>
      </p>
    </div>
  );
}

function MediaCard({ image, csrf, refusal }: { image: LibraryImage; csrf: string; refusal: MediaActionData | null }) {
  const id = image.name.slice(0, 12);
  const altError = refusal?.intent === "describe" ? refusal.message : null;
  return (
    <li id={`image-${image.name}`} className="media-card">
      <a href={image.path} className="media-card__thumb">
        <img
          src={image.path}
          alt={image.altText ? `Open: ${image.altText}` : `Open ${image.name}`}
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          loading="lazy"
          decoding="async"
        />
      </a>
      <dl className="media-card__facts">
        <dt>File</dt>
        <dd className="media-card__name">{image.name}</dd>
        <dt>Type</dt>
        <dd>
          {image.contentType}, {image.fileSize}
        </dd>
        <dt>Pixels</dt>
        <dd>{image.width && image.height ? `${image.width} × ${image.height}` : "Unknown"}</dd>
        <dt>Uploaded</dt>
        <dd>
          {image.uploadedAt}
          {image.uploadedBy ? ` by ${image.uploadedBy}` : ""}
        </dd>
        <dt>Used by</dt>
        <dd>
          <UsesList image={image} />
        </dd>
      </dl>
      <div className="field">
        <label htmlFor={`snippet-${id}`} className="field__label">
          Markdown for a body
        </label>
        <input id={`snippet-${id}`} type="text" readOnly value={image.snippet} className="input media-card__snippet" />
      </div>
      <Form method="post" className="media-card__alt">
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="name" value={image.name} />
        <div className={`field${altError ? " field--invalid" : ""}`}>
          <label htmlFor={`alt-${id}`} className="field__label">
            Alt text
          </label>
          <input
            id={`alt-${id}`}
            name="alt_text"
            type="text"
            defaultValue={image.altText}
            maxLength={IMAGE_ALT_MAX}
            className="input"
            aria-invalid={altError ? true : undefined}
            aria-describedby={altError ? `alt-${id}-error` : undefined}
          />
          <FieldErrors id={`alt-${id}-error`} errors={altError ? [altError] : undefined} />
        </div>
        <p className="media-card__buttons">
          <button type="submit" name="intent" value="describe" className="button button--ghost">
            Save alt text
          </button>
          <Link to={`/admin/media?delete=${image.name}#delete-image`} className="button button--ghost" aria-label={`Delete ${image.name}`}>
            Delete…
          </Link>
        </p>
      </Form>
    </li>
  );
}
