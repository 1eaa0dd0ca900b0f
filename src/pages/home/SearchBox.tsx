import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useId, useRef, useState, type ComponentType, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { Button } from '../../components/Button';
import { earlyKey } from '../../components/earlyKey';
import { inputStyles } from '../../components/controlStyles';
import { SearchIcon } from '../../components/icons';
import { boxedRadio, SegmentedControl, SegmentedGroup } from '../../components/SegmentedControl';
import { VisuallyHiddenText } from '../../components/Spinner';
import { ComboboxSlot } from '../../features/search/ComboboxSlot';
import type { PlaceComboboxProps, Suggestion } from '../../features/search/PlaceCombobox';
import { searchHref } from '../../features/search/searchHref';
import { SEARCH_TEXT_MAX_LENGTH } from '../../lib/search';

type SearchBy = 'city' | 'university';

const choices: Array<{ value: SearchBy; label: MessageDescriptor; placeholder: MessageDescriptor; inputLabel: MessageDescriptor }> = [
  { value: 'city', label: msg`Search by City`, placeholder: msg`e.g. Berlin, Paris, Rome`, inputLabel: msg({ message: 'City', context: 'Search field' }) },
  {
    value: 'university',
    label: msg`Search by University`,
    placeholder: msg`e.g. Sorbonne, Humboldt`,
    inputLabel: msg({ message: 'University', context: 'Search field' }),
  },
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
  @media (max-width: 400px) { padding: 0.6rem; }
`;

const Toggle = styled(SegmentedGroup)`
  ${boxedRadio}
  justify-self: start;
  max-width: 100%;
  /* A fieldset is as wide as its content by default: longer languages must wrap, not widen the page. */
  min-width: 0;
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
  /* Narrow enough that English's two choices fit on one line each in the call to action's box (inside
     the page's gutter and its own padding); a longer language may still wrap. */
  @media (max-width: 400px) {
    label { flex: 1 1 auto; min-width: 0; }
    span { padding: 0.45rem 0.5rem; font-size: 0.82rem; white-space: normal; text-align: center; }
  }
`;

/* The button stays beside the box on phones too: the suggestions open below the box, and under a
   stacked button they would cover it. */
const Row = styled.div`
  display: flex;
  gap: 0.6rem;
  @media (max-width: ${theme.breakpoints.sm}) { gap: 0.5rem; }
`;

const Input = styled.input`
  ${inputStyles}
  flex: 1;
  font-size: 1.05rem;
  min-height: 50px;
`;

const SearchButton = styled(Button)`
  flex: none;
  min-height: 50px;
  padding-inline: 1.6rem;
  @media (max-width: ${theme.breakpoints.sm}) { padding-inline: 0.9rem; }
  /* The narrowest phones keep the word and give the box the icon's room. */
  @media (max-width: 359px) { svg { display: none; } }
`;

interface LoadedCombobox {
  Combobox: ComponentType<PlaceComboboxProps>;
  /** The plain box had the focus when the combobox replaced it. */
  focus: boolean;
}

// Shared by both boxes on the page: the combobox's code (downshift) is fetched once, on first use.
let comboboxModule: Promise<typeof import('../../features/search/PlaceCombobox')> | null = null;
const loadCombobox = () => {
  comboboxModule ??= import('../../features/search/PlaceCombobox').catch((error: unknown) => {
    comboboxModule = null;
    throw error;
  });
  return comboboxModule;
};

/**
 * The home page's search (docs/product.md#home): city or university, trimmed, empty ignored. Used in the hero
 * and again in the closing call to action, so each instance gets its own ids. It suggests places as the
 * user types (docs/product.md#suggestions); that code is not part of the home page's first load: a
 * plain box stands in until the focus first enters the form, then the combobox takes its place,
 * with what was typed and the focus.
 */
export function SearchBox({
  label,
  place,
}: {
  label: string;
  /** Which of the page's two boxes: names it for early clicks (earlyKey). */ place: 'hero' | 'closing';
}) {
  const navigate = useNavigate();
  const id = useId();
  const [by, setBy] = useState<SearchBy>('city');
  const [term, setTerm] = useState('');
  const [loaded, setLoaded] = useState<LoadedCombobox | null>(null);
  const plainInput = useRef<HTMLInputElement>(null);
  const { t, i18n } = useLingui();
  const options = choices.map((choice) => ({ value: choice.value, label: i18n._(choice.label) }));
  const current = choices.find((choice) => choice.value === by) ?? choices[0]!;

  const upgrade = () => {
    if (loaded) return;
    loadCombobox().then(
      ({ PlaceCombobox }) => {
        setLoaded({ Combobox: PlaceCombobox, focus: document.activeElement !== null && document.activeElement === plainInput.current });
      },
      () => {
        // The plain box keeps working; the next approach tries again.
      },
    );
  };

  // On a prerendered page the focus may have entered the form before the app ran, when nothing heard it.
  const form = useRef<HTMLFormElement>(null);
  const upgradeIfFocused = useEffectEvent(() => {
    if (form.current?.contains(document.activeElement)) upgrade();
  });
  useEffect(() => {
    upgradeIfFocused();
  }, []);

  const search = (filter: SearchBy, value: string) => {
    void navigate(searchHref({ [filter]: value }));
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const value = term.trim();
    if (value === '') return;
    search(by, value);
  };

  // A university picked while the toggle says City searches by university: the suggestion knows its kind.
  const onPick = (suggestion: Suggestion) => {
    const kind: SearchBy = suggestion.kind === 'CITY' ? 'city' : 'university';
    setBy(kind);
    search(kind, suggestion.name);
  };

  const inputId = `${id}-term`;
  // No longer than the backend takes: a longer text would only fill the URL and be cut there.
  const inputProps = {
    type: 'text',
    placeholder: i18n._(current.placeholder),
    autoComplete: 'off',
    enterKeyHint: 'search',
    maxLength: SEARCH_TEXT_MAX_LENGTH,
  } as const;

  return (
    <Form ref={form} role="search" aria-label={label} onSubmit={onSubmit} onFocus={upgrade} {...earlyKey(`search:${place}`)}>
      <SegmentedControl group={Toggle} legend={t`Search by`} hideLegend options={options} value={by} onChange={setBy} />
      <Row>
        <VisuallyHiddenText as="label" id={`${inputId}-label`} htmlFor={inputId}>
          {i18n._(current.inputLabel)}
        </VisuallyHiddenText>
        {loaded ? (
          <loaded.Combobox
            id={inputId}
            value={term}
            onValueChange={setTerm}
            onPick={onPick}
            input={Input}
            inputProps={inputProps}
            focusOnMount={loaded.focus}
          />
        ) : (
          <ComboboxSlot>
            <Input
              ref={plainInput}
              id={inputId}
              {...inputProps}
              value={term}
              onChange={(event) => {
                setTerm(event.target.value);
              }}
            />
          </ComboboxSlot>
        )}
        <SearchButton type="submit">
          <SearchIcon />
          <Trans context="Search button">Search</Trans>
        </SearchButton>
      </Row>
    </Form>
  );
}
