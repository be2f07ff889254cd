import { Button, Flex, Radio, Slider, Typography } from 'antd';
import { TOP_UP_STEPS, formatMoney } from '@sendwell/domain';
import type { CheckoutQuote } from '@sendwell/contracts';

export interface TopUpChoice {
  kind: 'emails' | 'contacts';
  steps: number;
  isRecurring: boolean;
}

/**
 * Step 2 of the payment modal (spec 2 §9): what to add (email credits or contacts), how much on a slider of
 * 20 steps, and for email credits on a monthly plan, once or every month. Figures come from the server's quote.
 */
export function TopUpStep({
  choice,
  onChange,
  quote,
  onContinue,
}: {
  choice: TopUpChoice;
  onChange: (choice: TopUpChoice) => void;
  quote: CheckoutQuote | undefined;
  onContinue: () => void;
}) {
  const modes = quote?.modes ?? ['oneTime'];
  return (
    <Flex vertical gap={20}>
      <Radio.Group
        aria-label="Credits to add"
        optionType="button"
        value={choice.kind}
        onChange={(e) =>
          onChange({ ...choice, kind: e.target.value as TopUpChoice['kind'], isRecurring: false })
        }
        options={[
          { value: 'emails', label: 'Email credits' },
          { value: 'contacts', label: 'Contacts' },
        ]}
      />
      <div>
        <Typography.Text id="top-up-quantity-label" strong>
          Quantity
        </Typography.Text>
        <Slider
          min={1}
          max={TOP_UP_STEPS}
          value={choice.steps}
          onChange={(steps) => onChange({ ...choice, steps })}
          ariaLabelledByForHandle="top-up-quantity-label"
          tooltip={{ open: false }}
        />
        {quote && quote.stepPrice !== null && (
          <Typography.Text>
            {choice.steps} of {TOP_UP_STEPS} steps × {formatMoney(quote.stepPrice, quote.currency)}:{' '}
            <Typography.Text strong>
              {quote.units.toLocaleString('en-US')} {choice.kind === 'emails' ? 'email credits' : 'contacts'}
            </Typography.Text>
          </Typography.Text>
        )}
      </div>
      {choice.kind === 'emails' && modes.includes('monthly') && (
        <Radio.Group
          aria-label="How often"
          value={choice.isRecurring ? 'monthly' : 'oneTime'}
          onChange={(e) => onChange({ ...choice, isRecurring: e.target.value === 'monthly' })}
          options={[
            { value: 'oneTime', label: 'One-time (valid until renewal)' },
            { value: 'monthly', label: 'Every month' },
          ]}
        />
      )}
      <Flex justify="end">
        <Button type="primary" onClick={onContinue} disabled={!quote}>
          Continue
        </Button>
      </Flex>
    </Flex>
  );
}
