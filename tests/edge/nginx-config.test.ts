import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { carriesPersonalCookie, PERSONAL_COOKIE_PATTERN } from "~/features/caching/page-neutral-cookies.mjs";
import { NGINX_PATH } from "../../scripts/debian-packages.mjs";
import { renderNginxConfig } from "../../scripts/start-edge.mjs";
import { nginxPersonalRequests, renderedCookieMap } from "./nginx-cookie-map";

/** The proxy's configuration as start:edge renders it, without starting anything. */
const prefix = mkdtempSync(join(tmpdir(), "nginx-config-"));
afterAll(() => rmSync(prefix, { recursive: true, force: true }));

const render = (brotli: boolean) => renderNginxConfig({ prefix, edgeHost: "", edgePort: 8080, appPorts: [3001, 3002], brotli });

describe("deploy/nginx.conf.template", () => {
  it("writes the app's cookie rule into the map that decides $personal_request", () => {
    expect(renderedCookieMap()).toContain(`"~${PERSONAL_COOKIE_PATTERN}" 1;`);
  });

  // As browsers, bots and a CDN send them: nginx must read each one as the app does.
  const COOKIE_HEADERS: [string, boolean][] = [
    ["", false],
    ["sid=abc.1.2.3.0; vid=def", false],
    ["vid=def;  ; sid=a=b;", false],
    ["consult_draft=abc", true],
    ["sid=a; chat_session=b; vid=c", true],
    ["form_sent=x", true],
    ["vid=1; branding=2", true],
    ["sid=a; cookie_added_next_year=1", true],
    ["sidx=1", true],
    ["vid_old=1", true],
    ["sid =1", true],
    ["justavalue", true],
  ];

  it.runIf(existsSync(NGINX_PATH))("makes nginx find a request personal exactly when the app does", async () => {
    const headers = COOKIE_HEADERS.map(([header]) => header);
    const byNginx = await nginxPersonalRequests(headers);
    expect(headers.map((header, index) => [header, byNginx[index]])).toEqual(COOKIE_HEADERS);
    expect(headers.map((header) => [header, carriesPersonalCookie(header)])).toEqual(COOKIE_HEADERS);
  });

  it("fills in every placeholder, lists each app process as an upstream and loads brotli only when asked", () => {
    const config = render(true);
    expect(config).not.toMatch(/\{\{/);
    expect(config).toContain("server 127.0.0.1:3001 ");
    expect(config).toContain("server 127.0.0.1:3002 ");
    expect(config).toContain(`pid ${prefix}/nginx.pid;`);
    expect(config).toMatch(/load_module \S+brotli_filter/);
    expect(config).toContain("brotli on;");
    const gzipOnly = render(false);
    expect(gzipOnly).not.toMatch(/load_module|brotli on/);
    expect(gzipOnly).toContain("gzip_static on;");
  });

  it("sends pages from memory, not by sendfile, whose chunked ending waited 40 ms for the client (decision 046)", () => {
    const pages = /location @app \{[^}]*\}/.exec(render(false))?.[0] ?? "";
    expect(pages).toMatch(/^\s*sendfile off;/m);
    expect(pages).toMatch(/^\s*output_buffers 1 128k;/m);
    expect(pages).toMatch(/^\s*proxy_cache_key "\$scheme\|\$http_host\|\$request_uri\|\$page_encoding";/m);
  });

  it.runIf(existsSync(NGINX_PATH))("is a configuration nginx accepts", () => {
    mkdirSync(join(prefix, "tmp"), { recursive: true });
    const file = join(prefix, "nginx.conf");
    writeFileSync(file, render(false));
    // -t checks the syntax and every directive without binding the port.
    const output = execFileSync(NGINX_PATH, ["-t", "-q", "-p", prefix, "-c", file, "-e", "stderr"], { encoding: "utf8", stdio: "pipe" });
    expect(output).toBe("");
  });
});
