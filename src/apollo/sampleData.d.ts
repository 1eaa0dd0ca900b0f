declare module 'virtual:campusnest/properties' {
  import type { PropertyRecord } from '../api/data/model';
  const properties: PropertyRecord[];
  export default properties;
}
