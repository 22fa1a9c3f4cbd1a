/**
 * Runs the production build (`npm run serve`): imports it, which starts the app (its
 * environment checked, its database opened and migrated), then starts its HTTP server
 * (app/server/production-server.server.ts, exported by app/entry.server.tsx).
 *
 * Usage: node server/serve.mjs build/index.js
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

// Production unless NODE_ENV says otherwise (as remix-serve decides), before the app reads it.
process.env.NODE_ENV ??= "production";

const build = await import(pathToFileURL(resolve(process.argv[2] ?? "build/index.js")).href);
await build.entry.module.startProductionServer(build);
