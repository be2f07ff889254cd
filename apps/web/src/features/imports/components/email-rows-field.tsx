import { useEffect, useMemo, useRef } from 'react';
import { Button, Flex, Input, Tooltip, Typography, type InputRef } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { QUICK_IMPORT_MAX_ROWS } from '@sendwell/contracts';
import { isQuickImportRowInvalid, RowErrorReasons } from '@sendwell/domain';
import { duplicateRowIds } from '../hooks/email-rows';
import type { EmailRowsModel } from '../hooks/use-email-rows';

/** Pasted text with one of these goes into several rows; anything else pastes as usual. */
const SEPARATOR = /[,\t\r\n]/;

interface EmailRowsFieldProps {
  model: EmailRowsModel;
  disabled?: boolean;
}

/** One input per e-mail; a paste of many addresses spreads over the rows below (spec §2.1, §5.1). */
export function EmailRowsField({ model, disabled }: EmailRowsFieldProps) {
  const inputs = useRef(new Map<number, InputRef>());
  const duplicates = useMemo(() => duplicateRowIds(model.rows), [model.rows]);
  const full = model.rows.length >= QUICK_IMPORT_MAX_ROWS;

  useEffect(() => {
    if (model.focusId !== undefined) inputs.current.get(model.focusId)?.focus();
  }, [model.focusId]);

  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="baseline" gap={8} wrap>
        <Typography.Text strong id="quick-import-emails-label">
          Email addresses
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Paste addresses separated by commas, tabs or new lines, with or without names (Ana Silva
          &lt;ana@example.com&gt;, or name and address copied from a spreadsheet); they fill the rows from
          the one you paste into. Up to {QUICK_IMPORT_MAX_ROWS}.
        </Typography.Text>
      </Flex>
      <Flex
        vertical
        gap={6}
        role="group"
        aria-labelledby="quick-import-emails-label"
        style={{ maxHeight: '15rem', overflowY: 'auto', paddingRight: 4 }}
      >
        {model.rows.map((row, index) => {
          const shown = model.checkedIds.has(row.id);
          const invalid = shown && isQuickImportRowInvalid(row.value);
          const duplicate = !invalid && duplicates.has(row.id);
          const note = invalid ? RowErrorReasons.emailInvalid : duplicate ? 'Already added above; imported once' : undefined;
          return (
            <Flex key={row.id} vertical gap={2}>
              <Flex gap={6} align="center">
                <Typography.Text type="secondary" style={{ width: 24, textAlign: 'right', fontSize: 12 }}>
                  {index + 1}
                </Typography.Text>
                <Input
                  ref={(input) => {
                    if (input) inputs.current.set(row.id, input);
                    else inputs.current.delete(row.id);
                  }}
                  aria-label={`Email ${index + 1}`}
                  aria-invalid={invalid}
                  placeholder="name@example.com"
                  value={row.value}
                  disabled={disabled}
                  status={invalid ? 'error' : duplicate ? 'warning' : undefined}
                  onChange={(event) => model.setValue(row.id, event.target.value)}
                  onBlur={() => model.leave(row.id)}
                  onPaste={(event) => {
                    const text = event.clipboardData.getData('text');
                    if (!SEPARATOR.test(text.trim())) return;
                    event.preventDefault();
                    model.paste(index, text);
                  }}
                  onPressEnter={() => model.addBelow(row.id)}
                />
                <Tooltip title="Remove row">
                  <Button
                    type="text"
                    aria-label={`Remove row ${index + 1}`}
                    icon={<DeleteOutlined />}
                    disabled={disabled}
                    onClick={() => model.remove(row.id)}
                  />
                </Tooltip>
              </Flex>
              {note && (
                <Typography.Text
                  type={invalid ? 'danger' : 'warning'}
                  style={{ fontSize: 12, marginLeft: 30 }}
                >
                  {note}
                </Typography.Text>
              )}
            </Flex>
          );
        })}
      </Flex>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Button
          icon={<PlusOutlined />}
          onClick={() => model.addBelow()}
          disabled={disabled || full}
          style={{ alignSelf: 'flex-start' }}
        >
          Add row
        </Button>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {model.rows.length} / {QUICK_IMPORT_MAX_ROWS} rows
        </Typography.Text>
      </Flex>
      {model.dropped > 0 && (
        <Typography.Text type="warning">
          Only {QUICK_IMPORT_MAX_ROWS} addresses fit in one import; {model.dropped} more were left out.
        </Typography.Text>
      )}
    </Flex>
  );
}
