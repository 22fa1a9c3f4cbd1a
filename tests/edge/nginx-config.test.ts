import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PERSONALISING_COOKIES } from "~/features/caching/document-cache";
import { NGINX_PATH } from "../../scripts/debian-packages.mjs";
import { renderNginxConfig, TEMPLATE_PATH } from "../../scripts/start-edge.mjs";

/** The proxy's configuration as start:edge renders it, without starting anything. */
const prefix = mkdtempSync(join(tmpdir(), "nginx-config-"));
afterAll(() => rmSync(prefix, { recursive: true, force: true }));

const render = (brotli: boolean) => renderNginxConfig({ prefix, edgeHost: "", edgePort: 8080, appPorts: [3001, 3002], brotli });

describe("deploy/nginx.conf.template", () => {
  it("passes by the cache exactly the cookies the app treats as personalising", () => {
    const template = readFileSync(TEMPLATE_PATH, "utf8");
    const names = /\$personal_request \{[^}]*"~\(\?:\^\|;\)\\s\*\(\?:([a-z_|]+)\)="/.exec(template)?.[1]?.split("|");
    expect(names?.sort()).toEqual([...PERSONALISING_COOKIES].sort());
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

  it.runIf(existsSync(NGINX_PATH))("is a configuration nginx accepts", () => {
    mkdirSync(join(prefix, "tmp"), { recursive: true });
    const file = join(prefix, "nginx.conf");
    writeFileSync(file, render(false));
    // -t checks the syntax and every directive without binding the port.
    const output = execFileSync(NGINX_PATH, ["-t", "-q", "-p", prefix, "-c", file, "-e", "stderr"], { encoding: "utf8", stdio: "pipe" });
    expect(output).toBe("");
  });
});
