/**
 * The free ports the browser tests' servers start on: a port taken between its probe and its use
 * (another file's server, an outgoing connection) costs a second try, not a failed run.
 */
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listenOn, onFreePorts } from './ports.js';

const held: Server[] = [];
afterEach(async () => {
  await Promise.all(held.splice(0).map((server) => new Promise((closed) => server.close(closed))));
});

/** A port someone else is listening on. */
async function takenPort(): Promise<number> {
  const server = createServer();
  held.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return address.port;
}

describe('onFreePorts', () => {
  it('starts again on other ports when the port it was given is taken meanwhile', async () => {
    const taken = await takenPort();
    const tried: number[] = [];
    const url = await onFreePorts(1, async ([port]) => {
      // The first try meets what a busy machine may do: the port went to someone else.
      const use = tried.length === 0 ? taken : port;
      tried.push(use);
      const server = createHttpServer();
      await listenOn(server, use);
      held.push(server);
      return `http://127.0.0.1:${use}`;
    });
    expect(tried).toHaveLength(2);
    expect(tried[1]).not.toBe(taken);
    expect(url).toBe(`http://127.0.0.1:${tried[1]}`);
  });

  it('gives distinct ports, and passes on any other failure at once', async () => {
    let calls = 0;
    const failure = onFreePorts(3, (ports) => {
      calls++;
      expect(new Set(ports).size).toBe(3);
      return Promise.reject(new Error('the build is missing'));
    });
    await expect(failure).rejects.toThrow('the build is missing');
    expect(calls).toBe(1);
  });

  it('gives up after a few tries, saying why', async () => {
    const taken = await takenPort();
    let calls = 0;
    const failure = onFreePorts(1, async () => {
      calls++;
      await listenOn(createHttpServer(), taken);
    });
    await expect(failure).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(calls).toBe(5);
  });
});
