/**
 * Load runs with Debian's wrk (a C load generator: a Node client tops out far below what
 * nginx serves), for `npm run bench`. Each run gets a Lua script that sets the headers,
 * optionally builds each request (`requestBody`: Lua returning wrk.format(...)), counts
 * replies with `countStatus`, and prints one JSON line that is parsed here.
 * `wrkInterleaved` takes turns between several runs, so that the machine's other work
 * weighs on each alike.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { ensureWrk, WRK_PATH } from "./debian-packages.mjs";

const run = promisify(execFile);

const luaString = (value) => `"${String(value).replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/**
 * @param {{ url: string, seconds: number, connections: number, threads?: number,
 *   method?: string, headers?: Record<string, string>, body?: string,
 *   requestBody?: string, countStatus?: number, histogram?: boolean }} options
 *   histogram: also return every latency wrk measured, as [microseconds, count] pairs.
 */
export async function wrk(options) {
  ensureWrk();
  const { url, seconds, connections, threads = 2, method = "GET", headers = {}, body, requestBody, countStatus, histogram = false } = options;
  const lua = [
    "local threads = {}",
    "local counter = 1",
    "setup = function(thread) thread:set('id', counter); counter = counter + 1; table.insert(threads, thread) end",
    "counted = 0",
    "answered = 0",
    "n = 0",
    `wrk.method = ${luaString(method)}`,
    ...Object.entries(headers).map(([name, value]) => `wrk.headers[${luaString(name)}] = ${luaString(value)}`),
    body === undefined ? "" : `wrk.body = ${luaString(body)}`,
    requestBody ? `request = function()\n  n = n + 1\n  ${requestBody}\nend` : "",
    countStatus ? `response = function(status) answered = answered + 1; if status == ${countStatus} then counted = counted + 1 end end` : "",
    "done = function(summary, latency, requests)",
    "  local total, sent, answered = 0, 0, 0",
    "  for _, thread in ipairs(threads) do",
    "    total = total + (thread:get('counted') or 0); sent = sent + (thread:get('n') or 0); answered = answered + (thread:get('answered') or 0)",
    "  end",
    "  local e = summary.errors",
    "  local latencies = {}",
    histogram ? "  for i = 1, #latency do local value, count = latency(i); latencies[i] = string.format('[%d,%d]', value, count) end" : "",
    "  io.write(string.format('{\"requests\":%d,\"durationUs\":%d,\"p50Us\":%d,\"p99Us\":%d,\"non2xx3xx\":%d,\"socketErrors\":%d,\"counted\":%d,\"unanswered\":%d,\"latency\":[%s]}\\n',",
    "    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), e.status, e.connect + e.read + e.write + e.timeout, total, sent - answered, table.concat(latencies, ',')))",
    "end",
  ].join("\n");
  const dir = mkdtempSync(join(tmpdir(), "wrk-"));
  const script = join(dir, "run.lua");
  writeFileSync(script, lua);
  const loadBefore = loadavg()[0];
  try {
    const { stdout } = await run(WRK_PATH, [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", "-s", script, url], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const line = stdout.split("\n").find((text) => text.startsWith("{"));
    if (!line) throw new Error(`wrk printed no summary:\n${stdout}`);
    const result = JSON.parse(line);
    const perSecond = result.requests / (result.durationUs / 1e6);
    return {
      requestsPerSecond: Math.round(perSecond),
      p50Ms: Math.round(result.p50Us / 10) / 100,
      p99Ms: Math.round(result.p99Us / 10) / 100,
      requests: result.requests,
      seconds: Math.round(result.durationUs / 10_000) / 100,
      non2xx3xx: result.non2xx3xx,
      socketErrors: result.socketErrors,
      // Requests still in flight when wrk stopped: sent, never answered to wrk.
      ...(countStatus ? { [`status${countStatus}`]: result.counted, unanswered: requestBody ? result.unanswered : null } : {}),
      connections,
      loadAverage: { before: Math.round(loadBefore * 100) / 100, after: Math.round(loadavg()[0] * 100) / 100 },
      ...(histogram ? { latencyHistogram: result.latency } : {}),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The latency (microseconds) below which `percent` of the measured requests were answered. */
function percentileOf(histogram, percent) {
  const sorted = [...histogram].sort(([a], [b]) => a - b);
  const total = sorted.reduce((sum, [, count]) => sum + count, 0);
  let seen = 0;
  for (const [value, count] of sorted) {
    seen += count;
    if (seen >= (percent / 100) * total) return value;
  }
  return 0;
}

/**
 * Runs each of `runs` (wrk options without `seconds`) for `seconds` in all, in `slices`
 * turns taken one after the other (A B A B …), and reports each as one run: requests/s
 * over its own time, p50 and p99 of all its requests, the load average before its first
 * turn and after its last.
 */
export async function wrkInterleaved(runs, { seconds, slices }) {
  const turns = runs.map(() => []);
  for (let slice = 0; slice < slices; slice++) {
    for (const [index, run] of runs.entries()) turns[index].push(await wrk({ ...run, seconds: seconds / slices, histogram: true }));
  }
  return turns.map((results) => {
    const histogram = results.flatMap((result) => result.latencyHistogram);
    const requests = results.reduce((sum, result) => sum + result.requests, 0);
    const measuredSeconds = results.reduce((sum, result) => sum + result.seconds, 0);
    const sumOf = (name) => results.reduce((sum, result) => sum + result[name], 0);
    return {
      requestsPerSecond: Math.round(requests / measuredSeconds),
      p50Ms: Math.round(percentileOf(histogram, 50) / 10) / 100,
      p99Ms: Math.round(percentileOf(histogram, 99) / 10) / 100,
      requests,
      seconds: Math.round(measuredSeconds * 100) / 100,
      non2xx3xx: sumOf("non2xx3xx"),
      socketErrors: sumOf("socketErrors"),
      connections: results[0].connections,
      turns: slices,
      loadAverage: { before: results[0].loadAverage.before, after: results.at(-1).loadAverage.after },
    };
  });
}
