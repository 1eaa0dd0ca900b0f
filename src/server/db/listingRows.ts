/** A property as the API sees it (PropertyRecord) and as the listings table keeps it. */
import type { PropertyRecord } from '../../api/data/model';
import type { listings } from './schema';

export type ListingRow = typeof listings.$inferSelect;

/** The search columns use the API's own lower-casing (rules/filters.ts), not the database's. */
export function toListingRow(record: PropertyRecord, position: number): ListingRow {
  return {
    position,
    id: record.id,
    name: record.name,
    description: record.description,
    price: record.price,
    bedrooms: record.bedrooms,
    bathrooms: record.bathrooms,
    images: record.images,
    city: record.city,
    university: record.university,
    citySearch: record.city.toLowerCase(),
    universitySearch: record.university.toLowerCase(),
    address: record.address,
    amenities: record.amenities,
    landlordName: record.landlord.name,
    landlordEmail: record.landlord.email,
    landlordPhone: record.landlord.phone,
    landlordAvatar: record.landlord.avatar,
    lat: record.coordinates.lat,
    lng: record.coordinates.lng,
  };
}

export function fromListingRow(row: ListingRow): PropertyRecord {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    images: row.images,
    city: row.city,
    university: row.university,
    address: row.address,
    amenities: row.amenities,
    landlord: { name: row.landlordName, email: row.landlordEmail, phone: row.landlordPhone, avatar: row.landlordAvatar },
    coordinates: { lat: row.lat, lng: row.lng },
  };
}
