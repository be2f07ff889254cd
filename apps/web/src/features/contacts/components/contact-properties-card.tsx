import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Flex, Form, Input, Select, Skeleton, Tag } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { ContactDetail, PersonalParam } from '@sendwell/contracts';
import { parsePropertyValue } from '@sendwell/domain';
import { propertyLabel } from '@sendwell/domain';
import { useServerError } from '../../../lib/use-server-error';
import { updateContactProperties, useEditContact } from '../api/edit-contact';
import { usePropertyRegistry } from '../api/get-contact-choices';
import { propertyText } from './contact-fields';

type Value = ContactDetail['properties'][string];

const fieldName = (key: string) => `properties.${key}`;

const HINTS: Record<PersonalParam['type'], string | undefined> = {
  string: undefined,
  number: 'A number, like 42 or 3.5',
  boolean: undefined,
  date: 'A date, like 2026-05-17',
};

/** A value as its input holds it. */
const inputText = (value: Value | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** The contact's properties, every one the account has; 'Edit' turns them into a form checked by type. */
export function ContactPropertiesCard({ contact }: { contact: ContactDetail }) {
  const registry = usePropertyRegistry();
  const [editing, setEditing] = useState(false);
  const title = <h2 style={{ font: 'inherit', margin: 0 }}>Properties</h2>;
  if (registry.isPending)
    return (
      <Card title={title} size="small">
        <Skeleton active />
      </Card>
    );
  if (registry.isError)
    return (
      <Card title={title} size="small">
        <Alert type="error" showIcon title={registry.error.message} />
      </Card>
    );
  const known = new Set(registry.data.map((property) => property.key));
  // Values the contact holds for properties the account no longer lists still show, read-only.
  const others = Object.keys(contact.properties)
    .filter((key) => !known.has(key))
    .sort();
  return (
    <Card
      title={title}
      size="small"
      extra={
        !editing &&
        !contact.archived && (
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(true)}>
            Edit
          </Button>
        )
      }
    >
      {editing ? (
        <PropertiesForm contact={contact} registry={registry.data} onDone={() => setEditing(false)} />
      ) : (
        <Descriptions
          size="small"
          column={1}
          items={[...registry.data.map((property) => property.key), ...others].map((key) => ({
            key,
            label: propertyLabel(key),
            children: propertyText(contact.properties[key]),
          }))}
        />
      )}
    </Card>
  );
}

function PropertiesForm({
  contact,
  registry,
  onDone,
}: {
  contact: ContactDetail;
  registry: PersonalParam[];
  onDone: () => void;
}) {
  const [form] = Form.useForm<Record<string, string>>();
  const { message } = App.useApp();
  const serverError = useServerError(form);
  const update = useEditContact(contact.id, updateContactProperties);
  const initial = Object.fromEntries(
    registry.map((property) => [fieldName(property.key), inputText(contact.properties[property.key])]),
  );

  const save = (values: Record<string, string>) => {
    serverError.clear();
    // Only what changed is sent: an empty field clears its property.
    const changed = Object.fromEntries(
      registry
        .filter(
          (property) =>
            !property.isReadOnly &&
            (values[fieldName(property.key)] ?? '') !== initial[fieldName(property.key)],
        )
        .map((property) => [
          property.key,
          (values[fieldName(property.key)] ?? '').trim() === ''
            ? null
            : (values[fieldName(property.key)] ?? ''),
        ]),
    );
    if (Object.keys(changed).length === 0) return onDone();
    update.mutate(changed, {
      onSuccess: () => {
        message.success('Properties saved');
        onDone();
      },
      onError: serverError.onError,
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      onFinish={save}
      disabled={update.isPending}
    >
      {serverError.message && (
        <Alert type="error" showIcon title={serverError.message} style={{ marginBottom: 16 }} />
      )}
      {registry.map((property) => (
        <Form.Item
          key={property.key}
          name={fieldName(property.key)}
          label={
            <Flex gap={6} align="center">
              {propertyLabel(property.key)}
              {property.isReadOnly && <Tag style={{ marginInlineEnd: 0 }}>Read-only</Tag>}
            </Flex>
          }
          extra={HINTS[property.type]}
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const parsed = parsePropertyValue(value ?? '', property.type);
                return parsed.ok ? Promise.resolve() : Promise.reject(new Error(parsed.reason));
              },
            },
          ]}
          style={{ marginBottom: 12 }}
        >
          {property.type === 'boolean' ? (
            <Select
              disabled={property.isReadOnly}
              options={[
                { value: '', label: '—' },
                { value: 'true', label: 'True' },
                { value: 'false', label: 'False' },
              ]}
            />
          ) : (
            <Input
              disabled={property.isReadOnly}
              inputMode={property.type === 'number' ? 'decimal' : undefined}
              placeholder={property.type === 'date' ? 'YYYY-MM-DD' : undefined}
            />
          )}
        </Form.Item>
      ))}
      <Flex gap={8} justify="flex-end">
        <Button onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Save properties
        </Button>
      </Flex>
    </Form>
  );
}
