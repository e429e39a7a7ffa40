import * as http from 'node:http';
import * as net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCodeSecurityApi } from '../../../src/engine/api/code-security.ts';
import { HttpClient, createDispatcher } from '../../../src/engine/api/http-client.ts';
import { ScanList } from '../../../src/engine/api/schemas.ts';
import { ConfigurationError, NetworkError, ResponseShapeError } from '../../../src/errors.ts';
import { Emulator, KEYS } from '../../emulator/server.ts';
import { FAST_RETRY, emulatorClient } from '../../support/helpers.ts';

const NO_DEADLINE = { deadline: Number.POSITIVE_INFINITY };

describe('HTTP client', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await new Emulator().start();
  });
  afterAll(() => emulator.stop());
  afterEach(() => {
    emulator.slowMs = 0;
    emulator.shapes = 'live';
    emulator.requests.length = 0;
  });

  it('refuses a plain-http service address', () => {
    expect(() =>
      emulatorClient({ ...emulator, url: emulator.url.replace('https:', 'http:') } as Emulator, {
        apiKey: KEYS.admin,
      }),
    ).toThrow(ConfigurationError);
  });

  it('gives every call a time limit, retries it, then says the service did not answer', async () => {
    emulator.slowMs = 400;
    const log: string[] = [];
    const client = emulatorClient(emulator, { apiKey: KEYS.admin, requestTimeoutMs: 100, log });
    const error = await createCodeSecurityApi(client, Date.now)
      .listScans(['x'], NO_DEADLINE)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toMatch(/no answer within 100 ms, still after 4 attempts/);
    expect(log[0]).toMatch(
      /^scan status page 1: attempt 1 of 4 failed \(no answer within 100 ms\); retrying in \d+ ms$/,
    );
  });

  it("keeps what caused a failure as the error's cause", async () => {
    emulator.slowMs = 400;
    const client = emulatorClient(emulator, { apiKey: KEYS.admin, requestTimeoutMs: 100 });
    const error = await createCodeSecurityApi(client, Date.now)
      .listScans(['x'], NO_DEADLINE)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).cause).toBeInstanceOf(Error);
    expect((error as NetworkError).httpStatus).toBeUndefined();
  });

  it('accepts the documented shapes as well as the live ones', async () => {
    emulator.shapes = 'documented';
    const api = createCodeSecurityApi(emulatorClient(emulator, { apiKey: KEYS.admin }), Date.now);
    const scans = await api.listScans(['nothing-here'], NO_DEADLINE);
    expect(scans).toEqual([]);
  });

  it('turns a body of the wrong shape into one clear error', async () => {
    const client = emulatorClient(emulator, { apiKey: KEYS.admin });
    const call = client.call({
      method: 'GET',
      path: '/v1/tenant/shiftleft/iac/scans',
      schema: z.object({
        data: z.array(z.object({ id: z.number() })),
        meta: z.object({ hasNextPage: z.string() }),
      }),
      label: 'x',
    });
    await expect(call).rejects.toThrow(ResponseShapeError);
    await expect(call).rejects.toThrow(/unexpected shape at meta.hasNextPage/);
    await expect(
      client.call({
        method: 'GET',
        path: '/v1/tenant/shiftleft/iac/scans',
        schema: ScanList,
        label: 'x',
      }),
    ).resolves.toMatchObject({ data: [] });
  });

  it('goes through HTTPS_PROXY, and around it for NO_PROXY', async () => {
    const tunnels: string[] = [];
    const proxy = http.createServer();
    proxy.on('connect', (req, client, head) => {
      tunnels.push(req.url ?? '');
      const [host, port] = (req.url ?? '').split(':');
      const upstream = net.connect(Number(port), host, () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxyUrl = `http://127.0.0.1:${(proxy.address() as net.AddressInfo).port}`;
    const env = { HTTPS_PROXY: process.env.HTTPS_PROXY, NO_PROXY: process.env.NO_PROXY };
    const client = () =>
      new HttpClient({
        baseUrl: emulator.url,
        apiKey: KEYS.admin,
        retry: FAST_RETRY,
        dispatcher: createDispatcher(emulator.ca),
        sleep: async () => {},
        random: Math.random,
        now: Date.now,
        log: () => {},
      });
    try {
      process.env.HTTPS_PROXY = proxyUrl;
      process.env.NO_PROXY = '';
      await createCodeSecurityApi(client(), Date.now).listScans(['a'], NO_DEADLINE);
      expect(tunnels).toEqual([new URL(emulator.url).host]);
      process.env.NO_PROXY = '127.0.0.1';
      await createCodeSecurityApi(client(), Date.now).listScans(['a'], NO_DEADLINE);
      expect(tunnels.length).toBe(1);
    } finally {
      Object.assign(process.env, env);
      for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
      proxy.closeAllConnections();
      proxy.close();
    }
  });
});
