import type { FormInstance, FormRule } from 'antd';
import { isApiRequestError } from './api-client';

/** What the form needs of a zod schema; kept structural so the web does not depend on zod itself. */
interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/** An antd rule that checks a field with the same schema the server uses, showing its first message. */
export const schemaRule = (schema: SafeParser): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const result = schema.safeParse(value ?? '');
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid value');
  },
});

/** As schemaRule, for a field that may be left empty: only what is typed is checked. */
export const optionalSchemaRule = (schema: SafeParser): FormRule => ({
  validator: async (_rule, value: unknown) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return;
    const result = schema.safeParse(value);
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid value');
  },
});

/** Rule for a confirmation field that must repeat another one. */
export const matchesField =
  (field: string, message: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== getFieldValue(field)) throw new Error(message);
    },
  });

/** Puts the server's field-level messages under the matching form fields; says whether any matched. */
export const applyFieldErrors = (form: FormInstance, error: unknown): boolean => {
  if (!isApiRequestError(error) || !error.fields) return false;
  const known = new Set(Object.keys(form.getFieldsValue()));
  const fields = Object.entries(error.fields)
    .filter(([name]) => known.has(name))
    .map(([name, message]) => ({ name, errors: [message] }));
  form.setFields(fields);
  return fields.length > 0;
};
