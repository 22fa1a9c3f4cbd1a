/** Where the end-to-end server keeps its database: one folder per port, so runs never share one. */
export function e2eDataDir(port = process.env.E2E_PORT ?? "3100") {
  return `data/e2e-${port}`;
}

/**
 * The scratch PostgreSQL database of the end-to-end server on `port` (the PostgreSQL
 * projects): named by the port, so a spec can open it and a run that was killed leaves
 * nothing the next run on that port does not drop first.
 */
export function e2ePostgresDatabase(port = process.env.E2E_PORT ?? "3100") {
  return `site_e2e_${port}`;
}
