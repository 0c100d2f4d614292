/**
 * A TCP relay in front of a database, which a test can cut (connections reset, port closed: the database
 * is down) or freeze (connections stay open but nothing is delivered: a network partition or a paused VM).
 */
import net from "node:net";

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
  let port = 0;
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
        port = (listening.address() as net.AddressInfo).port;
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

  await listen();
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
