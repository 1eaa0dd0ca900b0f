import styled from 'styled-components';
import { theme } from '../../styles/theme';
import type { ContactType } from '../../gql/graphql';
import { contactMethods, contactTypes } from './contactMethod';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: 0.35rem;
  font-weight: 600;
  font-size: 0.95rem;
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.5rem;
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${theme.colors.inputBorder};
  border-radius: ${theme.radius.md};
  cursor: pointer;
  font-weight: 500;
  &:has(input:checked) {
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
  return (
    <Fieldset>
      <Legend>Contact method</Legend>
      <Options>
        {contactTypes.map((type) => (
          <Option key={type}>
            <input
              type="radio"
              name={name}
              value={type}
              checked={value === type}
              onChange={() => {
                onChange(type);
              }}
            />
            {contactMethods[type].choice}
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}
