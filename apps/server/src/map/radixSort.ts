/**
 * The order that sorts rows by an unsigned key made of 32-bit parts (least significant digit radix
 * sort): `digits` lists, from the least significant, the key part and shift of each digit of
 * `digitBits` bits. Stable and linear: a million rows in a few tens of milliseconds, where a
 * comparison sort of row numbers takes half a second.
 */
export function radixOrder(rows: number, digits: readonly (readonly [part: Uint32Array, shift: number])[], digitBits: number): Uint32Array {
  const buckets = 1 << digitBits;
  const mask = buckets - 1;
  let order = new Uint32Array(rows);
  for (let i = 0; i < rows; i++) order[i] = i;
  let scratch = new Uint32Array(rows);
  const counts = new Uint32Array(buckets);
  for (const [part, shift] of digits) {
    counts.fill(0);
    for (let i = 0; i < rows; i++) counts[(part[i]! >>> shift) & mask]!++;
    let sum = 0;
    for (let bucket = 0; bucket < buckets; bucket++) {
      const count = counts[bucket]!;
      counts[bucket] = sum;
      sum += count;
    }
    for (let i = 0; i < rows; i++) {
      const row = order[i]!;
      scratch[counts[(part[row]! >>> shift) & mask]!++] = row;
    }
    [order, scratch] = [scratch, order];
  }
  return order;
}
