import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';

export type ControlledField<Value> = { value: Value; onChange: (value: Value) => void; error?: ReactNode };

/**
 * One field's value, setter and error for inputs whose onChange gives the value itself, not an event (an id
 * select, the verified address); unlike `getInputProps`, typed by the field.
 */
export function controlledField<Values, Key extends keyof Values & string>(
  form: UseFormReturnType<Values>,
  key: Key,
): ControlledField<Values[Key]> {
  return {
    value: form.values[key],
    // A top-level key's path value is Values[Key]; mantine's path types cannot show that for a generic form.
    onChange: (value) => form.setFieldValue(key, value as never),
    error: form.errors[key],
  };
}
