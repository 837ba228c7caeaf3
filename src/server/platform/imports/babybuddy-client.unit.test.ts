import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { BABY_BUDDY_READ_LIMITS } from '../../../domain/imports/babybuddy-read-limits';
import { babyBuddyBase, openBabyBuddy } from './babybuddy-client';

describe('the address of a Baby Buddy', () => {
  it('takes https with no credentials, and http only when private addresses are allowed', () => {
    expect(babyBuddyBase('https://bb.example/sub?x=1#y', false).href).toBe('https://bb.example/sub/');
    expect(() => babyBuddyBase('http://bb.example', false)).toThrow(/https/);
    expect(babyBuddyBase('http://192.168.0.5:8000', true).href).toBe('http://192.168.0.5:8000/');
    expect(() => babyBuddyBase('https://mae:senha@bb.example', false)).toThrow();
    expect(() => babyBuddyBase('babybuddy', false)).toThrow();
    expect(() => babyBuddyBase('file:///etc/passwd', true)).toThrow();
  });

  it('gives https as the rule only when http is not allowed', () => {
    expect(() => babyBuddyBase('ftp://bb.example', false)).toThrow(
      'Informe o endereço do seu Baby Buddy começando com https://',
    );
    expect(() => babyBuddyBase('ftp://bb.example', true)).toThrow(
      'Informe o endereço do seu Baby Buddy começando com http:// ou https://',
    );
  });
});

const servers: { server: net.Server; sockets: Set<net.Socket> }[] = [];
afterEach(async () => {
  for (const { server, sockets } of servers.splice(0)) {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listening(server: net.Server) {
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket) => sockets.add(socket));
  servers.push({ server, sockets });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `https://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
}

/**
 * A server in plain http that, as gunicorn does, waits for the end of a request line: an https
 * handshake, which has none, gets silence; an http request gets its answer.
 */
function waitsForALine() {
  return net.createServer((socket) => {
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.startsWith('GET ') && received.includes('\r\n\r\n'))
        socket.end('HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
    });
  });
}

const open = (address: string, handshakeMs = BABY_BUDDY_READ_LIMITS.handshakeMs) =>
  openBabyBuddy(address, 'chave', true, { ...BABY_BUDDY_READ_LIMITS, handshakeMs });

describe('an https address for a Baby Buddy that speaks only http', () => {
  const notHttps = {
    key: 'babybuddy_not_https',
    message: 'Este servidor não fala https: tente o endereço com http://',
  };

  it('is told at once when the server answers the handshake in http', async () => {
    const address = await listening(http.createServer((_request, response) => response.end('{}')));
    const started = Date.now();
    await expect(open(address).children()).rejects.toMatchObject(notHttps);
    expect(Date.now() - started).toBeLessThan(BABY_BUDDY_READ_LIMITS.handshakeMs);
  });

  it('is told within the handshake time when the server waits in silence, not after the idle time', async () => {
    const address = await listening(waitsForALine());
    const started = Date.now();
    await expect(open(address, 300).children()).rejects.toMatchObject(notHttps);
    expect(Date.now() - started).toBeLessThan(BABY_BUDDY_READ_LIMITS.idleMs / 2);
  });

  it('is not blamed on http when the address answers nothing at all', async () => {
    const address = await listening(net.createServer(() => {}));
    await expect(open(address, 300).children()).rejects.toMatchObject({ key: 'babybuddy_unreachable' });
  });
});
