/** A property as the backend keeps it: the shape the generator writes and the resolvers read. */
export interface PropertyRecord {
  id: string;
  name: string;
  description: string;
  price: number;
  bedrooms: number;
  bathrooms: number;
  images: string[];
  city: string;
  university: string;
  address: string;
  amenities: string[];
  landlord: { name: string; email: string; phone: string; avatar: string };
  coordinates: { lat: number; lng: number };
  /** The main campus of `university` (docs/product.md departure 12): what distances are measured to. */
  universityCampus: { lat: number; lng: number };
}

/** A university and the coordinates of its main campus (docs/product.md departure 12). */
export interface UniversityRecord {
  name: string;
  city: string;
  campus: { lat: number; lng: number };
}
