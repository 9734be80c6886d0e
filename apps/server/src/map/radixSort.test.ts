import { describe, expect, it } from 'vitest';
import { radixOrder } from './radixSort.js';

describe('radix order', () => {
  it('orders rows by 32-bit keys in two 16-bit digits, as a comparison sort does, keeping ties in place', () => {
    const keys = Uint32Array.from({ length: 5000 }, (_, i) => (((i * 2654435761) >>> 0) % 70_000) + (i % 7 === 0 ? 4_000_000_000 : 0));
    const order = radixOrder(
      keys.length,
      [
        [keys, 0],
        [keys, 16],
      ],
      16,
    );
    const expected = [...keys.keys()].sort((a, b) => keys[a]! - keys[b]! || a - b);
    expect([...order]).toEqual(expected);
  });

  it('orders by a key of two parts, the last digit the most significant', () => {
    const hi = Uint32Array.from([1, 0, 1, 0]);
    const lo = Uint32Array.from([5, 9, 2, 9]);
    expect([
      ...radixOrder(
        4,
        [
          [lo, 0],
          [hi, 0],
        ],
        8,
      ),
    ]).toEqual([1, 3, 2, 0]);
  });
});
