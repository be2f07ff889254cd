import { useState } from 'react';
import { Alert, Flex, Form, Input, Modal, Select } from 'antd';
import type { ContactPropertyType, PersonalParam } from '@sendwell/contracts';
import { ImportMessages, validatePropertyName } from '@sendwell/domain';
import { errorMessage } from '../../../lib/api-client';
import { useCreateProperty } from '../api/create-property';

/** Spec §3: the data types a new property can have. */
const TYPE_OPTIONS: { value: ContactPropertyType; label: string }[] = [
  { value: 'string', label: 'String' },
  { value: 'number', label: 'Number' },
  { value: 'boolean', label: 'Boolean' },
  { value: 'date', label: 'Date (unix time/iso)' },
];

interface CreatePropertyModalProps {
  /** The column the property is for; its header is the proposed name. */
  header: string;
  properties: readonly PersonalParam[];
  onCreated: (property: PersonalParam) => void;
  onClose: () => void;
}

/** A new contact property for a column that matches none (spec §5.3). */
export function CreatePropertyModal({ header, properties, onCreated, onClose }: CreatePropertyModalProps) {
  const create = useCreateProperty();
  const [name, setName] = useState(header.trim());
  const [type, setType] = useState<ContactPropertyType>();
  const [failure, setFailure] = useState<string>();

  const problem = validatePropertyName(name, properties);
  // An empty name only disables the button; the one message the spec gives is for a name in use.
  const shownProblem = problem === ImportMessages.propertyNameEmpty ? null : problem;

  const submit = () => {
    if (problem || !type) return;
    setFailure(undefined);
    create.mutate(
      { name: name.trim(), type },
      { onSuccess: onCreated, onError: (error) => setFailure(errorMessage(error)) },
    );
  };

  return (
    <Modal
      open
      title="Create new property"
      okText="Create property"
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ disabled: problem !== null || !type, loading: create.isPending }}
      destroyOnHidden
      zIndex={1100}
    >
      <Form layout="vertical" requiredMark={false} onFinish={submit} component="div">
        <Flex vertical gap={4} style={{ paddingTop: 8 }}>
          <Form.Item
            label="Property name"
            htmlFor="create-property-name"
            validateStatus={shownProblem ? 'error' : undefined}
            help={shownProblem}
          >
            <Input
              id="create-property-name"
              autoFocus
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </Form.Item>
          <Form.Item label="Data type" htmlFor="create-property-type">
            <Select
              id="create-property-type"
              placeholder="Choose a data type"
              value={type}
              onChange={(value: ContactPropertyType) => setType(value)}
              options={TYPE_OPTIONS}
            />
          </Form.Item>
          {failure && <Alert type="error" showIcon title={failure} />}
        </Flex>
      </Form>
    </Modal>
  );
}
