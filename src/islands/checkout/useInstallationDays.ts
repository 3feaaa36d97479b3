import { useEffect, useState } from 'react';
import { installationSlots } from '../../client/orders.ts';
import type { SlotsState } from './InstallationSection.tsx';
import { keptDay } from './installation-days.ts';

/**
 * The county's open days while a day is being picked, asked again when the county changes or a
 * day is refused (`ask`); a chosen day that has no place left any more is chosen again (`setDay`).
 */
export function useInstallationDays(picking: boolean, county: string, ask: number, setDay: (next: (day: string) => string) => void) {
  const [slots, setSlots] = useState<SlotsState>({ state: 'idle' });
  useEffect(() => {
    if (!picking) {
      setSlots({ state: 'idle' });
      return;
    }
    let live = true;
    setSlots((now) => (now.state === 'ready' && now.county === county ? { ...now, refreshing: true } : { state: 'loading' }));
    void installationSlots(county).then((answer) => {
      if (!live) return;
      setSlots(answer.ok ? { state: 'ready', county, answer: answer.data, refreshing: false } : { state: 'failed' });
      if (answer.ok) setDay((day) => keptDay(answer.data.slots, day));
    });
    return () => {
      live = false;
    };
    // setDay is the page's state setter: it never changes.
  }, [picking, county, ask]);
  return slots;
}
