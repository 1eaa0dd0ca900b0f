/** The amenities a listing may offer (docs/product.md#sample-data): the generator's pool and the listing form's checkboxes. */
export const AMENITY_POOL = [
  'WiFi',
  'Washing Machine',
  'Air Conditioning',
  'Heating',
  'Parking',
  'Bike Storage',
  'Study Room',
  'Gym',
  'Garden',
  'Balcony',
  'Kitchen',
  'Dishwasher',
  'Microwave',
  'Refrigerator',
  'TV',
  'Furnished',
] as const;

export type Amenity = (typeof AMENITY_POOL)[number];

export function isAmenity(value: string): value is Amenity {
  return (AMENITY_POOL as readonly string[]).includes(value);
}
