import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticRoutes } from './static-files';

let dir: string;
let app: ReturnType<typeof createStaticRoutes>;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-static-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Lumma</title>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync('console.log(1)'));
  fs.mkdirSync(path.join(dir, 'prerendered'));
  fs.writeFileSync(path.join(dir, 'prerendered', 'index.html'), '<!doctype html><title>Lumma</title><h1>Landing</h1>');
  fs.writeFileSync(path.join(dir, 'prerendered', 'login.html'), '<!doctype html><title>Lumma</title><h1>Login</h1>');
  fs.writeFileSync(path.join(dir, 'prerendered', 'login.html.br'), zlib.brotliCompressSync('<h1>Login</h1>'));
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = createStaticRoutes(dir);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('serving the built SPA', () => {
  it('caches hashed assets for a year', async () => {
    const response = await app.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });

  it('sends the precompressed copy to a browser that accepts it, the plain file to one that does not', async () => {
    const compressed = await app.request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('content-type')).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString()).toBe('console.log(1)');
    const plain = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
  });

  it('revalidates other files and index.html', async () => {
    expect((await app.request('/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
    const index = await app.request('/index.html');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(await index.text()).toContain('<title>Lumma</title>');
  });

  it('answers the prerendered pages with their own HTML, compressed when the browser accepts it', async () => {
    expect(await (await app.request('/')).text()).toContain('<h1>Landing</h1>');
    const login = await app.request('/login?tab=signup', { headers: { 'accept-encoding': 'br' } });
    expect(login.headers.get('content-type')).toMatch(/text\/html/);
    expect(login.headers.get('cache-control')).toBe('no-cache');
    expect(zlib.brotliDecompressSync(Buffer.from(await login.arrayBuffer())).toString()).toBe('<h1>Login</h1>');
    expect(await (await app.request('/login')).text()).toContain('<h1>Login</h1>');
  });

  it('answers client-side routes with index.html', async () => {
    const response = await app.request('/dashboard');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toBe('<!doctype html><title>Lumma</title>');
  });

  it('answers a missing hashed asset with 404, not the SPA', async () => {
    const response = await app.request('/assets/index-old999.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('does not serve files outside the build', async () => {
    const response = await app.request('/../package.json');
    expect(await response.text()).not.toContain('"name"');
  });
});
