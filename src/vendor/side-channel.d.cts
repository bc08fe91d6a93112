interface Channel {
  assert(key: unknown): void;
  delete(key: unknown): boolean;
  get(key: unknown): unknown;
  has(key: unknown): boolean;
  set(key: unknown, value: unknown): void;
}
declare function getSideChannel(): Channel;
export = getSideChannel;
