/**
 * Runs the build: imports it, which starts the app (its environment checked, its database
 * opened and migrated), then starts its HTTP server (app/server/production-server.server.ts,
 * exported by app/entry.server.tsx).
 *
 * `npm run serve` runs it on the production build. `npm run dev` runs it under Remix's dev
 * server (manual mode, NODE_ENV=development): each rebuild is imported again and answers
 * the next request, and Remix's dev server is told it is ready.
 *
 * Usage: node server/serve.mjs build/index.js
 */
import { statSync, watchFile } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

// Production unless NODE_ENV says otherwise (as remix-serve decides), before the app reads it.
process.env.NODE_ENV ??= "production";

const buildPath = resolve(process.argv[2] ?? "build/index.js");
/** The build as it is now on disk (a query string per version, so a rebuild is imported afresh). */
const importBuild = () => import(`${pathToFileURL(buildPath).href}?t=${statSync(buildPath).mtimeMs}`);

let build = await importBuild();

if (process.env.NODE_ENV === "development") {
  const { broadcastDevReady } = await import("@remix-run/node");
  await build.entry.module.startProductionServer(build, process.env, { currentBuild: async () => build });
  await broadcastDevReady(build);
  // Remix's dev server writes version.txt beside the build once a rebuild is complete.
  watchFile(join(dirname(buildPath), "version.txt"), { interval: 100 }, async () => {
    build = await importBuild();
    await broadcastDevReady(build);
  });
} else {
  await build.entry.module.startProductionServer(build);
}
