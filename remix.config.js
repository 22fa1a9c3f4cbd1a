/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverModuleFormat: "esm",
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  // Node built-ins used by *.server.ts modules stay external to the server bundle;
  // better-sqlite3 is a native addon and must never be bundled.
  serverDependenciesToBundle: [/^remix-utils/, /^@conform-to/],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
