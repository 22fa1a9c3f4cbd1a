import { afterAll, vi } from "vitest";

/**
 * The database projects and the `processes` project run their files one after another in
 * a worker process of their own (`isolate: false`, vitest.config.ts; decision 085) instead
 * of a process per file. Each
 * file still gets the app's modules fresh: the environment read once, the database opened
 * once, the caches, the rate limits. So they are dropped before the file loads (the
 * packages under node_modules stay loaded: that is the time saved), and after it the file's
 * database is closed, before tests/setup-env.ts removes its directory, and the process is
 * left as the file found it: the listeners its modules added to `process` (the database's
 * close at exit) go with them.
 */
vi.resetModules();

type ProcessEvent = "exit" | "SIGINT" | "SIGTERM";
const PROCESS_EVENTS: ProcessEvent[] = ["exit", "SIGINT", "SIGTERM"];
const listenersOf = (event: ProcessEvent) => process.listeners(event as "exit");
const listenersBefore = new Map(PROCESS_EVENTS.map((event) => [event, new Set(listenersOf(event))]));

afterAll(async () => {
  const { closeDatabase } = await import("~/utils/db.server");
  await closeDatabase();
  for (const event of PROCESS_EVENTS) {
    const before = listenersBefore.get(event)!;
    for (const listener of listenersOf(event)) if (!before.has(listener)) process.removeListener(event, listener);
  }
});
