declare module 'virtual:campusnest/properties' {
  import type { PropertyRecord, UniversityRecord } from '../api/data/model';
  const properties: PropertyRecord[];
  export default properties;
  export const universities: UniversityRecord[];
}
