import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { NGINX_PATH } from "../../scripts/debian-packages.mjs";
import { freePort } from "../../scripts/production-server.mjs";
import { renderNginxConfig } from "../../scripts/start-edge.mjs";

/** The `map $http_cookie $personal_request { … }` block of the configuration start:edge renders. */
export function renderedCookieMap(): string {
  const config = renderNginxConfig({ prefix: "/unused", edgeHost: "", edgePort: 8080, appPorts: [3001], brotli: false });
  const map = /map \$http_cookie \$personal_request \{[^}]*\}/.exec(config)?.[0];
  if (!map) throw new Error("the rendered nginx configuration has no $personal_request map");
  return map;
}

function askNginx(port: number, cookieHeader: string): Promise<string> {
  return new Promise((resolveAnswer, reject) => {
    const sent = request({ host: "127.0.0.1", port, path: "/", headers: { Cookie: cookieHeader } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolveAnswer(body));
    });
    sent.on("error", reject);
    sent.end();
  });
}

/**
 * How nginx itself (its PCRE, its reading of the header) sets $personal_request for each
 * Cookie header: the rendered map in a server that answers with the variable. One nginx
 * for all the headers; it is stopped before this resolves.
 */
export async function nginxPersonalRequests(cookieHeaders: string[]): Promise<boolean[]> {
  const prefix = mkdtempSync(join(tmpdir(), "nginx-cookie-map-"));
  const port = await freePort();
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `${kind}_temp_path ${prefix}/${kind};`).join(" ");
  writeFileSync(
    join(prefix, "nginx.conf"),
    `worker_processes 1; pid ${prefix}/nginx.pid; error_log stderr warn; daemon off;
events {}
http {
  access_log off; ${temp}
  ${renderedCookieMap()}
  server { listen 127.0.0.1:${port}; location / { return 200 "$personal_request"; } }
}
`,
  );
  const nginx = spawn(NGINX_PATH, ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-e", "stderr"], { stdio: ["ignore", "ignore", "pipe"] });
  let errors = "";
  nginx.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolveExit) => nginx.once("exit", () => resolveExit()));
  try {
    const deadline = Date.now() + 10_000;
    while (!(await askNginx(port, "").then(() => true, () => false))) {
      if (Date.now() > deadline || nginx.exitCode !== null) throw new Error(`nginx did not start: ${errors}`);
      await new Promise((resolveWait) => setTimeout(resolveWait, 20));
    }
    const answers: boolean[] = [];
    for (const header of cookieHeaders) answers.push((await askNginx(port, header)) === "1");
    return answers;
  } finally {
    nginx.kill("SIGQUIT");
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  }
}
