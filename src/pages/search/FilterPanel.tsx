import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { Button } from '../../components/Button';
import { earlyKey } from '../../components/earlyKey';
import { inputStyles } from '../../components/controlStyles';
import { Field } from '../../components/Field';
import { LabelledControl } from '../../components/LabelledControl';
import { FilterIcon } from '../../components/icons';
import { boxedRadio, equalColumns, SegmentedControl, SegmentedGroup, type SegmentedOption } from '../../components/SegmentedControl';
import { VisuallyHiddenText } from '../../components/Spinner';
import { PlaceCombobox, type SuggestionKind } from '../../features/search/PlaceCombobox';
import { roomTypeLabels } from '../../features/listings/listingTermsLabels';
import {
  activeFilterCount,
  bedroomChoices,
  parseDate,
  parsePrice,
  pricesConflict,
  roomTypeChoices,
  toRoomType,
  type BedroomChoice,
  type FilterKey,
  type RoomTypeChoice,
  type SearchFilters,
} from '../../features/search/searchFilters';
import { translateProblem } from '../../i18n/problems';
import { addDays } from '../../lib/calendarDate';
import { stayProblem } from '../../lib/listingTerms';
import { SEARCH_TEXT_MAX_LENGTH } from '../../lib/search';
import { FILTERS_FOLDED, MAP_BESIDE_LIST } from './searchLayout';
import { useDebouncedDraft } from './useDebouncedDraft';

export interface FilterChange {
  key: FilterKey;
  value: string;
  /** Typing replaces the history entry; a click (bedrooms) adds one that Back can return to. */
  replace: boolean;
}

interface FilterPanelProps {
  filters: SearchFilters;
  onChange: (change: FilterChange) => void;
  onClear: () => void;
  /** Changes on Clear All, so half-typed or invalid boxes are emptied too. */
  resetKey: number;
}

const Panel = styled.aside`
  background: ${theme.colors.surface};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  padding: 1.25rem;
  align-self: start;
  position: sticky;
  top: 5rem;
  /* Above the result cards, so the City and University suggestions open over them. */
  z-index: 5;
  @media ${FILTERS_FOLDED} { position: static; padding: 0.25rem 0.75rem; }
`;

const PanelHeading = styled.h2`
  margin: 0 0 1rem;
  font-size: 1.1rem;
  @media ${FILTERS_FOLDED} { display: none; }
`;

const Disclosure = styled.button`
  display: none;
  width: 100%;
  min-height: 44px;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  border: 0;
  background: none;
  font-weight: 700;
  font-size: 1.05rem;
  color: ${theme.colors.text};
  cursor: pointer;
  padding: 0;
  span { display: inline-flex; align-items: center; gap: 0.5rem; }
  @media ${FILTERS_FOLDED} { display: flex; }
`;

const Badge = styled.span`
  background: ${theme.colors.primary};
  color: #fff;
  border-radius: ${theme.radius.pill};
  font-size: 0.8rem;
  padding: 0 0.5rem;
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-block;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform 0.2s ease;
`;

const Body = styled.div<{ $open: boolean }>`
  display: grid;
  gap: 1.1rem;
  @media ${FILTERS_FOLDED} {
    display: ${({ $open }) => ($open ? 'grid' : 'none')};
    padding-block: 0.75rem;
  }
  /*
   * Open above a list three cards wide, the fields share its width in three columns instead of one
   * long column: the prices and the dates take two each, so every row is full and the fields keep
   * their order (price, bedrooms; dates, room type; bills, city, university).
   */
  @media ${MAP_BESIDE_LIST} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: end;
  }
`;

const PriceRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.75rem;
  @media ${MAP_BESIDE_LIST} { grid-column: span 2; column-gap: 1.1rem; }
`;

const BedroomTiles = styled(SegmentedGroup)`
  ${equalColumns}
  ${boxedRadio}
  > div { gap: 0.35rem; }
  span {
    display: grid;
    place-items: center;
    min-height: 44px;
    border: 1px solid ${theme.colors.inputBorder};
    border-radius: 8px;
    font-weight: 600;
    font-size: 0.92rem;
  }
  input:checked + span { border-color: ${theme.colors.primary}; }
`;

const Warning = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: 0.9rem;
`;

const TextInput = styled.input`
  ${inputStyles}
`;

