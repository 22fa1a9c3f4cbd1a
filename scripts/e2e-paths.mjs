/** Where the end-to-end server keeps its database: one folder per port, so runs never share one. */
export function e2eDataDir(port = process.env.E2E_PORT ?? "3100") {
  return `data/e2e-${port}`;
}
