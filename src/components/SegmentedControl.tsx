import { useId } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '../styles/theme';
import { labelStyles } from './controlStyles';
import { VisuallyHiddenText } from './Spinner';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
}

/**
 * What every look shares. A look is a styled(SegmentedGroup) kept beside its one user, so the
 * home page's first load carries only its own.
 */
export const SegmentedGroup = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend { ${labelStyles} padding: 0; margin-bottom: 0.35rem; }
  label { cursor: pointer; }
`;

/** For looks that hide the radio under its label's box: the box shows the choice and the focus. */
export const boxedRadio = css`
  label { position: relative; }
  input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
  input:checked + span { background: ${theme.colors.primary}; color: #fff; }
  input:focus-visible + span { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
`;

export const equalColumns = css`
  > div { display: grid; grid-auto-flow: column; grid-auto-columns: 1fr; }
`;

interface SegmentedControlProps<T extends string> {
  legend: string;
  /** For a group whose options say what it is about ("Search by City"): the legend is for screen readers only. */
  hideLegend?: boolean;
  group: typeof SegmentedGroup;
  /** The radios' shared name; one is made up when not given. */
  name?: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** One choice among a few, as a group of radios: arrow keys move between them, as in any radio group. */
export function SegmentedControl<T extends string>({ legend, hideLegend, group: Group, name, options, value, onChange }: SegmentedControlProps<T>) {
  const generated = useId();
  return (
    <Group>
      {hideLegend ? <VisuallyHiddenText as="legend">{legend}</VisuallyHiddenText> : <legend>{legend}</legend>}
      <div>
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={name ?? generated}
              value={option.value}
              checked={value === option.value}
              onChange={() => {
                onChange(option.value);
              }}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </Group>
  );
}
