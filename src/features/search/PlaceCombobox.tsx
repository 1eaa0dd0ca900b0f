import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
/**
 * A search box that suggests cities and universities as the user types (docs/product.md#suggestions):
 * an ARIA 1.2 combobox over a grouped listbox, from downshift's useCombobox. Arrow keys move through
 * the suggestions, Enter picks the highlighted one (with none highlighted, Enter does what it did
 * before: the form submits), Escape closes the list and, with the list closed, empties the box. A
 * polite status says how many suggestions there are. Suggestions are asked for after a short pause
 * in typing, and Apollo keeps each answer, so typing back and forth asks once per text. Only the
 * answer for the text in the box is shown; until it is in, there is no list to pick from.
 */
import { skipToken, useQuery } from '@apollo/client/react';
import { useCombobox } from 'downshift';
import { useEffect, useLayoutEffect, useState, type ComponentType, type InputHTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import styled from 'styled-components';
import { VisuallyHiddenText } from '../../components/Spinner';
import { ComboboxSlot } from './ComboboxSlot';
import { graphql } from '../../gql';
import type { PlaceSuggestionsQuery, PlaceSuggestionsQueryVariables } from '../../gql/graphql';
import { SEARCH_TEXT_MAX_LENGTH } from '../../lib/search';
import { theme } from '../../styles/theme';

export const PlaceSuggestionsDocument = graphql(`
  query PlaceSuggestions($text: String!) {
    suggestions(text: $text) {
      kind
      name
      city
    }
  }
`);

export type Suggestion = PlaceSuggestionsQuery['suggestions'][number];
export type SuggestionKind = Suggestion['kind'];

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 150;

const groupLabels: Record<SuggestionKind, MessageDescriptor> = { CITY: msg`Cities`, UNIVERSITY: msg`Universities` };

const Menu = styled.div`
  position: absolute;
  z-index: 30;
  top: calc(100% + 4px);
  left: 0;
  /* As wide as the box at least, wider when the box is narrow (the filter panel's): long
     university names then fit on a line or two. */
  min-width: 100%;
  width: max-content;
  max-width: min(26rem, calc(100vw - 4rem));
  max-height: min(22rem, 60vh);
  overflow-y: auto;
  padding: 0.35rem 0;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.raised};
  text-align: left;
`;

const GroupLabel = styled.div`
  padding: 0.45rem 0.85rem 0.25rem;
  font-size: 0.78rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${theme.colors.muted};
`;

const Option = styled.div<{ $highlighted: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0 0.75rem;
  min-height: 44px;
  padding: 0.6rem 0.85rem;
  cursor: pointer;
  background: ${({ $highlighted }) => ($highlighted ? theme.colors.primarySoft : 'transparent')};
  font-weight: ${({ $highlighted }) => ($highlighted ? 600 : 400)};
  box-shadow: ${({ $highlighted }) => ($highlighted ? `inset 3px 0 0 ${theme.colors.primary}` : 'none')};
`;

const OptionCity = styled.span`
  margin-left: auto;
  font-size: 0.85rem;
  font-weight: 400;
  color: ${theme.colors.muted};
`;

export type InputComponent = ComponentType<InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }>;

export interface PlaceComboboxProps {
  /** The input's id; its label's id must be `{id}-label` (LabelledControl's is). */
  id: string;
  value: string;
  onValueChange: (text: string) => void;
  /** A suggestion was picked (Enter or a click); the box already shows its name. */
  onPick: (suggestion: Suggestion) => void;
  /** Enter with no suggestion highlighted. Inside a form, the form submits too. */
  onEnter?: () => void;
  /** Only this kind of suggestion (the filter panel's City and University boxes); both when absent. */
  kind?: SuggestionKind;
  /** The styled input to render. */
  input: InputComponent;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  /** Take the focus when it appears (it replaced a plain box the user was in). */
  focusOnMount?: boolean;
}

/** `value`, once it has stopped changing for `delay` ms; an empty value at once. */
function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value === settled) return;
    const timer = setTimeout(
      () => {
        setSettled(value);
      },
      value === '' ? 0 : delay,
    );
    return () => {
      clearTimeout(timer);
    };
  }, [value, settled, delay]);
  return settled;
}

function statusText(i18n: I18n, open: boolean, count: number, answered: boolean): string {
  if (!open) return '';
  if (count > 0)
    return i18n._(
      msg({ message: plural(count, { one: '# suggestion', other: '# suggestions' }), comment: 'Announced to screen readers as suggestions appear' }),
    );
  return answered ? i18n._(msg`No suggestions`) : '';
}

/**
 * What the box asks suggestions for once its text (trimmed) has settled: nothing for an empty or
 * overlong text. The server's render asks the same for the search page's boxes (src/prerender/pageQueries.ts).
 */
export function placeSuggestionsVariables(text: string): PlaceSuggestionsQueryVariables | null {
  return text !== '' && text.length <= SEARCH_TEXT_MAX_LENGTH ? { text } : null;
}

export function PlaceCombobox({ id, value, onValueChange, onPick, onEnter, kind, input: Input, inputProps, focusOnMount = false }: PlaceComboboxProps) {
  const typed = value.trim();
  const { t, i18n } = useLingui();
  const text = useSettled(typed, SUGGEST_DELAY_MS);
  const variables = placeSuggestionsVariables(text);
  const ask = variables !== null;
  // Apollo Client 4 gives `data` for the current variables only (a superseded request is cancelled,
  // a late answer to one is dropped). `previousData` belongs to an earlier text: never shown, or
  // Down and Enter would pick from a list the box no longer asks for while this text's is pending.
  const { data } = useQuery(PlaceSuggestionsDocument, variables ? { variables } : skipToken);
  // The settled text lags the box during the pause: its answer is not the box's either.
  const answered = ask && typed === text && data !== undefined;
  const suggestions = answered ? data.suggestions : [];
  const items = kind ? suggestions.filter((suggestion) => suggestion.kind === kind) : suggestions;
  // What downshift would show; the list opens only when there is something in it. A box that
  // replaced a plain one the user was typing in starts open: the keys pressed meanwhile count.
  const [wanted, setWanted] = useState(focusOnMount && value.trim() !== '');
  // Before the browser paints or takes another key: no keystroke may land outside the box.
  useLayoutEffect(() => {
    if (!focusOnMount) return;
    const node = document.getElementById(id);
    if (!(node instanceof HTMLInputElement)) return;
    node.focus();
    node.setSelectionRange(node.value.length, node.value.length);
    // Only when it first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, closeMenu } = useCombobox<Suggestion>({
    id: `${id}-combobox`,
    inputId: id,
    labelId: `${id}-label`,
    items,
    isOpen: wanted && items.length > 0,
    inputValue: value,
    selectedItem: null,
    itemToString: (item) => item?.name ?? '',
    itemToKey: (item) => (item ? `${item.kind}:${item.name}` : null),
    onIsOpenChange: ({ isOpen: open }) => {
      setWanted(open);
    },
    // Typing is taken in the input's own change event (below), at once: downshift reports changes a
    // render later, and a key pressed meanwhile would be lost. What is left: a pick, Escape's clearing.
    onInputValueChange: ({ inputValue, type }) => {
      if (type !== useCombobox.stateChangeTypes.InputChange) onValueChange(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onPick(selectedItem);
    },
    // Leaving the box (Tab, a click elsewhere) closes the list without picking what was highlighted.
    stateReducer: (state, { type, changes }) =>
      type === useCombobox.stateChangeTypes.InputBlur ? { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue } : changes,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || (isOpen && highlightedIndex >= 0)) return;
    // Free text: the search goes ahead as it did before there were suggestions.
    (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
    closeMenu();
    onEnter?.();
  };

  const kinds: SuggestionKind[] = kind ? [kind] : ['CITY', 'UNIVERSITY'];
  const groups = kinds
    .map((groupKind) => ({ kind: groupKind, entries: items.flatMap((item, index) => (item.kind === groupKind ? [{ item, index }] : [])) }))
    .filter((group) => group.entries.length > 0);

  return (
    <ComboboxSlot>
      <Input
        {...getInputProps({
          ...inputProps,
          onKeyDown,
          onChange: (event) => {
            onValueChange(event.currentTarget.value);
          },
        })}
      />
      <VisuallyHiddenText role="status">{statusText(i18n, wanted, items.length, answered)}</VisuallyHiddenText>
      {/* Named 'Suggestions', not after the box: the box alone answers to its label ('City'). */}
      <Menu {...getMenuProps({ 'aria-label': t`Suggestions` })} hidden={!isOpen}>
        {isOpen
          ? groups.map((group) => (
              <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`}>
                <GroupLabel id={`${id}-${group.kind}`} role="presentation">
                  {i18n._(groupLabels[group.kind])}
                </GroupLabel>
                {group.entries.map(({ item, index }) => (
                  <Option
                    key={`${item.kind}:${item.name}`}
                    $highlighted={highlightedIndex === index}
                    {...getItemProps({ item, index, 'aria-label': item.city ? `${item.name}, ${item.city}` : undefined })}
                  >
                    <span>{item.name}</span>
                    {item.city ? <OptionCity>{item.city}</OptionCity> : null}
                  </Option>
                ))}
              </div>
            ))
          : null}
      </Menu>
    </ComboboxSlot>
  );
}
