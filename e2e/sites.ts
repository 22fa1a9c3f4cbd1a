/**
 * The sites the end-to-end projects run against, each as it is deployed: `start:edge`,
 * nginx and its cache in front of two app processes (scripts/e2e-server.mjs). The js and
 * nojs projects have an edge and a database each: they run at the same time, and a test
 * that sets up a pop-up or counts rows must never see the other project's.
 */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const PROJECT_PORTS = { js: PORT, nojs: PORT + 1 };
/**
 * The database each project's site runs on (decision 099): `js` on SQLite, the default a
 * fresh clone starts with; `nojs` on a scratch PostgreSQL database, the database of a
 * business that grows. Every flow runs in both projects, so every flow also runs on both
 * databases.
 */
export const PROJECT_DATABASES = { js: "sqlite", nojs: "postgres" } as const;

export const baseUrl = (port: number) => `http://localhost:${port}`;

/** The app processes of the edge on `port` listen on two ports of their own from here. */
const appPort = (port: number) => PORT + 100 + (port - PORT) * 10;

export interface E2ESite {
  port: number;
  /** The environment of scripts/e2e-server.mjs for this site. */
  env: Record<string, string>;
}

export const E2E_SITES: E2ESite[] = Object.entries(PROJECT_PORTS).map(([project, port]) => ({
  port,
  env: {
    E2E_PORT: String(port),
    E2E_APP_PORT: String(appPort(port)),
    ...(PROJECT_DATABASES[project as keyof typeof PROJECT_PORTS] === "postgres" ? { E2E_DATABASE: "postgres" } : {}),
  },
}));
