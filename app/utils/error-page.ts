import { isRouteErrorResponse } from "@remix-run/react";
import { isSiteRelativePath } from "./safe-url";

/**
 * What the error page says about a failed request. A 4xx thrown by an action (expired
 * anti-forgery token, a form that is too large or unreadable, a staff session that
 * ended) is the visitor's to fix, so the page names it and passes on the action's own
 * message; only a real failure is "Something went wrong".
 */
export interface ErrorPageCopy {
  status: number;
  title: string;
  message: string;
  /** Where the main button leads: back to the form, to sign-in, or home. */
  action: "home" | "retry" | "sign-in";
}

const TITLES: Record<number, string> = {
  400: "We could not accept that request",
  401: "Please sign in again",
  403: "Request not allowed",
  405: "That action is not available here",
  413: "That form is too large",
  415: "That form could not be read",
  429: "Too many requests",
};

const DEFAULT_MESSAGES: Record<number, string> = {
  401: "Your staff session has ended, so nothing was saved. Sign in and try again.",
  403: "Your session expired or the form is out of date. Please reload the page and try again.",
  405: "This page does not accept that kind of request.",
};

/** Messages longer than this are not the short sentences our actions throw. */
const MAX_MESSAGE_LENGTH = 300;

export function errorPageCopy(error: unknown): ErrorPageCopy {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return {
      status: 404,
      title: "Page Not Found",
      message: "The page you are looking for does not exist or has moved.",
      action: "home",
    };
  }
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) {
    // Remix's own errors carry developer text ("Error: You made a POST request to …");
    // ours carry a sentence for people. After a client-side navigation the error is
    // rebuilt in the browser without its `internal` flag, so the text's "Error: " prefix
    // (an Error turned into a string) is what still gives it away.
    const internal = ("internal" in error && error.internal === true) || (typeof error.data === "string" && error.data.startsWith("Error: "));
    const own = !internal && typeof error.data === "string" ? error.data.trim() : "";
    const message =
      own && own.length <= MAX_MESSAGE_LENGTH
        ? own
        : (DEFAULT_MESSAGES[error.status] ?? "Please go back, check the form and try again.");
    return {
      status: error.status,
      title: TITLES[error.status] ?? TITLES[400]!,
      message,
      action: error.status === 401 ? "sign-in" : "retry",
    };
  }
  return {
    status: 500,
    title: "Something went wrong",
    message: "We could not show this page. Please try again in a moment.",
    action: "home",
  };
}

/**
 * The page to reload, or to come back to after signing in: the failed request's own path,
 * but only when it is a path on this site. A request for `//evil.com/x` has that as its
 * path, and as a link it would lead to another host; the home page is offered instead.
 */
export function reloadPath(pathname: string, search: string): string {
  const here = `${pathname}${search}`;
  return isSiteRelativePath(here) ? here : "/";
}
