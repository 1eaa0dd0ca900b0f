import { useLingui } from '@lingui/react/macro';
import { MapFrame } from './MapFrame';

interface PinPickerProps {
  value: { lat: number; lng: number };
  onChange: (point: { lat: number; lng: number }) => void;
}

/** The listing form's map (the Leaflet chunk loads with it): drag or tap the pin into place. */
export function PinPicker({ value, onChange }: PinPickerProps) {
  const { t } = useLingui();
  return (
    <MapFrame
      render={(module) => (
        <module.PinPickerLeafletMap
          value={value}
          label={t`Map: drag the pin, or tap the map, to where the property is`}
          pinLabel={t({ message: 'Your property', comment: 'The pin of the listing being placed on the form map' })}
          onChange={onChange}
        />
      )}
      height="300px"
      failureHint={t`The latitude and longitude fields still place it.`}
    />
  );
}
