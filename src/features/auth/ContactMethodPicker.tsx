import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { equalColumns, SegmentedControl, SegmentedGroup } from '../../components/SegmentedControl';
import type { ContactType } from '../../gql/graphql';
import { contactMethods, contactTypes } from './contactMethod';

const Cards = styled(SegmentedGroup)`
  ${equalColumns}
  min-width: 0;
  > div { gap: 0.5rem; }
  label {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${theme.colors.inputBorder};
    border-radius: ${theme.radius.md};
    font-weight: 500;
  }
  label:has(input:checked) {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primary};
  }
  input { width: 1.1rem; height: 1.1rem; margin: 0; accent-color: ${theme.colors.primary}; }
`;

interface ContactMethodPickerProps {
  value: ContactType;
  onChange: (type: ContactType) => void;
  name: string;
}

/** Email or Phone, as a radio group: the contact input below follows the choice. */
export function ContactMethodPicker({ value, onChange, name }: ContactMethodPickerProps) {
  const { t, i18n } = useLingui();
  const options = contactTypes.map((type) => ({ value: type, label: i18n._(contactMethods[type].choice) }));
  return <SegmentedControl group={Cards} legend={t`Contact method`} name={name} options={options} value={value} onChange={onChange} />;
}
