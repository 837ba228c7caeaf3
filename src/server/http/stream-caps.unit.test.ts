import { describe, expect, it } from 'vitest';
import { createStreamRegistry } from './stream-caps';

function harness(caps = { perSession: 3, perAddress: 10 }) {
  const registry = createStreamRegistry(caps);
  const closed: string[] = [];
  const open = (name: string, session: string, address: string) =>
    registry.open(session, address, () => closed.push(name));
  return { registry, closed, open };
}

describe('stream caps', () => {
  it('closes the oldest stream of a session when a fourth one opens', () => {
    const { registry, closed, open } = harness();
    open('a1', 'ana', '10.0.0.1');
    open('a2', 'ana', '10.0.0.2');
    open('a3', 'ana', '10.0.0.1');
    expect(closed).toEqual([]);
    open('a4', 'ana', '10.0.0.3');
    expect(closed).toEqual(['a1']);
    open('a5', 'ana', '10.0.0.3');
    expect(closed).toEqual(['a1', 'a2']);
    expect(registry.size()).toBe(3);
  });

  it('closes the oldest stream of an address, whatever its session, when the address is full', () => {
    const { registry, closed, open } = harness({ perSession: 3, perAddress: 4 });
    open('ana1', 'ana', 'casa');
    open('bia1', 'bia', 'casa');
    open('ana2', 'ana', 'casa');
    open('bia2', 'bia', 'casa');
    open('cris1', 'cris', 'casa');
    expect(closed).toEqual(['ana1']);
    open('dora1', 'dora', 'outra');
    expect(closed).toEqual(['ana1']);
    expect(registry.size()).toBe(5);
  });

  it('forgets a stream that ended by itself, so it is never closed twice', () => {
    const { registry, closed, open } = harness({ perSession: 2, perAddress: 10 });
    const end = open('a1', 'ana', 'casa');
    open('a2', 'ana', 'casa');
    end();
    end();
    open('a3', 'ana', 'casa');
    expect(closed).toEqual([]);
    open('a4', 'ana', 'casa');
    expect(closed).toEqual(['a2']);
    expect(registry.size()).toBe(2);
  });

  it('holds at most the cap however many streams are attempted', () => {
    const { registry, closed, open } = harness();
    for (let i = 0; i < 4000; i++) open(`s${i}`, 'ana', 'casa');
    expect(registry.size()).toBe(3);
    expect(closed).toHaveLength(3997);
    expect(closed.at(-1)).toBe('s3996');
  });
});