/* A date field's own minimum width would push the panel past a phone's screen. */
const DateRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
  input { min-width: 0; }
  @media (max-width: ${theme.breakpoints.md}) { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
  @media ${MAP_BESIDE_LIST} { grid-column: span 2; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); column-gap: 1.1rem; }
`;

const Select = styled.select`
  ${inputStyles}
  font: inherit;
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 44px;
  font-weight: 600;
  cursor: pointer;
  input { width: 1.25rem; height: 1.25rem; margin: 0; accent-color: ${theme.colors.primary}; }
`;

const priceCanonical = (draft: string) => parsePrice(draft)?.toString() ?? '';
const textCanonical = (draft: string) => draft.trim();
const dateCanonical = (draft: string) => parseDate(draft) ?? '';
const priceInvalid = (draft: string) => draft.trim() !== '' && parsePrice(draft) === null;

/** The City or University box: free text applies after a pause; a picked suggestion or Enter applies at once. */
function PlaceField({
  label,
  kind,
  placeholder,
  draft,
}: {
  label: string;
  kind: SuggestionKind;
  placeholder: string;
  draft: ReturnType<typeof useDebouncedDraft>;
}) {
  const [value, setValue, commitNow] = draft;
  return (
    <LabelledControl label={label}>
      {({ id, ...control }) => (
        <PlaceCombobox
          id={id}
          kind={kind}
          value={value}
          onValueChange={setValue}
          onPick={(suggestion) => {
            commitNow(suggestion.name);
          }}
          onEnter={() => {
            commitNow(value);
          }}
          input={TextInput}
          inputProps={{ ...control, type: 'text', placeholder, autoComplete: 'off', maxLength: SEARCH_TEXT_MAX_LENGTH }}
        />
      )}
    </LabelledControl>
  );
}

function PriceField({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (draft: string) => void }) {
  const { t } = useLingui();
  return (
    <Field
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      step={50}
      placeholder={placeholder}
      value={value}
      error={priceInvalid(value) ? t`Enter a whole amount in euros, 0 or more.` : null}
      onChange={(event) => {
        onChange(event.target.value);
      }}
    />
  );
}

export function FilterPanel({ filters, onChange, onClear, resetKey }: FilterPanelProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(filters);
  const { t } = useLingui();

  return (
    <Panel aria-labelledby={`${id}-heading`} {...earlyKey('filters')}>
      <PanelHeading id={`${id}-heading`}>
        <Trans context="Heading of the search filters">Filters</Trans>
      </PanelHeading>
      <Disclosure
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={() => {
          setOpen(!open);
        }}
      >
        <span>
          <FilterIcon />
          <Trans context="Heading of the search filters">Filters</Trans>
          {active > 0 ? (
            <Badge>
              {active}
              <VisuallyHiddenText> {t({ message: 'active', comment: 'After the number of active filters, as in "2 active"' })}</VisuallyHiddenText>
            </Badge>
          ) : null}
        </span>
        <Chevron $open={open} aria-hidden="true">
          ▾
        </Chevron>
      </Disclosure>
      <Body id={`${id}-body`} $open={open}>
        <FilterFields key={resetKey} filters={filters} onChange={onChange} />
        <Button type="button" $variant="secondary" $block onClick={onClear}>
          <Trans>Clear All Filters</Trans>
        </Button>
      </Body>
    </Panel>
  );
}

function FilterFields({ filters, onChange }: Pick<FilterPanelProps, 'filters' | 'onChange'>) {
  const commit = (key: FilterChange['key']) => (value: string) => {
    onChange({ key, value, replace: true });
  };
  const [minPrice, setMinPrice] = useDebouncedDraft(filters.minPrice?.toString() ?? '', priceCanonical, commit('minPrice'));
  const [maxPrice, setMaxPrice] = useDebouncedDraft(filters.maxPrice?.toString() ?? '', priceCanonical, commit('maxPrice'));
  const city = useDebouncedDraft(filters.city, textCanonical, commit('city'));
  const university = useDebouncedDraft(filters.university, textCanonical, commit('university'));
  // A date typed into the field changes it at each complete date (year 0002, 0020, 0202...): it applies after the pause, as typing does.
  const [moveIn, setMoveIn] = useDebouncedDraft(filters.moveIn ?? '', dateCanonical, commit('moveIn'));
  const [moveOut, setMoveOut] = useDebouncedDraft(filters.moveOut ?? '', dateCanonical, commit('moveOut'));
  const { t, i18n } = useLingui();
  const stay = stayProblem(filters.moveIn, filters.moveOut);
  const stayMessage = stay === null ? null : translateProblem(i18n, { message: stay.message });
  const bedroomOptions: ReadonlyArray<SegmentedOption<BedroomChoice | ''>> = [
    { value: '', label: t({ message: 'Any', comment: 'Bedrooms: no filter' }) },
    ...bedroomChoices.map((choice) => ({ value: choice, label: choice })),
  ];
  // The URL changes inside a router transition; the choice shows at once instead of after it.
  const [bedrooms, setBedrooms] = useState(filters.bedrooms);
  const [seenBedrooms, setSeenBedrooms] = useState(filters.bedrooms);
  if (filters.bedrooms !== seenBedrooms) {
    setSeenBedrooms(filters.bedrooms);
    setBedrooms(filters.bedrooms);
  }
  const [roomType, setRoomType] = useState(filters.roomType);
  const [seenRoomType, setSeenRoomType] = useState(filters.roomType);
  if (filters.roomType !== seenRoomType) {
    setSeenRoomType(filters.roomType);
    setRoomType(filters.roomType);
  }
  const [billsIncluded, setBillsIncluded] = useState(filters.bills === 'included');
  const [seenBills, setSeenBills] = useState(filters.bills);
  if (filters.bills !== seenBills) {
    setSeenBills(filters.bills);
    setBillsIncluded(filters.bills === 'included');
  }

  return (
    <>
      <PriceRow>
        <PriceField label={t`Min price (€/month)`} placeholder="0" value={minPrice} onChange={setMinPrice} />
        <PriceField
          label={t`Max price (€/month)`}
          placeholder={t({ message: 'Any', comment: 'Max price: no limit' })}
          value={maxPrice}
          onChange={setMaxPrice}
        />
      </PriceRow>
      {pricesConflict(filters) ? (
        <Warning role="alert">
          <Trans>Min price is above max price, so prices are not filtered. Lower the min or raise the max.</Trans>
        </Warning>
      ) : null}
      <SegmentedControl
        group={BedroomTiles}
        legend={t`Bedrooms`}
        options={bedroomOptions}
        value={bedrooms ?? ''}
        onChange={(value) => {
          setBedrooms(value === '' ? null : value);
          onChange({ key: 'bedrooms', value, replace: false });
        }}
      />
      <DateRow>
        <Field
          label={t({ message: 'Move-in', comment: 'Search filter: the day the student moves in' })}
          type="date"
          value={moveIn}
          error={stay?.field === 'moveIn' ? stayMessage : null}
          onChange={(event) => {
            setMoveIn(event.target.value);
          }}
        />
        <Field
          label={t({ message: 'Move-out', comment: 'Search filter: the day the student moves out' })}
          type="date"
          min={parseDate(moveIn) === null ? undefined : addDays(moveIn, 1)}
          value={moveOut}
          error={stay?.field === 'moveOut' ? stayMessage : null}
          onChange={(event) => {
            setMoveOut(event.target.value);
          }}
        />
      </DateRow>
      <LabelledControl label={t({ message: 'Room type', comment: 'Search filter: entire place, studio, private room or shared room' })}>
        {(control) => (
          <Select
            {...control}
            value={roomType ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              setRoomType(roomTypeChoices.find((choice) => choice === value) ?? null);
              onChange({ key: 'roomType', value, replace: false });
            }}
          >
            <option value="">{t({ message: 'Any', context: 'Room type', comment: 'Room type: no filter' })}</option>
            {roomTypeChoices.map((choice: RoomTypeChoice) => (
              <option key={choice} value={choice}>
                {i18n._(roomTypeLabels[toRoomType(choice)])}
              </option>
            ))}
          </Select>
        )}
      </LabelledControl>
      <Check>
        <input
          type="checkbox"
          checked={billsIncluded}
          onChange={(event) => {
            setBillsIncluded(event.target.checked);
            onChange({ key: 'bills', value: event.target.checked ? 'included' : '', replace: false });
          }}
        />
        {t({ message: 'Bills included', comment: 'Search filter: only places whose rent includes bills' })}
      </Check>
      <PlaceField label={t({ message: 'City', context: 'Search field' })} kind="CITY" placeholder={t`e.g. Berlin`} draft={city} />
      <PlaceField label={t({ message: 'University', context: 'Search field' })} kind="UNIVERSITY" placeholder={t`e.g. Sorbonne`} draft={university} />
    </>
  );
}
