/**
 * Free ports for the servers the browser tests and the bench start side by side, and a prompt stop
 * for them: a port taken between its probe and its use costs a second try, not a failed run.
 */
import type { Server } from 'node:http';
import { createServer } from 'node:net';

/** A port nobody listens on right now (the mock needs its own port in its base URL). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/** `N` numbers. */
type Ports<N extends number, Found extends number[] = []> = Found['length'] extends N
  ? Found
  : Ports<N, [...Found, number]>;

const portTaken = (error: unknown) =>
  (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE' ||
  /Address already in use/.test(error instanceof Error ? error.message : '');

/**
 * `start` on `count` distinct free ports, again on new ones if one was taken meanwhile. A port is
 * free when it is probed, not when it is listened on: between the two, another file's server or
 * any outgoing connection of the machine (the browsers' among them: the same range of ports) may
 * take it, and a clean run failed so (EADDRINUSE). `start` closes what it opened before it throws.
 */
export async function onFreePorts<T, N extends 1 | 2 | 3>(
  count: N,
  start: (ports: Ports<N>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const ports = new Set<number>();
    while (ports.size < count) ports.add(await freePort());
    try {
      return await start([...ports] as Ports<N>);
    } catch (error) {
      if (attempt === 5 || !portTaken(error)) throw error;
    }
  }
}

/**
 * Stops a server now: its open connections closed first. `close()` alone waits for every connection
 * to end, and a browser's page still open keeps one (a keep-alive or a preconnected socket): a
 * clean run hung there a minute and failed (errors.e2e, the runtime configuration).
 */
export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((closed) => server.close(() => closed()));
}

/** Listens on `port` at 127.0.0.1; refused (the port taken) as a rejection, which onFreePorts retries. */
export function listenOn(server: Server, port: number): Promise<void> {
  return new Promise((listening, refused) => server.once('error', refused).listen(port, '127.0.0.1', listening));
}
