/**
 * How long a server command takes from launch to its first healthy `/healthz`, over several runs, each
 * with a throw-away SQLite store on a loopback port.
 *
 *   npx tsx scripts/start-time.ts [--runs 5] [--port 3011] [-- command …]   (default command: npm start)
 */
import { spawn } from "node:child_process";
import { scratchStore } from "./server-process";

const args = process.argv.slice(2);
const separator = args.indexOf("--");
const options = separator >= 0 ? args.slice(0, separator) : args;
const command = separator >= 0 ? args.slice(separator + 1) : ["npm", "start"];
const option = (name: string, fallback: number) => {
  const index = options.indexOf(`--${name}`);
  return index >= 0 ? Number(options[index + 1]) : fallback;
};
const runs = option("runs", 5);
const port = option("port", 3011);
const repoRoot = new URL("../", import.meta.url).pathname;

async function healthy(url: string): Promise<boolean> {
  return fetch(url).then(
    (response) => response.status === 200,
    () => false,
  );
}

/** Milliseconds from spawning `command` to the first 200 from /healthz; the process group is stopped after. */
async function timeOneStart(): Promise<number> {
  const store = scratchStore("sqlite", "start-time");
  const started = performance.now();
  // Its own process group, so `npm start` and the node process under it stop together.
  const child = spawn(command[0], command.slice(1), {
    cwd: repoRoot,
    detached: true,
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: store.databaseUrl,
      LOG_LEVEL: "warn",
      REDIS_URL: "",
      SMTP_URL: "",
    },
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  try {
    while (!(await healthy(`http://127.0.0.1:${port}/healthz`))) {
      if (child.exitCode !== null)
        throw new Error(`${command.join(" ")} exited with ${child.exitCode} before it was healthy`);
      if (performance.now() - started > 60_000) throw new Error(`${command.join(" ")} was not healthy within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return performance.now() - started;
  } finally {
    if (child.exitCode === null) process.kill(-child.pid!, "SIGTERM");
    await exited;
    // npm may exit before the server under it has closed its port.
    while (await healthy(`http://127.0.0.1:${port}/healthz`)) await new Promise((resolve) => setTimeout(resolve, 50));
    await store.remove();
  }
}

const times: number[] = [];
for (let run = 0; run < runs; run++) times.push(await timeOneStart());
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(
  `${command.join(" ")}: median ${Math.round(median)} ms to a healthy /healthz (min ${Math.round(times[0])}, max ${Math.round(times.at(-1)!)}, ${runs} runs)`,
);
