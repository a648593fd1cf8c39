/**
 * Mantine input props that put a field's description under it and the error last: the hint stays where it is when
 * an error appears, and the error reads after it.
 */
export const describedBelow = {
  inputWrapperOrder: ['label', 'input', 'description', 'error'] as (
    | 'label'
    | 'input'
    | 'description'
    | 'error'
  )[],
};
