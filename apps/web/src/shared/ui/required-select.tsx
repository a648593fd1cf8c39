import { type Primitive, Select, type SelectProps } from '@mantine/core';

/**
 * A Select whose value is required. Clicking the chosen option again keeps it: Mantine's default
 * (`allowDeselect`) would empty the field, and the form would then refuse what the person had chosen.
 * `required` (not only the asterisk) tells assistive technology too; the forms are `noValidate`, so the
 * browser does not block a submit over it.
 */
export function RequiredSelect<Value extends Primitive = string>(
  props: Omit<SelectProps<Value>, 'allowDeselect'>,
) {
  return <Select<Value> required {...props} allowDeselect={false} />;
}
