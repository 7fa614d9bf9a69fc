// A pure function of a string, remembered for the process: the deliberate module-level memos the README lists.
/** `fn` remembered by its key; past `limit` keys the memory starts afresh, so it stays bounded. */
export function memoized<T>(limit: number, fn: (key: string) => T): (key: string) => T {
  const seen = new Map<string, T>();
  return (key) => {
    const known = seen.get(key);
    if (known !== undefined || seen.has(key)) return known as T;
    const value = fn(key);
    if (seen.size >= limit) seen.clear();
    seen.set(key, value);
    return value;
  };
}
