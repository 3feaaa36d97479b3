import { useEffect, useState } from 'react';
import type { AccountDetails } from '../../api/account.ts';
import { accountDetails } from '../../client/account.ts';
import { currentSession, type SignedInSession } from '../../client/auth/signed-in-session.ts';
import { countyOf } from '../../lib/delivery/counties.ts';
import type { CheckoutForm } from './form-state.ts';

/** The customer's fields with the remembered ones filled in where nothing is typed yet. */
function withRemembered(customer: CheckoutForm['customer'], remembered: AccountDetails): CheckoutForm['customer'] {
  const county = countyOf(remembered.county)?.code ?? '';
  const offered = { ...remembered, county };
  const filled = { ...customer };
  for (const field of ['phone', 'address', 'apartment', 'city', 'county', 'postalCode'] as const)
    if (!filled[field].trim()) filled[field] = offered[field];
  return filled;
}

/**
 * The signed-in customer, if any: their name and e-mail go into the form, and a returning
 * customer's phone and address, from their last order, are offered, never over what they typed.
 */
export function useSignedInCustomer(setForm: (change: (form: CheckoutForm) => CheckoutForm) => void): SignedInSession | null {
  const [session, setSession] = useState<SignedInSession | null>(null);
  useEffect(() => {
    void currentSession().then(async (found) => {
      if (!found) return;
      setSession(found);
      setForm((f) => ({ ...f, customer: { ...f.customer, email: found.email, fullName: found.fullName || f.customer.fullName } }));
      const details = await accountDetails();
      if (details.ok && details.data) setForm((f) => ({ ...f, customer: withRemembered(f.customer, details.data!) }));
    });
    // setForm is the page's state setter: it never changes.
  }, []);
  return session;
}
