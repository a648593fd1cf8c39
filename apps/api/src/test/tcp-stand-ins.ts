import { createConnection, createServer, type Server, type Socket } from 'node:net';

type StandIn = { port: number; close: () => Promise<void> };

/** A server that accepts connections and never answers: a hung Redis or PostgreSQL host. */
export function silentServer(): Promise<StandIn> {
  const sockets = new Set<Socket>();
  return listen(
    createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
    }),
    sockets,
  );
}

/**
 * A TCP proxy to 127.0.0.1:`targetPort` whose answers arrive `delayMs` late, in order: a healthy server on a busy
 * host. `setDelay(0)` lets the held answers go at once.
 */
export async function slowProxy(targetPort: number): Promise<StandIn & { setDelay: (ms: number) => void }> {
  let delayMs = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    let answers = Promise.resolve();
    client.pipe(upstream);
    upstream.on('data', (chunk) => {
      const wait = delayMs;
      answers = answers
        .then(() => (wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : undefined))
        .then(() => {
          if (!client.destroyed) client.write(chunk);
        });
    });
    for (const socket of [client, upstream]) {
      socket.on('error', () => {});
      socket.on('close', () => {
        client.destroy();
        upstream.destroy();
      });
    }
  });
  const standIn = await listen(server, sockets);
  return {
    ...standIn,
    setDelay: (ms) => {
      delayMs = ms;
    },
  };
}

function listen(server: Server, sockets: Set<Socket>): Promise<StandIn> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        close: () =>
          new Promise((closed) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => closed());
          }),
      });
    });
  });
}
