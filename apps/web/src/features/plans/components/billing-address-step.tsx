import { useMemo, useState } from 'react';
import { Alert, Button, Col, Flex, Form, Input, Row, Select, Skeleton } from 'antd';
import {
  BILLING_ADDRESS_FIELDS,
  billingAddressErrors,
  normaliseBillingAddress,
  type BillingAddress,
} from '@sendwell/domain';
import { errorMessage, isApiRequestError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { useBillingAddress, useUpdateBillingAddress } from '../api/billing-account';
import { UnverifiedAlert } from './unverified-alert';

/** ISO 3166-1 alpha-2 codes, named in English by the browser. */
const COUNTRY_CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  );

const EMPTY: BillingAddress = Object.fromEntries(
  BILLING_ADDRESS_FIELDS.map((field) => [field, '']),
) as unknown as BillingAddress;

const LABELS: Record<keyof BillingAddress, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  company: 'Company name',
  email: 'Email',
  line1: 'Address line 1',
  line2: 'Address line 2 (optional)',
  city: 'City',
  state: 'State',
  zip: 'Zip code',
  country: 'Country',
  phone: 'Contact number',
  vat_number: 'GSTIN (optional)',
};
const AUTOCOMPLETE: Partial<Record<keyof BillingAddress, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  company: 'organization',
  email: 'email',
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zip: 'postal-code',
  phone: 'tel',
};

/**
 * Step 0 of the payment modal (spec 2 §5.4): the billing address. Errors show on blur and on Continue;
 * Continue stays disabled until every required field is filled and the account is verified. The server
 * checks the same rules; on success the modal moves to the checkout.
 */
/** Countries whose name starts with what was typed come first: 'India' before 'British Indian Ocean Territory'. */
const startsWithFirst = (
  a: { label?: unknown },
  b: { label?: unknown },
  { searchValue }: { searchValue: string },
) => {
  const typed = searchValue.toLocaleLowerCase();
  const rank = (option: { label?: unknown }) =>
    String(option.label ?? '')
      .toLocaleLowerCase()
      .startsWith(typed)
      ? 0
      : 1;
  return rank(a) - rank(b);
};

export function BillingAddressStep({ onSaved }: { onSaved: () => void }) {
  const saved = useBillingAddress();
  if (saved.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <AddressForm initial={saved.data?.address ?? EMPTY} onSaved={onSaved} />;
}

function AddressForm({ initial, onSaved }: { initial: BillingAddress; onSaved: () => void }) {
  const user = useCurrentUser();
  const update = useUpdateBillingAddress();
  const [address, setAddress] = useState<BillingAddress>(initial);
  const [touched, setTouched] = useState<ReadonlySet<keyof BillingAddress>>(new Set());
  const errors = useMemo(() => billingAddressErrors(address), [address]);
  const serverFields =
    update.error && isApiRequestError(update.error)
      ? (update.error.fields ?? {})
      : ({} as Record<string, string>);
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
      a.label.localeCompare(b.label),
    );
  }, []);
  const isIndia = address.country === 'IN';
  const required = BILLING_ADDRESS_FIELDS.filter((f) => f !== 'line2' && f !== 'vat_number');
  const complete = required.every((f) => address[f].trim() !== '');

  const set = (field: keyof BillingAddress, value: string) =>
    setAddress((a) => ({ ...a, [field]: field === 'vat_number' ? value.toUpperCase() : value }));
  const blur = (field: keyof BillingAddress) => setTouched((t) => new Set(t).add(field));
  const shown = (field: keyof BillingAddress) =>
    (touched.has(field) ? errors[field] : undefined) ?? serverFields[field];

  const submit = () => {
    setTouched(new Set(BILLING_ADDRESS_FIELDS));
    if (Object.keys(errors).length > 0) return;
    // Spec 2 §5.4: the GSTIN is sent only for India and only when valid.
    update.mutate(normaliseBillingAddress(address), { onSuccess: onSaved });
  };

  const input = (field: keyof BillingAddress) => (
    <Form.Item
      label={LABELS[field]}
      htmlFor={`billing-${field}`}
      validateStatus={shown(field) ? 'error' : undefined}
      help={shown(field)}
      required={field !== 'line2' && field !== 'vat_number'}
    >
      <Input
        id={`billing-${field}`}
        value={address[field]}
        autoComplete={AUTOCOMPLETE[field]}
        onChange={(e) => set(field, e.target.value)}
        onBlur={() => blur(field)}
      />
    </Form.Item>
  );

  return (
    <Form layout="vertical" onFinish={submit} requiredMark>
      {!user.isVerified && <UnverifiedAlert />}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {input('first_name')}
        </Col>
        <Col xs={24} md={12}>
          {input('last_name')}
        </Col>
        <Col xs={24} md={12}>
          {input('company')}
        </Col>
        <Col xs={24} md={12}>
          {input('email')}
        </Col>
        <Col span={24}>{input('line1')}</Col>
        <Col span={24}>{input('line2')}</Col>
        <Col xs={24} md={12}>
          {input('city')}
        </Col>
        <Col xs={24} md={12}>
          {input('state')}
        </Col>
        <Col xs={24} md={12}>
          {input('zip')}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label={LABELS.country}
            htmlFor="billing-country"
            required
            validateStatus={shown('country') ? 'error' : undefined}
            help={shown('country')}
          >
            <Select
              id="billing-country"
              showSearch={{ optionFilterProp: 'label', filterSort: startsWithFirst }}
              value={address.country || undefined}
              placeholder="Choose a country"
              options={countries}
              onChange={(value: string) => set('country', value)}
              onBlur={() => blur('country')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {input('phone')}
        </Col>
        {isIndia && (
          <Col xs={24} md={12}>
            {input('vat_number')}
          </Col>
        )}
      </Row>
      {update.isError && Object.keys(serverFields).length === 0 && (
        <Alert type="error" showIcon title={errorMessage(update.error)} style={{ marginBottom: 16 }} />
      )}
      <Flex justify="end">
        <Button
          type="primary"
          htmlType="submit"
          loading={update.isPending}
          disabled={!complete || !user.isVerified}
        >
          Continue
        </Button>
      </Flex>
    </Form>
  );
}
