/**
 * A TCP relay in front of a database, which a test can cut (connections reset, port closed: the database
 * is down) or freeze (connections stay open but nothing is delivered: a network partition or a paused VM).
 */
import { readFileSync } from "node:fs";
import net from "node:net";

/**
 * The first port the system hands out on its own (to outgoing connections, and to servers on port 0): the
 * relay listens below it. Cut, its port is free; in the ephemeral range, another process's connection on a
 * busy machine took it before the relay could listen there again (EADDRINUSE). Below it, only a server that
 * names the port could.
 */
function firstEphemeralPort(): number {
  try {
    return Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]) || 32768;
  } catch {
    return 32768; // Linux's default; other systems start higher (49152)
  }
}
const lowestPort = 20_000;
const randomFixedPort = () => lowestPort + Math.floor(Math.random() * (firstEphemeralPort() - lowestPort));

export interface Relay {
  port: number;
  /** The URL with host and port replaced by the relay's. */
  via(url: string): string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

export async function startRelay(targetPort: number, targetHost = "127.0.0.1"): Promise<Relay> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = randomFixedPort();
  let frozen = false;
  const held: Array<() => void> = [];

  const forward = (from: net.Socket, to: net.Socket) => {
    from.on("data", (chunk: Buffer) => {
      if (frozen) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
    from.on("end", () => {
      if (frozen) held.push(() => to.end());
      else to.end();
    });
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listening = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => {
            client.destroy();
            upstream.destroy();
          });
        }
        forward(client, upstream);
        forward(upstream, client);
      });
      listening.on("error", reject);
      listening.listen(port, "127.0.0.1", () => {
        server = listening;
        resolve();
      });
    });

  const stopListening = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server) return resolve();
      const closing = server;
      server = undefined;
      closing.close(() => resolve());
    });

  // Another relay may hold the port drawn: draw again.
  for (let attempt = 1; ; attempt++) {
    try {
      await listen();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE" || attempt === 20) throw error;
      port = randomFixedPort();
    }
  }
  return {
    get port() {
      return port;
    },
    via(url) {
      const parsed = new URL(url);
      parsed.hostname = "127.0.0.1";
      parsed.port = String(port);
      return parsed.toString();
    },
    cut: stopListening,
    restore: listen,
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const deliver of held.splice(0)) deliver();
    },
    async close() {
      frozen = false;
      held.length = 0;
      await stopListening();
    },
  };
}
