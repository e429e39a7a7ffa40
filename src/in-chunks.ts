/**
 * Maps items through an async function `size` at a time: enough at once for a batching reader
 * to gather a turn's requests into one git process, few enough that thousands of files never
 * hold thousands of open descriptors. Results keep the items' order.
 */
export async function mapInChunks<T, R>(
  items: readonly T[],
  size: number,
  map: (item: T) => Promise<R>,
): Promise<R[]> {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Not a chunk size: ${size}`);
  const results: R[] = [];
  for (let at = 0; at < items.length; at += size) {
    results.push(...(await Promise.all(items.slice(at, at + size).map(map))));
  }
  return results;
}
