import { useState } from 'react';
import { SELECTED_CURRENCY_STORAGE_KEY, type Currency } from '@sendwell/domain';
import { usePlans, useSubscription } from '../api/billing';

const readPicked = (): Currency | null => {
  try {
    const value = localStorage.getItem(SELECTED_CURRENCY_STORAGE_KEY);
    return value === 'INR' || value === 'USD' ? value : null;
  } catch {
    return null;
  }
};

/**
 * The currency prices show in: a paid plan's; else the one the user picked, kept in the browser (spec 3 §4);
 * else the server's default for where the account is (INR for India, USD elsewhere), which follows the
 * billing address once one is saved.
 */
export const useCurrency = (): {
  currency: Currency;
  picked: boolean;
  pick: (currency: Currency) => void;
} => {
  const plans = usePlans();
  const subscription = useSubscription();
  const [picked, setPicked] = useState<Currency | null>(readPicked);
  const pick = (currency: Currency) => {
    setPicked(currency);
    try {
      localStorage.setItem(SELECTED_CURRENCY_STORAGE_KEY, currency);
    } catch {
      // A browser that keeps nothing still shows the currency picked until the page is left.
    }
  };
  const paid = subscription.data?.currency ?? null;
  return {
    currency: paid ?? picked ?? plans.data?.defaultCurrency ?? 'USD',
    picked: paid !== null || picked !== null,
    pick,
  };
};
