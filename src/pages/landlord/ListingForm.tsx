import { useLingui, Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { inputStyles, labelStyles } from '../../components/controlStyles';
import { Field } from '../../components/Field';
import { LabelledControl } from '../../components/LabelledControl';
import { TextAreaField } from '../../components/TextAreaField';
import type { FieldProblem, FieldProblems } from '../../components/useFormErrors';
import { billLabels, roomTypeLabels } from '../../features/listings/listingTermsLabels';
import { PinPicker } from '../../features/map/PinPicker';
import { PhotosField } from '../../features/photos/PhotosField';
import { graphql } from '../../gql';
import type { Bill, RoomType } from '../../gql/graphql';
import { translateProblem } from '../../i18n/problems';
import { AMENITY_POOL } from '../../lib/amenities';
import { CITY_CENTRES, isServedCity, SERVED_CITIES } from '../../lib/servedCities';
import { theme } from '../../styles/theme';
import { pointText, type FormField, type ListingFormValues } from './listingFormValues';

export const ListingFormFragment = graphql(`
  fragment ListingForm_listing on Property {
    id
    name
    description
    city
    university
    address
    coordinates {
      lat
      lng
    }
    price
    deposit
    bedrooms
    bathrooms
    roomType
    amenities
    availableFrom
    availableUntil
    minStayMonths
    maxStayMonths
    billsIncluded
    includedBills
    billsEstimate
    photos {
      id
      src
      srcset
    }
    status
  }
`);

const ROOM_TYPES: RoomType[] = ['ENTIRE_PLACE', 'STUDIO', 'PRIVATE_ROOM', 'SHARED_ROOM'];
const BILLS: Bill[] = ['ELECTRICITY', 'HEATING', 'WATER', 'INTERNET'];

const Form = styled.form`
  display: grid;
  gap: 1.5rem;
`;

const Section = styled.fieldset`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 1.25rem;
  border: 0;
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.card};
  min-width: 0;
  legend {
    float: left;
    padding: 0;
    margin-bottom: 0.25rem;
    font-size: 1.2rem;
    font-weight: 700;
  }
  legend + * { clear: left; }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
  @media (max-width: ${theme.breakpoints.sm}) { grid-template-columns: minmax(0, 1fr); }
`;

const Select = styled.select`
  ${inputStyles}
`;

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: 0.5rem;
  &:focus { outline: 3px solid ${theme.colors.focus}; outline-offset: 4px; }
  legend { ${labelStyles} padding: 0; margin-bottom: 0.35rem; }
`;

const Checks = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 9rem), 1fr));
  gap: 0.25rem 1rem;
  label { display: flex; gap: 0.5rem; align-items: center; min-height: 44px; }
  input { width: 1.15rem; height: 1.15rem; }
`;

const Hint = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 0.9rem;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: 0.9rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

interface ListingFormProps {
  values: ListingFormValues;
  onChange: (values: ListingFormValues, edited: FormField) => void;
  /** A served city's universities, by name. */
  universitiesOf: (city: string) => readonly string[];
  problems: FieldProblems<FormField>;
  formRef: React.RefObject<HTMLFormElement | null>;
  /** The URLs of the listing's photos that are not uploads (a sample listing's images), by id. */
  known: ReadonlyMap<string, string>;
  editing: boolean;
  saving: boolean;
  onSubmit: () => void;
  /** A failure of the whole form (no network), above the button. */
  failure: ReactNode;
}

/**
 * The one form of /landlord/new and /landlord/{id}/edit (docs/product.md#landlords): labelled
 * fields, each error beside its field, the first one focused by the page (useFormErrors).
 */
export function ListingForm({ values, onChange, universitiesOf, problems, formRef, known, editing, saving, onSubmit, failure }: ListingFormProps) {
  const { t, i18n } = useLingui();
  const [pinMoved, setPinMoved] = useState(false);
  const error = (field: FormField) => {
    const problem: FieldProblem | undefined = problems[field];
    return problem ? translateProblem(i18n, problem) : null;
  };
  const set = <K extends keyof ListingFormValues>(field: K & FormField, value: ListingFormValues[K]) => {
    onChange({ ...values, [field]: value }, field);
  };
  const text = (field: FormField & keyof ListingFormValues) => ({
    name: field,
    value: values[field] as string,
    error: error(field),
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      set(field, event.target.value);
    },
  });
  const universities = universitiesOf(values.city);
  // A half-typed coordinate leaves the pin where the city is rather than at 0°, 0°.
  const [typedLat, typedLng] = [Number(values.lat), Number(values.lng)];
  const fallback = isServedCity(values.city) ? CITY_CENTRES[values.city] : CITY_CENTRES.Berlin;
  const pin =
    values.lat.trim() !== '' && values.lng.trim() !== '' && Number.isFinite(typedLat) && Number.isFinite(typedLng)
      ? { lat: typedLat, lng: typedLng }
      : fallback;
  const toggle = <T extends string>(list: readonly T[], item: T, on: boolean) => (on ? [...list, item] : list.filter((entry) => entry !== item));
  const groupError = (field: FormField) => {
    const message = error(field);
    return message ? (
      <ErrorText id={`listing-${field}-error`} role="alert">
        {message}
      </ErrorText>
    ) : null;
  };

  return (
    <Form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Section>
        <legend>
          <Trans>The place</Trans>
        </legend>
        <Field label={t`Name`} autoComplete="off" maxLength={200} {...text('name')} />
        <TextAreaField label={t`Description`} rows={6} maxLength={6000} {...text('description')} />
        <Pair>
          <LabelledControl label={t`Room type`}>
            {(control) => (
              <Select
                {...control}
                name="roomType"
                value={values.roomType}
                onChange={(event) => {
                  set('roomType', event.target.value as RoomType);
                }}
              >
                {ROOM_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {i18n._(roomTypeLabels[type])}
                  </option>
                ))}
              </Select>
            )}
          </LabelledControl>
          <Field label={t`Bedrooms`} type="number" inputMode="numeric" min={1} {...text('bedrooms')} />
        </Pair>
        <Pair>
          <Field label={t`Bathrooms`} type="number" inputMode="numeric" min={1} {...text('bathrooms')} />
        </Pair>
        <Group name="amenities" tabIndex={-1} aria-describedby={problems.amenities ? 'listing-amenities-error' : undefined}>
          <legend>
            <Trans>Amenities</Trans>
          </legend>
          <Checks>
            {AMENITY_POOL.map((amenity) => (
              <label key={amenity}>
                <input
                  type="checkbox"
                  name="amenity"
                  value={amenity}
                  checked={values.amenities.includes(amenity)}
                  onChange={(event) => {
                    set('amenities', toggle(values.amenities, amenity, event.target.checked));
                  }}
                />
                {amenity}
              </label>
            ))}
          </Checks>
          {groupError('amenities')}
        </Group>
      </Section>

      <Section>
        <legend>
          <Trans>Where</Trans>
        </legend>
        <Pair>
          <LabelledControl label={t`City`} error={error('city')}>
            {(control) => (
              <Select
                {...control}
                name="city"
                value={values.city}
                onChange={(event) => {
                  const city = event.target.value;
                  // A new city moves the pin to its centre, unless the landlord placed it already.
                  const point = isServedCity(city) && !pinMoved ? pointText(CITY_CENTRES[city]) : { lat: values.lat, lng: values.lng };
                  onChange({ ...values, city, university: '', ...point }, 'city');
                }}
              >
                {SERVED_CITIES.map((city) => (
                  <option key={city} value={city}>
                    {city}
                  </option>
                ))}
              </Select>
            )}
          </LabelledControl>
          <LabelledControl label={t`University`} error={error('university')}>
            {(control) => (
              <Select
                {...control}
                name="university"
                value={values.university}
                onChange={(event) => {
                  set('university', event.target.value);
                }}
              >
                <option value="">{t`Choose a university`}</option>
                {universities.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </Select>
            )}
          </LabelledControl>
        </Pair>
        <Field label={t`Address`} autoComplete="street-address" maxLength={300} {...text('address')} />
        <Group aria-describedby="listing-location-hint">
          <legend>
            <Trans>Location</Trans>
          </legend>
          <Hint id="listing-location-hint">
            <Trans>Drag the pin or tap the map where the property is, or type its latitude and longitude.</Trans>
          </Hint>
          <PinPicker
            value={pin}
            onChange={(point) => {
              setPinMoved(true);
              onChange({ ...values, ...pointText(point) }, 'lat');
            }}
          />
          <Pair>
            <Field
              label={t`Latitude`}
              inputMode="decimal"
              {...text('lat')}
              onChange={(event) => {
                setPinMoved(true);
                set('lat', event.target.value);
              }}
            />
            <Field
              label={t`Longitude`}
              inputMode="decimal"
              {...text('lng')}
              onChange={(event) => {
                setPinMoved(true);
                set('lng', event.target.value);
              }}
            />
          </Pair>
        </Group>
      </Section>

      <Section>
        <legend>
          <Trans>Rent and terms</Trans>
        </legend>
        <Pair>
          <Field label={t`Monthly rent (€)`} type="number" inputMode="numeric" min={0} {...text('price')} />
          <Field label={t`Deposit (€)`} type="number" inputMode="numeric" min={0} {...text('deposit')} />
        </Pair>
        <Pair>
          <Field label={t`Available from`} type="date" {...text('availableFrom')} />
          <Field label={t`Available until (optional)`} type="date" {...text('availableUntil')} />
        </Pair>
        <Pair>
          <Field label={t`Minimum stay (months)`} type="number" inputMode="numeric" min={1} {...text('minStayMonths')} />
          <Field label={t`Maximum stay (months, optional)`} type="number" inputMode="numeric" min={1} {...text('maxStayMonths')} />
        </Pair>
        <Group name="billsIncluded" tabIndex={-1}>
          <legend>
            <Trans>Bills</Trans>
          </legend>
          <Checks>
            <label>
              <input
                type="radio"
                name="bills"
                checked={values.billsIncluded}
                onChange={() => {
                  set('billsIncluded', true);
                }}
              />
              <Trans>Included in the rent</Trans>
            </label>
            <label>
              <input
                type="radio"
                name="bills"
                checked={!values.billsIncluded}
                onChange={() => {
                  set('billsIncluded', false);
                }}
              />
              <Trans>Paid on top of the rent</Trans>
            </label>
          </Checks>
        </Group>
        {values.billsIncluded ? (
          <Group name="includedBills" tabIndex={-1} aria-describedby={problems.includedBills ? 'listing-includedBills-error' : undefined}>
            <legend>
              <Trans>Which bills the rent includes</Trans>
            </legend>
            <Checks>
              {BILLS.map((bill) => (
                <label key={bill}>
                  <input
                    type="checkbox"
                    name="includedBill"
                    value={bill}
                    checked={values.includedBills.includes(bill)}
                    onChange={(event) => {
                      set('includedBills', toggle(values.includedBills, bill, event.target.checked));
                    }}
                  />
                  {i18n._(billLabels[bill])}
                </label>
              ))}
            </Checks>
            {groupError('includedBills')}
          </Group>
        ) : (
          <Pair>
            <Field label={t`Bills estimate (€ a month)`} type="number" inputMode="numeric" min={0} {...text('billsEstimate')} />
          </Pair>
        )}
      </Section>

      <Section as="div">
        <PhotosField
          id="listing-photos"
          value={values.photos}
          onChange={(ids) => {
            set('photos', ids);
          }}
          error={error('photos')}
          known={known}
        />
      </Section>

      {failure}
      <Actions>
        <Button type="submit" disabled={saving}>
          {editing ? <Trans>Save changes</Trans> : <Trans>Publish listing</Trans>}
        </Button>
      </Actions>
    </Form>
  );
}
