import { isRouteErrorResponse } from "@remix-run/react";

/**
 * What the root error boundary tells the visitor. A refused request (a 4xx the app threw:
 * an out-of-date form, a body too large, an unknown form action) shows the app's own
 * message, so a visitor without JavaScript learns what to do; anything else is a 500
 * that never shows internals.
 */
export interface ErrorPageText {
  status: number;
  /** For the <title>. */
  pageTitle: string;
  heading: string;
  message: string;
}

/** Longer texts are not a message written for visitors. */
const MAX_MESSAGE_LENGTH = 300;

export function describeRouteError(error: unknown): ErrorPageText {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return {
      status: 404,
      pageTitle: "Page Not Found",
      heading: "Page Not Found",
      message: "The page you are looking for does not exist or has moved.",
    };
  }
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) {
    const own = typeof error.data === "string" ? error.data.trim() : "";
    return {
      status: error.status,
      pageTitle: "Request Not Accepted",
      heading: "We could not accept this request",
      message: own && own.length <= MAX_MESSAGE_LENGTH ? own : "Please go back, reload the page and try again.",
    };
  }
  return {
    status: 500,
    pageTitle: "Something Went Wrong",
    heading: "Something went wrong",
    message: "We could not show this page. Please try again in a moment.",
  };
}
