/** A whole record as a database's search answers it: without its details (PropertyNode). */
import type { PropertyNode, PropertyRecord } from '../../src/api/data/model';

export function withoutDetails(record: PropertyRecord): PropertyNode {
  const node: Partial<PropertyRecord> = { ...record };
  delete node.description;
  delete node.landlord;
  return node as PropertyNode;
}
