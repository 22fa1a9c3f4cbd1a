import sanitizeHtml, { type IOptions } from "sanitize-html";
import sharp from "sharp";
import { MAX_IMAGE_BYTES } from "./image-upload";

/**
 * SVG logos (decision 058). Partners send their logo as SVG, and an SVG is a document
 * that can carry script, event handlers, HTML (foreignObject) and requests to other sites.
 * What is stored is never the upload: it is rebuilt from an allow-list of drawing
 * elements and attributes (sanitize-html, parsing it as XML), links may only point inside
 * the file (`#id`) or hold an embedded raster image, and styles may not load anything.
 * The result must still be an SVG that decodes (sharp, librsvg). Served, it also gets a
 * CSP that runs and loads nothing (upload-store.server.ts).
 */
export const NOT_AN_SVG = "This SVG file could not be read: export it again as a plain SVG";
export const SVG_WITH_DOCTYPE = "SVG files with a DOCTYPE or entity declarations are refused: export it again as a plain SVG";
export const SVG_TOO_LARGE = `Logos are limited to ${MAX_IMAGE_BYTES / 1024 / 1024} MB`;

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
const XLINK_NAMESPACE = "http://www.w3.org/1999/xlink";

/** The drawing elements a logo uses. Not script, foreignObject, a, animate/set (they can rewrite a link), feImage. */
const ELEMENTS = [
  "svg", "g", "defs", "symbol", "use", "title", "desc", "style",
  "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
  "text", "tspan", "textPath",
  "linearGradient", "radialGradient", "stop", "clipPath", "mask", "pattern", "marker", "image",
  "filter", "feGaussianBlur", "feOffset", "feColorMatrix", "feMerge", "feMergeNode", "feFlood",
  "feComposite", "feBlend", "feDropShadow",
];

/** Geometry and presentation only: no event handler (on*) is on the list, so none survives. */
const ATTRIBUTES = [
  "xmlns", "xmlns:xlink", "version", "id", "class", "style", "role", "aria-label", "aria-hidden", "focusable", "xml:space",
  "viewBox", "preserveAspectRatio", "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "fx", "fy", "fr",
  "width", "height", "d", "points", "pathLength", "transform",
  "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin",
  "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "stroke-opacity", "opacity",
  "clip-path", "clip-rule", "mask", "filter", "color", "display", "visibility", "overflow",
  "vector-effect", "shape-rendering", "text-rendering", "image-rendering", "paint-order", "mix-blend-mode", "isolation",
  "offset", "stop-color", "stop-opacity", "gradientUnits", "gradientTransform", "spreadMethod",
  "patternUnits", "patternContentUnits", "patternTransform", "clipPathUnits", "maskUnits", "maskContentUnits",
  "markerWidth", "markerHeight", "markerUnits", "refX", "refY", "orient", "marker-start", "marker-mid", "marker-end",
  "font-family", "font-size", "font-weight", "font-style", "font-variant", "letter-spacing", "word-spacing",
  "text-anchor", "dominant-baseline", "alignment-baseline", "baseline-shift", "text-decoration",
  "dx", "dy", "rotate", "textLength", "lengthAdjust", "writing-mode", "startOffset",
  "filterUnits", "primitiveUnits", "in", "in2", "result", "stdDeviation", "values", "type", "mode", "operator",
  "flood-color", "flood-opacity", "color-interpolation-filters",
  "href", "xlink:href",
];

/** A link inside the file, or (on <image>) an embedded raster image. */
const LOCAL_REFERENCE = /^#[\w.:-]+$/;
const EMBEDDED_RASTER = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;

/**
 * CSS that can load or hide nothing: no at-rule (@import, @font-face), no escape (which
 * could spell `url` or `@import` otherwise), no url() but a fragment of this file, and no
 * `<` or `&` (the text is written back as it is, inside <style>).
 */
export function isInertCss(css: string): boolean {
  if (/[<&\\@]/.test(css)) return false;
  return [...css.matchAll(/url\s*\(\s*(['"]?)([^)]*)\)/gi)].every((match) => LOCAL_REFERENCE.test((match[2] ?? "").replace(/['"\s]/g, "")));
}

function isInertValue(name: string, value: string, tag: string): boolean {
  if (name === "href" || name === "xlink:href") return LOCAL_REFERENCE.test(value) || (tag === "image" && EMBEDDED_RASTER.test(value));
  if (name === "xmlns") return value === SVG_NAMESPACE;
  if (name === "xmlns:xlink") return value === XLINK_NAMESPACE;
  // fill="url(#gradient)" is how gradients are used; any other url() or script: address is not.
  if (/url\s*\(/i.test(value) || name === "style") return isInertCss(value);
  return !/(?:javascript|vbscript|data)\s*:/i.test(value);
}

const OPTIONS: IOptions = {
  allowedTags: ELEMENTS,
  allowedAttributes: { "*": ATTRIBUTES },
  // <style> is written back as it is: exclusiveFilter below keeps only inert CSS in it.
  allowVulnerableTags: true,
  disallowedTagsMode: "discard",
  // What these hold is dropped with them, text included.
  nonTextTags: ["script", "foreignObject", "metadata", "style"],
  allowedSchemes: [],
  allowedSchemesByTag: { image: ["data"] },
  allowProtocolRelative: false,
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false, decodeEntities: true },
  transformTags: {
    "*": (tagName, attribs) => {
      const kept = Object.fromEntries(Object.entries(attribs).filter(([name, value]) => isInertValue(name, value, tagName)));
      // Browsers draw an SVG file as an image only in the SVG namespace.
      if (tagName === "svg") kept.xmlns = SVG_NAMESPACE;
      return { tagName, attribs: kept };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "style" && !isInertCss(frame.text),
};

export type CleanSvg = { ok: true; bytes: Buffer } | { ok: false; message: string };

/** Whether the upload is meant as an SVG file (raster files are recognised by their first bytes, image-upload.ts). */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder().decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, "");
  return /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>/]/i.test(head);
}

/** The logo rebuilt from what is safe in it, or why it is refused. */
export async function cleanSvgLogo(bytes: Uint8Array): Promise<CleanSvg> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) return { ok: false, message: SVG_TOO_LARGE };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, message: NOT_AN_SVG };
  }
  // Entities are how an SVG grows a billion-laughs bomb or reads a local file; logos need none.
  if (/<!(?:DOCTYPE|ENTITY)/i.test(text)) return { ok: false, message: SVG_WITH_DOCTYPE };
  const clean = sanitizeHtml(text, OPTIONS).trim();
  if (!/^<svg[\s>]/.test(clean)) return { ok: false, message: NOT_AN_SVG };
  const output = Buffer.from(clean, "utf8");
  try {
    const metadata = await sharp(output).metadata();
    if (metadata.format !== "svg") return { ok: false, message: NOT_AN_SVG };
  } catch {
    return { ok: false, message: NOT_AN_SVG };
  }
  return { ok: true, bytes: output };
}
