/** What the maps draw, as plain data: the wrappers read it from GraphQL, the Leaflet chunk draws it. */
export interface MapPin {
  id: string;
  name: string;
  price: number;
  lat: number;
  lng: number;
  image: string;
  university: string;
  distanceKm: number;
}

export interface MapLandmark {
  name: string;
  lat: number;
  lng: number;
  /** The university the search or the listing is about: labelled and drawn larger. */
  chosen: boolean;
}

/** A pin's accessible name, e.g. "€459 per month, Stracke LLC Residence". */
export const pinLabel = (pin: Pick<MapPin, 'price' | 'name'>) => `€${pin.price} per month, ${pin.name}`;
