import { useId } from 'react';
import styled from 'styled-components';
import { ListIcon, MapIcon } from '../../components/icons';
import { VisuallyHiddenText } from '../../components/Spinner';
import { theme } from '../../styles/theme';

export type ResultsView = 'list' | 'map';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  div { display: grid; grid-template-columns: 1fr 1fr; gap: 0; border: 1px solid ${theme.colors.inputBorder}; border-radius: 10px; overflow: hidden; }
  label { position: relative; }
  label + label { border-left: 1px solid ${theme.colors.inputBorder}; }
  input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
  span {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 0.35rem;
    min-height: 44px;
    padding: 0 0.9rem;
    font-weight: 600;
    background: ${theme.colors.surface};
  }
  input:checked + span { background: ${theme.colors.primary}; color: #fff; }
  input:focus-visible + span { outline: 3px solid ${theme.colors.focus}; outline-offset: -3px; }
`;

/** Phones' List / Map switch: two radio buttons, so arrow keys move between them. */
export function ViewSwitch({ view, onChange }: { view: ResultsView; onChange: (view: ResultsView) => void }) {
  const name = useId();
  return (
    <Group>
      <VisuallyHiddenText as="legend">Show results as</VisuallyHiddenText>
      <div>
        {(['list', 'map'] as const).map((choice) => (
          <label key={choice}>
            <input type="radio" name={name} value={choice} checked={view === choice} onChange={() => { onChange(choice); }} />
            <span>
              {choice === 'list' ? <ListIcon size={18} /> : <MapIcon size={18} />}
              {choice === 'list' ? 'List' : 'Map'}
            </span>
          </label>
        ))}
      </div>
    </Group>
  );
}
