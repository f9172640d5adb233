import net from 'node:net';

export interface Blackhole {
  /** redis://127.0.0.1:<port> */
  url: string;
  /** Connections accepted so far. */
  connections(): number;
  stop(): Promise<void>;
}

/**
 * A TCP server that accepts every connection, reads whatever is sent and never answers: what a
 * paused or wedged Redis (DEBUG SLEEP, CLIENT PAUSE, a full network buffer) looks like to a client.
 */
export async function startBlackhole(): Promise<Blackhole> {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const server = net.createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    connections: () => accepted,
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
