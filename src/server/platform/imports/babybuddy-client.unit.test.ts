import { describe, expect, it } from 'vitest';
import { babyBuddyBase, isPrivateAddress } from './babybuddy-client';

describe('the addresses an import may call', () => {
  it('knows private, loopback, link-local and mapped addresses from public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '172.32.0.1', '100.128.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('takes https with no credentials, and http only when private addresses are allowed', () => {
    expect(babyBuddyBase('https://bb.example/sub?x=1#y', false).href).toBe('https://bb.example/sub/');
    expect(() => babyBuddyBase('http://bb.example', false)).toThrow(/https/);
    expect(babyBuddyBase('http://192.168.0.5:8000', true).href).toBe('http://192.168.0.5:8000/');
    expect(() => babyBuddyBase('https://mae:senha@bb.example', false)).toThrow();
    expect(() => babyBuddyBase('babybuddy', false)).toThrow();
    expect(() => babyBuddyBase('file:///etc/passwd', true)).toThrow();
  });
});
