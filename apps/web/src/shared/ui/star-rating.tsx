import { Input, VisuallyHidden } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import classes from './star-rating.module.css';

type Props = {
  label: string;
  /** 0 while no star is chosen. */
  value: number;
  onChange: (value: number) => void;
  count: number;
  error?: ReactNode;
};

const starLabel = (n: number) => (n === 1 ? '1 star' : `${n} stars`);

/**
 * A required star rating as a native radio group: Tab reaches it once, the arrow keys choose (and so set the
 * value), and only real choices are announced. Mantine's Rating kept a "0 stars" radio and let the arrow keys
 * light stars without changing its value.
 */
export function StarRating({ label, value, onChange, count, error }: Props) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const [hovered, setHovered] = useState<number | null>(null);
  const lit = hovered ?? value;
  return (
    <Input.Wrapper
      label={label}
      required
      error={error}
      labelElement="div"
      labelProps={{ id: labelId }}
      errorProps={{ id: errorId }}
    >
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={classes.group}
        onMouseLeave={() => setHovered(null)}
      >
        {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
          <label
            key={n}
            className={classes.star}
            data-lit={n <= lit || undefined}
            onMouseEnter={() => setHovered(n)}
          >
            <input
              id={`${id}-${n}`}
              type="radio"
              className={classes.input}
              name={id}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
            />
            <span className={classes.icon}>
              {n <= lit ? <IconStarFilled size={28} aria-hidden /> : <IconStar size={28} aria-hidden />}
            </span>
            <VisuallyHidden>{starLabel(n)}</VisuallyHidden>
          </label>
        ))}
      </div>
    </Input.Wrapper>
  );
}
