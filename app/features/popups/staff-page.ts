import type { LinksFunction } from "@remix-run/node";
import popupStylesheet from "~/styles/lightbox-popup.css";
import staffStylesheet from "~/styles/lightbox.css";

/** The pop-up's styles (previews show it) and those of the staff pages around it. */
export const staffPageLinks: LinksFunction = () => [
  { rel: "stylesheet", href: popupStylesheet },
  { rel: "stylesheet", href: staffStylesheet },
];
