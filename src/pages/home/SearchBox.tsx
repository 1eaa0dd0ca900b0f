import { useId, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { Button } from '../../components/Button';
import { inputStyles } from '../../components/controlStyles';
import { SearchIcon } from '../../components/icons';
import { boxedRadio, SegmentedControl, SegmentedGroup } from '../../components/SegmentedControl';
import { VisuallyHiddenText } from '../../components/Spinner';
import { searchHref } from '../../features/search/searchHref';

type SearchBy = 'city' | 'university';

const options: Array<{ value: SearchBy; label: string; placeholder: string; inputLabel: string }> = [
  { value: 'city', label: 'Search by City', placeholder: 'e.g. Berlin, Paris, Rome', inputLabel: 'City' },
  { value: 'university', label: 'Search by University', placeholder: 'e.g. Sorbonne, Humboldt', inputLabel: 'University' },
];

const Form = styled.form`
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.raised};
  padding: 1rem;
  display: grid;
  gap: 0.85rem;
  width: 100%;
  max-width: 680px;
  text-align: left;
  @media (max-width: 400px) { padding: 0.75rem; }
`;

const Toggle = styled(SegmentedGroup)`
  ${boxedRadio}
  justify-self: start;
  max-width: 100%;
  > div {
    display: flex;
    gap: 0.25rem;
    padding: 0.25rem;
    background: ${theme.colors.primarySoft};
    border-radius: ${theme.radius.pill};
  }
  span {
    display: block;
    padding: 0.45rem 0.95rem;
    border-radius: ${theme.radius.pill};
    font-weight: 600;
    font-size: 0.92rem;
    color: ${theme.colors.primary};
    white-space: nowrap;
  }
  @media (max-width: 400px) { span { padding: 0.45rem 0.6rem; font-size: 0.82rem; } }
`;

const Row = styled.div`
  display: flex;
  gap: 0.6rem;
  @media (max-width: ${theme.breakpoints.sm}) { flex-direction: column; }
`;

const Input = styled.input`
  ${inputStyles}
  flex: 1;
  font-size: 1.05rem;
  min-height: 50px;
`;

const SearchButton = styled(Button)`
  min-height: 50px;
  padding-inline: 1.6rem;
`;

/**
 * The home page's search (docs/product.md#home): city or university, trimmed, empty ignored. Used in the hero
 * and again in the closing call to action, so each instance gets its own ids.
 */
export function SearchBox({ label }: { label: string }) {
  const navigate = useNavigate();
  const id = useId();
  const [by, setBy] = useState<SearchBy>('city');
  const [term, setTerm] = useState('');
  const current = options.find((option) => option.value === by) ?? options[0]!;

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const value = term.trim();
    if (value === '') return;
    void navigate(searchHref({ [by]: value }));
  };

  return (
    <Form role="search" aria-label={label} onSubmit={onSubmit}>
      <SegmentedControl group={Toggle} legend="Search by" hideLegend options={options} value={by} onChange={setBy} />
      <Row>
        <VisuallyHiddenText as="label" htmlFor={`${id}-term`}>
          {current.inputLabel}
        </VisuallyHiddenText>
        <Input
          id={`${id}-term`}
          type="search"
          value={term}
          placeholder={current.placeholder}
          autoComplete="off"
          onChange={(event) => { setTerm(event.target.value); }}
        />
        <SearchButton type="submit">
          <SearchIcon />
          Search
        </SearchButton>
      </Row>
    </Form>
  );
}
