// First: this island's strings, in its page's language, arrive before it draws (src/build/island-strings.ts).
import 'virtual:island-strings';
import { useEffect, useMemo, useRef, useState } from 'react';
import { translationsFor } from '../../i18n/index.ts';
import '../../i18n/sizing-page.ts';
import type { SizingCandidate } from '../../lib/sizing/candidates.ts';
import { recommendKit } from '../../lib/sizing/recommend.ts';
import { sizeSystem } from '../../lib/sizing/size-system.ts';
import type { Load, SizingInput } from '../../lib/sizing/types.ts';
import { DEFAULT_AUTONOMY, DEFAULT_COUNTY, MAX_LOADS, decodeSizingInput, encodeSizingInput } from '../../lib/sizing/url-state.ts';
import { loadFromAddress } from '../../lib/sizing/add-from-address.ts';
import { whatsappLink } from '../../lib/whatsapp.ts';
import { $deliveryCounty, chooseCounty } from '../../stores/delivery-county.ts';
import { ApplianceForm } from './ApplianceForm.tsx';
import { Figures } from './Figures.tsx';
import { LoadList, type Row } from './LoadList.tsx';
import { loadName } from './names.ts';
import { Recommendation, type CartExtra } from './Recommendation.tsx';
import { SetupFields, type Setup } from './SetupFields.tsx';
import { ShareAsk } from './ShareAsk.tsx';
import { sizingSummaryText } from './summary-text.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

interface Props {
  /** The in-stock products the calculator may recommend (sizingCandidates, at build). */
  candidates: SizingCandidate[];
  /** Brand, category, cart image and page of each candidate, for the cart lines and links. */
  extras: Record<string, CartExtra>;
  whatsapp: string | null;
  email: string;
  phone: string;
  shopName: string;
}

/**
 * The inputs the address carries, else a fresh list in the remembered county (Nairobi City when
 * none), and the appliance the page's plain form sent before this island ran (add-from-address.ts).
 */
function startingInput(): SizingInput & { sent: Load | null } {
  const params = new URLSearchParams(window.location.search);
  const input = decodeSizingInput(params) ?? {
    loads: [],
    county: $deliveryCounty.get() ?? DEFAULT_COUNTY,
    mode: 'backup',
    autonomyDays: DEFAULT_AUTONOMY.backup,
    chemistry: 'lithium',
  };
  const sent = input.loads.length < MAX_LOADS ? loadFromAddress(params) : null;
  return { ...input, loads: sent ? [...input.loads, sent] : input.loads, sent };
}

/** /solar-calculator: the shopper's appliances and home in, the system's figures and a kit from stock out. */
export default function SolarCalculator({ candidates, extras, whatsapp, email, phone, shopName }: Props) {
  const [start] = useState(startingInput);
  const nextKey = useRef(start.loads.length);
  const [rows, setRows] = useState<Row[]>(() => start.loads.map((load, key) => ({ key, load })));
  const [setup, setSetup] = useState<Setup>({
    county: start.county,
    mode: start.mode,
    autonomyDays: start.autonomyDays,
    chemistry: start.chemistry,
  });
  const [notice, setNotice] = useState(() => (start.sent ? t('sizing.page.added', { name: loadName(start.sent) }) : ''));
  const listHeading = useRef<HTMLHeadingElement>(null);

  const input: SizingInput = useMemo(() => ({ ...setup, loads: rows.map((row) => row.load) }), [rows, setup]);
  const query = encodeSizingInput(input).toString();
  const link = `${window.location.origin}${window.location.pathname}?${query}`;

  useEffect(() => {
    history.replaceState(history.state, '', `?${query}`);
  }, [query]);

  // The rules see the names the shopper reads: warnings quote them.
  const sizing = useMemo(() => sizeSystem({ ...input, loads: input.loads.map((load) => ({ ...load, name: loadName(load) })) }), [input]);
  const found = useMemo(
    () => recommendKit(sizing, candidates, { chemistry: input.chemistry, messages: t }),
    [sizing, input.chemistry, candidates],
  );
  // One figure for the controller's current on the page: the kit's, sized for the panels it recommends.
  const shown = useMemo(() => ({ ...sizing, controllerA: found.controllerA }), [sizing, found]);
  const hasLoads = rows.length > 0;
  const summary = sizingSummaryText(input, sizing, shopName, link);
  const askWhatsapp = whatsappLink(whatsapp, summary);

  function add(load: Load) {
    setRows((current) => [...current, { key: nextKey.current++, load }]);
    setNotice(t('sizing.page.added', { name: loadName(load) }));
  }

  function remove(key: number, index: number) {
    const row = rows.find((r) => r.key === key);
    setRows((current) => current.filter((r) => r.key !== key));
    if (row) setNotice(t('sizing.page.removed', { name: loadName(row.load) }));
    // Focus goes to the next line's Remove button, else the list's heading.
    requestAnimationFrame(() => {
      const buttons = document.querySelectorAll<HTMLButtonElement>('.sizing-load .link-button');
      (buttons[Math.min(index, buttons.length - 1)] ?? listHeading.current)?.focus();
    });
  }

  function changeSetup(next: Setup) {
    if (next.county !== setup.county) chooseCounty(next.county);
    setSetup(next);
  }

  return (
    <div className="sizing">
      <div className="sizing__inputs">
        <section aria-labelledby="sizing-appliances">
          <h2 id="sizing-appliances" ref={listHeading} tabIndex={-1}>
            {t('sizing.page.appliances')}
          </h2>
          <ApplianceForm onAdd={add} />
          <p role="status" className="visually-hidden">
            {notice}
          </p>
          <LoadList
            rows={rows}
            onChange={(key, load) => setRows((current) => current.map((r) => (r.key === key ? { key, load } : r)))}
            onRemove={remove}
          />
        </section>
        <section aria-labelledby="sizing-setup">
          <h2 id="sizing-setup">{t('sizing.page.setup')}</h2>
          <SetupFields setup={setup} onChange={changeSetup} />
        </section>
      </div>
      <div className="sizing__results">
        <section aria-labelledby="sizing-results">
          <h2 id="sizing-results">{t('sizing.page.results')}</h2>
          <div aria-live="polite" className="sizing-live">
            {hasLoads ? <Figures sizing={shown} /> : <p className="sizing-muted">{t('sizing.page.resultsEmpty')}</p>}
          </div>
        </section>
        {hasLoads && <Recommendation found={found} extras={extras} consult={{ whatsapp: askWhatsapp, phone }} />}
        {hasLoads && <ShareAsk link={link} summary={summary} whatsapp={askWhatsapp} email={email} />}
      </div>
    </div>
  );
}
