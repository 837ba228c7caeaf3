import { describe, expect, it } from 'vitest';
import { babyBuddyBase } from './babybuddy-client';

describe('the address of a Baby Buddy', () => {
  it('takes https with no credentials, and http only when private addresses are allowed', () => {
    expect(babyBuddyBase('https://bb.example/sub?x=1#y', false).href).toBe('https://bb.example/sub/');
    expect(() => babyBuddyBase('http://bb.example', false)).toThrow(/https/);
    expect(babyBuddyBase('http://192.168.0.5:8000', true).href).toBe('http://192.168.0.5:8000/');
    expect(() => babyBuddyBase('https://mae:senha@bb.example', false)).toThrow();
    expect(() => babyBuddyBase('babybuddy', false)).toThrow();
    expect(() => babyBuddyBase('file:///etc/passwd', true)).toThrow();
  });
});
