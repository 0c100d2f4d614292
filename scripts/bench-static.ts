/**
 * `npm run bench:static`: how fast this server answers prerendered pages and hashed assets, beside nginx
 * (Debian's package) serving the same build/client folder in the same run, both on loopback, measured by
 * wrk. Prints a Markdown table; with `--write` puts it into docs/performance.md (section "Static serving").
 *
 * Same work on both sides: keep-alive, `Accept-Encoding: gzip` (Debian's nginx has gzip_static but no
 * brotli module, so both send the same precompressed .gz bytes), no access log on either side
 * (LOG_LEVEL=warn here, access_log off there). Options: WRK_THREADS (2), WRK_CONNECTIONS (64),
 * WRK_DURATION (10s), BENCH_STATIC_PORT (3600; nginx on the next port).
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build/client");
const port = Number(process.env.BENCH_STATIC_PORT ?? 3600);
const nginxPort = port + 1;
const threads = process.env.WRK_THREADS ?? "2";
const connections = process.env.WRK_CONNECTIONS ?? "64";
const duration = process.env.WRK_DURATION ?? "10s";

const asset = `/assets/${readdirSync(path.join(clientDir, "assets")).find((name) => name.startsWith("entry.client-") && name.endsWith(".js"))}`;
const targets = [
  { label: "GET / (prerendered page)", path: "/" },
  { label: `GET ${asset.replace(/-[A-Za-z0-9_]+\.js$/, "-….js")} (hashed asset)`, path: asset },
];

async function waitFor(url: string) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

function wrk(url: string): { rps: number; p99ms: number } {
  const out = execFileSync(
    "wrk",
    [`-t${threads}`, `-c${connections}`, `-d${duration}`, "--latency", "-H", "Accept-Encoding: gzip", url],
    { encoding: "utf8" },
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const p99 = /\s99%\s+([\d.]+)(us|ms|s)\b/.exec(out);
  const scale = { us: 0.001, ms: 1, s: 1000 } as const;
  const p99ms = p99 ? Number(p99[1]) * scale[p99[2] as keyof typeof scale] : Number.NaN;
  if (/Non-2xx/.test(out) || !Number.isFinite(rps)) throw new Error(`wrk against ${url} failed:\n${out}`);
  return { rps, p99ms };
}

function nginxVersion(): string {
  const result = spawnSync("nginx", ["-v"], { encoding: "utf8" });
  return (result.stderr || result.stdout).trim().replace(/^nginx version: /, "") || "nginx";
}

const nginxDir = mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
writeFileSync(
  path.join(nginxDir, "nginx.conf"),
  `
worker_processes auto;
daemon off;
pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${nginxDir}/body;
  proxy_temp_path ${nginxDir}/proxy;
  fastcgi_temp_path ${nginxDir}/fastcgi;
  uwsgi_temp_path ${nginxDir}/uwsgi;
  scgi_temp_path ${nginxDir}/scgi;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${clientDir};
    gzip_static on;
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
);

const server = spawn(process.execPath, ["build/server/main.js"], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    DATABASE_URL: `sqlite:${path.join(nginxDir, "bench.db")}`,
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const nginx = spawn("nginx", ["-c", path.join(nginxDir, "nginx.conf"), "-p", nginxDir], {
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  await waitFor(`http://127.0.0.1:${port}/healthz`);
  await waitFor(`http://127.0.0.1:${nginxPort}/`);
  const rows: string[] = [];
  const ratios: number[] = [];
  for (const target of targets) {
    // Warm both (JIT, caches), then measure nginx and this server one after the other.
    execFileSync("wrk", ["-t1", "-c8", "-d2s", `http://127.0.0.1:${port}${target.path}`]);
    execFileSync("wrk", ["-t1", "-c8", "-d2s", `http://127.0.0.1:${nginxPort}${target.path}`]);
    const reference = wrk(`http://127.0.0.1:${nginxPort}${target.path}`);
    const ours = wrk(`http://127.0.0.1:${port}${target.path}`);
    const ratio = ours.rps / reference.rps;
    ratios.push(ratio);
    rows.push(
      `| ${target.label} | ${Math.round(reference.rps).toLocaleString("en")} | ${reference.p99ms.toFixed(2)} | ${Math.round(ours.rps).toLocaleString("en")} | ${ours.p99ms.toFixed(2)} | ${ratio.toFixed(2)} × |`,
    );
    console.error(rows.at(-1));
  }
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.version}, ${nginxVersion()}`;
  const table = [
    `Measured by \`npm run bench:static\` on ${new Date().toISOString().slice(0, 10)}, ${machine}; wrk -t${threads} -c${connections} -d${duration}, keep-alive, \`Accept-Encoding: gzip\`, loopback, load average ${os.loadavg()[0].toFixed(1)} at the end.`,
    "",
    "| request | nginx req/s | nginx p99 ms | this server req/s | this server p99 ms | ratio |",
    "|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
  console.log(table);
  if (process.argv.includes("--write")) {
    const file = path.join(root, "docs/performance.md");
    const doc = readFileSync(file, "utf8");
    const start = doc.indexOf("<!-- bench:static -->");
    const end = doc.indexOf("<!-- /bench:static -->");
    if (start < 0 || end < 0) throw new Error("docs/performance.md has no <!-- bench:static --> section");
    writeFileSync(file, `${doc.slice(0, start)}<!-- bench:static -->\n${table}\n${doc.slice(end)}`);
  }
  process.exitCode = ratios.every((ratio) => ratio >= 0.25) ? 0 : 1;
} finally {
  server.kill("SIGTERM");
  nginx.kill("SIGQUIT");
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(nginxDir, { recursive: true, force: true });
}
