import styled from 'styled-components';
import { boxedRadio, equalColumns, SegmentedControl, SegmentedGroup, type SegmentedOption } from '../../components/SegmentedControl';
import { theme } from '../../styles/theme';

export type ResultsView = 'list' | 'map';

const options: ReadonlyArray<SegmentedOption<ResultsView>> = [
  { value: 'list', label: 'List' },
  { value: 'map', label: 'Map' },
];

const SwitchLook = styled(SegmentedGroup)`
  ${boxedRadio}
  ${equalColumns}
  > div { border: 1px solid ${theme.colors.inputBorder}; border-radius: 10px; overflow: hidden; }
  label + label { border-left: 1px solid ${theme.colors.inputBorder}; }
  span {
    display: grid;
    place-items: center;
    min-height: 44px;
    padding: 0 0.8rem;
    font-weight: 600;
    background: ${theme.colors.surface};
  }
  input:focus-visible + span { outline-offset: -3px; }
`;

/** Phones' List / Map switch: two radios, so arrow keys move between them. */
export function ViewSwitch({ view, onChange }: { view: ResultsView; onChange: (view: ResultsView) => void }) {
  return <SegmentedControl legend="Show results as" hideLegend group={SwitchLook} options={options} value={view} onChange={onChange} />;
}
