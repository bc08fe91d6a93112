import { vi } from 'vitest';

const LOCAL_GETTERS = [
  ['getFullYear', 'getUTCFullYear'],
  ['getMonth', 'getUTCMonth'],
  ['getDate', 'getUTCDate'],
  ['getDay', 'getUTCDay'],
  ['getHours', 'getUTCHours'],
  ['getMinutes', 'getUTCMinutes'],
  ['getSeconds', 'getUTCSeconds'],
  ['getMilliseconds', 'getUTCMilliseconds'],
] as const;

/**
 * A device whose clock says `now` and whose time zone is `offsetHours` ahead of UTC (Asia/Jakarta,
 * WIB: 7), whatever the zone of the machine running the tests (the test runner's threads cannot change
 * theirs: `process.env.TZ` is read once per process). Date's local getters answer as such a device
 * does, and dayjs reads them; a date built from local parts (`new Date(2026, 10, 26)`, dayjs of
 * `'2026-11-26T14:05'`) is still the machine's, so a test gives instants (`...Z`). Returns the end of it,
 * which the test calls itself (fake timers left on fail the test).
 */
export function onDevice(now: string, offsetHours: number): () => void {
  vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
  const shifted = (date: Date) => new Date(date.getTime() + offsetHours * 3_600_000);
  const spies = [
    ...LOCAL_GETTERS.map(([local, utc]) =>
      vi.spyOn(Date.prototype, local).mockImplementation(function (this: Date) {
        return shifted(this)[utc]();
      }),
    ),
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-offsetHours * 60),
  ];
  return () => {
    for (const spy of spies) spy.mockRestore();
    vi.useRealTimers();
  };
}
